import Foundation
import Gtk
import Model

/// The items of an RSS or Atom feed (found with XPath by `FeedReader`): titles, with
/// the date and the link's site below. Activating an item opens its link in the
/// browser; items without a web link say so.
///
/// A feed from a web address (`init(context:openURL:)`) is the feeds section: it loads
/// the remembered address with progress, Cancel, Reload, "Load from Address…" and the
/// saved copy offline, like Books and Trends.
@MainActor
final class FeedPage: Page {
    let title: String
    private(set) var items: [FeedItem]
    let rows: RowListView
    /// Present for a feed read from a web address.
    let live: LiveSectionControls?
    let loading: LoadingStack?
    private let source: ArrayListSource
    private let subtitles = FeedSubtitles()
    private let openURL: UriLauncher.Open
    private let page = Box(.vertical)
    private weak var context: PageContext?
    /// The address the items shown came from.
    private(set) var shownAddress: URL?

    init(title: String, items: [FeedItem], openURL: @escaping UriLauncher.Open) {
        self.title = title
        self.items = items
        self.openURL = openURL
        live = nil
        loading = nil
        (source, rows) = Self.makeList(subtitles)
        subtitles.set(items)
        source.replace(with: items.map(\.title))
        rows.reloadData()
        page.append(rows.content)
        rows.content.vexpand = true
        rows.onActivate = { [weak self] position in self?.open(position: position) }
    }

    /// The feeds section: the items at the remembered feed address.
    init(context: PageContext, openURL: @escaping UriLauncher.Open) {
        title = tr("Feed")
        items = []
        self.openURL = openURL
        self.context = context
        (source, rows) = Self.makeList(subtitles)
        let live = LiveSectionControls(section: .feeds, context: context, keysOn: page)
        let loading = LoadingStack(loaded: rows.content, loadingText: tr("Loading the feed…"))
        self.live = live
        self.loading = loading
        page.append(live.status.content)
        loading.content.vexpand = true
        page.append(loading.content)
        rows.onActivate = { [weak self] position in self?.open(position: position) }
        live.onReload = { [weak self] in self?.load() }
        load()
    }

    private static func makeList(_ subtitles: FeedSubtitles) -> (ArrayListSource, RowListView) {
        let source = ArrayListSource(titles: [], hasDisclosure: false) { position in subtitles.text(at: position) }
        let empty = RowListView.EmptyState(
            icon: "application-rss+xml-symbolic", heading: tr("No Items"), hint: tr("This feed has no entries."))
        let rows = RowListView(source: source, options: .init(searchable: true, emptyState: empty))
        return (source, rows)
    }

    var content: Widget { page }
    var headerEnd: [Widget] { [rows.searchButton] + (live?.buttons ?? []) }
    func didBecomeTop() { rows.focusList() }
    func handleEscape() -> Bool { live?.handleEscape() == true || rows.handleEscape() }

    /// Downloads the feeds section's address (asks for one when none is set).
    func load() {
        guard let live, let loading, let context else { return }
        guard let address = live.address else {
            loading.showFailure(
                heading: tr("No Feed Address"), message: tr("Choose “Load from Address…” to read a feed from the web."))
            return
        }
        if shownAddress != address { loading.showLoading() }
        let web = context.services.web
        live.status.run({ progress, completion in
            web.document(LiveDocuments.feed, at: address, progress: progress, completion: completion)
        }) {
            [weak self] result in
            self?.finish(result, from: address)
        }
    }

    private func finish(_ result: Result<Fetched<[FeedItem]>, FetchError>, from address: URL) {
        guard let live, let loading else { return }
        switch result {
        case .success(let fetched):
            shownAddress = address
            show(fetched.value)
            loading.showLoaded()
            if content.containsFocus { rows.focusList() }
        case .failure(.cancelled):
            guard shownAddress != address else { return }
            loading.showFailure(heading: tr("Download Cancelled"), message: tr("Reload to try again (F5)."))
        case .failure(let error):
            shownAddress = nil
            show([])
            loading.showFailure(heading: tr("Could Not Read the Feed"), message: error.message)
            live.showError(error)
        }
    }

    private func show(_ items: [FeedItem]) {
        self.items = items
        subtitles.set(items)
        source.replace(with: items.map(\.title))
        rows.reloadData()
    }

    /// Opens the link of the item at source position `position`, if it has one.
    func open(position: Int) {
        guard items.indices.contains(position), let link = items[position].link else { return }
        openURL(link)
    }
}

/// The second line of each item: "3 Sep 2009, 10:00 · example.org", or "No link".
@MainActor
private final class FeedSubtitles {
    private var texts: [String] = []
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = UserLocale.current(.time)
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    func set(_ items: [FeedItem]) {
        texts = items.map { item in
            let site = item.link?.host ?? tr("No link")
            guard let date = item.date else { return site }
            return fill(tr("%1$@ · %2$@"), formatter.string(from: date), site)
        }
    }

    func text(at position: Int) -> String? { texts.indices.contains(position) ? texts[position] : nil }
}
