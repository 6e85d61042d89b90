import Foundation
import Gtk
import Model

/// How a list page fed by a bundled file or a web address (Books, Trends) loads: the
/// section's address when it has one (and the page was not given a file), else the file;
/// the loading stack and its failure pages; actions waiting for the data ("run once
/// loaded"); and the first row's focus once the data is read, when the page was entered
/// while it loaded (the stack could then only focus a header button).
///
/// The page supplies how to read its file and its address, and what to show.
@MainActor
final class LiveListLoading {
    let loading: LoadingStack
    let live: LiveSectionControls
    /// The address the rows shown came from (nil: a file).
    private(set) var shownAddress: URL?
    /// Whether the page was given a file: then the section's address is not used.
    private let fixedFile: Bool
    private let rows: RowListView
    private let context: PageContext
    /// The page's whole content: the focus inside it is kept on the first row after a load.
    private let area: Widget
    /// The page whose rows these are (set once the page is made).
    weak var page: Page?
    private var focusFirstRowWhenLoaded = false
    private var afterLoading: [@MainActor () -> Void] = []

    /// The loading of `section`'s rows into `area` (the page's content, where the live
    /// controls' keys work).
    init(
        section: LiveAddresses.Section, area: Widget, rows: RowListView, loading: LoadingStack, context: PageContext,
        fixedFile: Bool
    ) {
        live = LiveSectionControls(section: section, context: context, keysOn: area)
        self.area = area
        self.rows = rows
        self.loading = loading
        self.context = context
        self.fixedFile = fixedFile
    }

    /// Entering the page focuses its first row, now or once the data is read.
    func didBecomeTop() {
        if loading.state == .loaded { rows.focusList() } else { focusFirstRowWhenLoaded = true }
    }

    /// Runs `action` once the data has been read (now, if it has and no download is
    /// running: streamed rows show before they are all read).
    func whenLoaded(_ action: @escaping @MainActor () -> Void) {
        if loading.state == .loaded && !live.status.isLoading { action() } else { afterLoading.append(action) }
    }

    /// Reads the section's web address with `web`, or the file with `file`.
    func load(file: () -> Void, web: (URL) -> Void) {
        if !fixedFile, let address = live.address {
            if shownAddress != address { loading.showLoading() }
            web(address)
            return
        }
        live.status.stop()
        shownAddress = nil
        loading.showLoading()
        file()
    }

    /// The value a download brought, or nil after showing why there is none: a cancelled
    /// download keeps what the same address showed before; otherwise `clear` empties the
    /// list and the failure page (titled `cannotLoad`) and the error banner explain.
    func downloaded<Value>(
        _ result: Result<Fetched<Value>, FetchError>, from address: URL, cannotLoad: String,
        clear: () -> Void = {}
    ) -> Value? {
        switch result {
        case .success(let fetched):
            shownAddress = address
            return fetched.value
        case .failure(.cancelled):
            guard shownAddress != address else { return nil }
            clear()
            loading.showFailure(heading: tr("Download Cancelled"), message: tr("Reload to try again (F5)."))
        case .failure(let error):
            shownAddress = nil
            clear()
            loading.showFailure(heading: cannotLoad, message: error.message)
            live.showError(error)
        }
        return nil
    }

    /// The rows are read: shows them, gives the first row the focus when the page was
    /// entered while loading (or the focus was in the page or nowhere), and runs the
    /// actions that waited.
    func showLoaded() {
        loading.showLoaded()
        let entering = focusFirstRowWhenLoaded && context.navigation?.top === page
        focusFirstRowWhenLoaded = false
        if entering || area.containsFocus || context.window.focusPointer == nil { rows.focusListWhenShown() }
        let actions = afterLoading
        afterLoading = []
        for action in actions { action() }
    }
}

/// A list page that loads through `LiveListLoading` (Books, Trends): its loading's parts,
/// entering it, Escape and "run once loaded" are the loader's.
@MainActor
protocol LiveListPage: Page {
    var loader: LiveListLoading { get }
    var rows: RowListView { get }
}

extension LiveListPage {
    var live: LiveSectionControls { loader.live }
    var loading: LoadingStack { loader.loading }
    /// The address the rows shown came from (nil: a file).
    var shownAddress: URL? { loader.shownAddress }
    func didBecomeTop() { loader.didBecomeTop() }
    func handleEscape() -> Bool { live.handleEscape() || rows.handleEscape() }

    /// Runs `action` once the file or address has been read (now, if it has and no
    /// download is running: streamed rows show before they are all read).
    func whenLoaded(_ action: @escaping @MainActor () -> Void) { loader.whenLoaded(action) }
}
