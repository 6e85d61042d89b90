import Foundation
import Gtk
import Model

/// The frame of a page that lists the rows of one store (City Guide, To-Do, My Zoo,
/// Recipes, Coffee List): it owns the page's content (an overlay), the toast over it,
/// and the swap between the list and the page saying why the store could not be opened.
///
/// The page opens its store and makes its `RowListView`, then calls `show(_:source:store:)`
/// (which puts the read-only banner above the list when the file cannot be written), or
/// `showFailure(_:startFresh:)` with the error. `startFresh(keptMessage:makeFresh:reload:)`
/// is the usual "Start Fresh": set the damaged file aside, load again in place and name
/// the kept file in the toast. `Source` is whatever the page reads its rows from.
@MainActor
final class StoreListHost<Source> {
    /// The page's content: the list (or the failure page) with the toasts over it.
    let overlay = ToastOverlay()
    /// Undo offers and "Start Fresh" messages (libadwaita's toasts over the content).
    var toast: ToastOverlay { overlay }
    /// The list, or nil while the failure page is shown.
    private(set) var rows: RowListView?
    /// Where the rows come from, or nil while the failure page is shown.
    private(set) var source: Source?
    /// What the page shows when the store could not be opened.
    private(set) var failure: StatusPage?
    /// The banner saying a read failed after the list was shown (hidden until then).
    let readErrorBanner = Label()
    /// The page's subscription to the store's changes (kept for as long as the host).
    var observation: ObservationToken?
    private let context: PageContext
    private let failureHeading: String

    /// `failureHeading` titles the failure page and the errors of "Start Fresh".
    init(context: PageContext, failureHeading: String) {
        self.context = context
        self.failureHeading = failureHeading
        readErrorBanner.wraps = true
        readErrorBanner.xalign = 0
        readErrorBanner.addCSSClass("banner")
        readErrorBanner.addCSSClass("error")
        readErrorBanner.setMargins(top: 6, bottom: 6, start: 12, end: 12)
    }

    /// Says above the list that rows could not be read (the list keeps what it shows).
    func showReadError(_ error: StorageError) {
        readErrorBanner.text = fill(tr("Some rows could not be read: %1$@"), error.message)
        readErrorBanner.isVisible = true
    }

    /// Says above the list that a row's picture could not be read (`message` says why).
    func showPictureError(_ message: String) {
        readErrorBanner.text = fill(tr("A picture could not be shown: %1$@"), message)
        readErrorBanner.isVisible = true
    }

    /// The read-error banner's text, or nil while it is hidden.
    var readErrorMessage: String? { readErrorBanner.isVisible ? readErrorBanner.text : nil }

    /// Shows `rows`, with a banner above them when `store` is open read-only.
    func show(_ rows: RowListView, source: Source, store: (any CollectionStore)? = nil) {
        self.rows = rows
        self.source = source
        failure = nil
        let column = Box(.vertical)
        if let store, store.isReadOnly {
            column.append(Banner.make(StorageError(kind: .readOnly, path: store.fileURL.path).message))
        }
        readErrorBanner.isVisible = false
        column.append(readErrorBanner)
        rows.content.vexpand = true
        column.append(rows.content)
        overlay.child = column
    }

    /// Shows why the store could not be opened; for a damaged file the page's
    /// "Start Fresh" button calls `startFresh`.
    func showFailure(_ error: Error, startFresh: @escaping @MainActor () -> Void) {
        let status = StoreFailurePage.make(heading: failureHeading, error: error, startFresh: startFresh)
        rows = nil
        source = nil
        failure = status
        overlay.child = status
    }

    /// "Start Fresh" in place: `makeFresh` sets the damaged file aside and opens a seeded
    /// one, `reload` shows it (through `show`), the list gets the focus and the toast
    /// names the kept file with `keptMessage` (a translated format with `%1$@`).
    func startFresh(keptMessage: String, makeFresh: () throws -> URL?, reload: () -> Void) {
        StoreFailurePage.startFresh(context, heading: failureHeading, keptMessage: keptMessage, toast: toast,
                                    makeFresh: makeFresh) {
            reload()
            rows?.focusList()
        }
    }

    /// Redraws the row at `position` (its data or its picture changed).
    func refreshRow(at position: Int?) {
        guard let rows, let position else { return }
        rows.rowsChanged(at: position, count: 1)
    }

    /// Scrolls to the row at `position` and puts the focus on it (not while searching,
    /// where the position is not the one on screen).
    func reveal(position: Int?) {
        guard let rows, let position, !rows.isSearching else { return }
        // The new row takes the focus now, and again when the page shows after a detail
        // page opened for it is closed.
        rows.focusRow(atSource: position)
        rows.list.scrollTo(position, alignTop: false)
        // The row exists once the list has laid out the change: focus it after that frame.
        rows.list.afterNextPaint { [weak rows] in _ = rows?.list.focus(position: position) }
    }
}
