import Foundation
import Gtk
import Model

/// "Trends" (the original tutorials' "Parsing JSON" Twitter trends tutorial): the trends of
/// `data/trends.json`, read on a background thread behind a spinner, as a list of
/// names under the "as of" time. Activating a trend opens its URL in the browser.
/// A file that is not valid JSON shows an "Error" dialog with the parser's message.
///
/// Like the original tutorial, the trends can come from a web address ("Load from Address…", kept
/// for the next visit): downloaded with progress and Cancel, read once complete, with
/// the saved copy (and a banner saying how old it is) when the address cannot be loaded.
@MainActor
final class TrendsPage: LiveListPage {
    let title = tr("Trends")
    /// The file read when the section has no web address.
    let url: URL
    let rows: RowListView
    private let page = Box(.vertical)
    /// File or address, the loading stack, the focus once read (shared with Books).
    let loader: LiveListLoading
    /// "Trending as of …" above the list.
    let asOfLabel = Label()
    /// Opens a trend's URL; tests substitute it.
    var openURL: UriLauncher.Open
    private let source = ArrayListSource(titles: [], hasDisclosure: false)
    private(set) var document: TrendsDocument?
    private let context: PageContext

    /// Reads `url` (by default the bundled `trends.json`).
    init(context: PageContext, url: URL? = nil) {
        self.context = context
        self.url = url ?? context.services.location.bundledData.appendingPathComponent("trends.json")
        openURL = UriLauncher.launcher(parent: context.window)
        let empty = RowListView.EmptyState(
            icon: "face-plain-symbolic", heading: tr("No Trends"),
            hint: tr("Nothing was trending when this list was taken."))
        rows = RowListView(source: source, options: .init(searchable: false, emptyState: empty))

        let column = Box(.vertical)
        asOfLabel.addCSSClass("dim-label")
        asOfLabel.addCSSClass("caption")
        asOfLabel.wraps = true
        asOfLabel.setJustifyCenter()
        asOfLabel.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        column.append(asOfLabel)
        column.append(Separator(.horizontal))
        rows.content.vexpand = true
        column.append(rows.content)
        let loading = LoadingStack(loaded: column, loadingText: tr("Loading trends…"))
        loader = LiveListLoading(
            section: .trends, area: page, rows: rows, loading: loading, context: context, fixedFile: url != nil)
        let live = loader.live
        page.append(live.status.content)
        loading.content.vexpand = true
        page.append(loading.content)
        loader.page = self

        rows.onActivate = { [weak self] position in self?.open(position: position) }
        live.onReload = { [weak self] in self?.load() }
        load()
    }

    var content: Widget { page }
    var headerEnd: [Widget] { live.buttons }

    /// Reads the section's web address, or the file.
    func load() {
        let url = url
        let web = context.services.web
        loader.load(
            file: {
                LoadingStack.load({ () throws(ImportError) in try TrendsDocument.load(contentsOf: url) }) {
                    [weak self] result in self?.finish(result)
                }
            },
            web: { address in
                live.status.run({ progress, completion in
                    web.document(LiveDocuments.trends, at: address, progress: progress, completion: completion)
                }) { [weak self] result in
                    guard let self else { return }
                    let document = loader.downloaded(result, from: address, cannotLoad: tr("Could Not Load the Trends"))
                    if let document { finish(.success(document)) }
                }
            })
    }

    private func finish(_ result: Result<TrendsDocument, ImportError>) {
        switch result {
        case .success(let document):
            self.document = document
            source.replace(with: document.trends.map(\.name))
            rows.reloadData()
            asOfLabel.text = Self.asOfText(document.asOf)
            loader.showLoaded()
        case .failure(let error):
            loading.showFailure(heading: tr("Could Not Load the Trends"), message: error.message)
            context.showError(tr("Error"), error.message)
        }
    }

    /// "Trending as of 7 September 2009 at 11:18", in the user's locale; without a date,
    /// only the hint about opening a trend.
    static func asOfText(
        _ date: Date?, locale: Locale = UserLocale.current(.time),
        timeZone: TimeZone = .current
    ) -> String {
        let hint = tr("Select a trend to open it in your browser.")
        guard let date else { return hint }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .long
        formatter.timeStyle = .short
        return fill(tr("Trending as of %1$@. %2$@"), formatter.string(from: date), hint)
    }

    /// Opens the URL of the trend at `position` in the browser.
    func open(position: Int) {
        guard let trends = document?.trends, trends.indices.contains(position) else { return }
        openURL(trends[position].url)
    }
}
