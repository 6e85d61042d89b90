import Foundation
import Gtk
import Model

/// "Books" (the original tutorials' "Parsing XML files" tutorial): the books of `data/books.xml`,
/// read with libxml2's SAX interface on a background thread, as a searchable list of
/// titles with the author below. A book opens its detail page. "Open Feed…" reads an
/// RSS or Atom file (with XPath) and lists its items on a pushed page.
///
/// Like the original tutorial, the books can come from a web address ("Load from Address…", kept for
/// the next visit): parsed while they download, the first rows showing before the end,
/// with progress, Cancel, Reload and the saved copy when the address cannot be loaded.
/// "Feed from Address…" opens the feeds section's address the same way.
@MainActor
final class BookListPage: LiveListPage {
    let title = tr("Books")
    /// The file read when the section has no web address.
    let url: URL
    let rows: RowListView
    /// An icon (its label as tooltip and accessible name) so the header fits a phone.
    let openFeedButton = Button(icon: "document-open-symbolic", tooltip: tr("Open Feed…"))
    let feedAddressButton = Button(icon: "application-rss+xml-symbolic", tooltip: tr("Open a Feed from an Address…"))
    private let page = Box(.vertical)
    /// File or address, the loading stack, the focus once read (shared with Trends).
    let loader: LiveListLoading
    /// Opens a feed item's link; tests substitute it.
    var openURL: UriLauncher.Open
    private let source: ArrayListSource
    private let shelf: Shelf
    /// The books read, in file order (empty until loaded).
    var books: [Book] { shelf.books }
    private let context: PageContext

    /// Reads `url` (by default the bundled `books.xml`).
    init(context: PageContext, url: URL? = nil) {
        self.context = context
        self.url = url ?? context.services.location.bundledData.appendingPathComponent("books.xml")
        openURL = UriLauncher.launcher(parent: context.window)
        let shelf = Shelf()
        self.shelf = shelf
        source = ArrayListSource(titles: []) { position in
            shelf.books.indices.contains(position) ? shelf.books[position].author : nil
        }
        let empty = RowListView.EmptyState(
            icon: "accessories-dictionary-symbolic", heading: tr("No Books"),
            hint: tr("The books file lists no books."))
        rows = RowListView(source: source, options: .init(searchable: true, emptyState: empty))
        let loading = LoadingStack(loaded: rows.content, loadingText: tr("Reading books…"))
        loader = LiveListLoading(
            section: .books, area: page, rows: rows, loading: loading, context: context, fixedFile: url != nil)
        let live = loader.live
        rows.searchButton.isSensitive = false
        openFeedButton.setAccessibleLabel(tr("Open Feed…"))
        openFeedButton.setAccessibleDescription(tr("Open an RSS or Atom feed"))
        openFeedButton.onClicked { [weak self] in self?.chooseFeed() }
        feedAddressButton.onClicked { [weak self] in self?.openFeedAddress() }
        rows.onActivate = { [weak self] position in self?.open(position: position) }
        page.append(live.status.content)
        loading.content.vexpand = true
        page.append(loading.content)
        loader.page = self
        live.onReload = { [weak self] in self?.load() }
        load()
    }

    var content: Widget { page }
    var headerEnd: [Widget] { [rows.searchButton, openFeedButton, feedAddressButton] + live.buttons }

    /// Reads the section's web address, or the file.
    func load() {
        let url = url
        loader.load(
            file: {
                LoadingStack.load({ () throws(ImportError) in try BooksDocument.load(contentsOf: url) }) {
                    [weak self] result in self?.finish(result)
                }
            },
            web: { address in loadFromWeb(address) })
    }

    /// Downloads the books at `address`, showing each batch as it is parsed.
    private func loadFromWeb(_ address: URL) {
        rows.searchButton.isSensitive = false
        let web = context.services.web
        let relay = BatchRelay { [weak self] offset, books in self?.show(batch: books, at: offset, from: address) }
        live.status.run({ progress, completion in
            web.books(
                address, progress: progress, batch: { offset, books in relay.post(offset, books) },
                completion: completion)
        }) { [weak self] result in
            relay.close()
            self?.finishWeb(result, from: address)
        }
    }

    /// Shows books read so far (`offset` 0 starts the list again).
    private func show(batch: [Book], at offset: Int, from address: URL) {
        guard live.status.isLoading else { return }
        if offset == 0 {
            shelf.books = batch
            source.replace(with: batch.map(\.title))
        } else {
            guard offset == shelf.books.count else { return }
            shelf.books.append(contentsOf: batch)
            source.replace(with: source.titles + batch.map(\.title))
        }
        rows.reloadData()
        if loading.state != .loaded { loading.showLoaded() }
    }

    private func finishWeb(_ result: Result<Fetched<[Book]>, FetchError>, from address: URL) {
        let books = loader.downloaded(result, from: address, cannotLoad: tr("Could Not Read the Books")) {
            showNothing()
        }
        if let books {
            finish(.success(books))
        } else {
            // A cancelled download keeps the books the same address showed before.
            rows.searchButton.isSensitive = loading.state == .loaded
        }
    }

    /// Empties the list (after a download that showed some rows failed).
    private func showNothing() {
        shelf.books = []
        source.replace(with: [])
        rows.reloadData()
    }

    private func finish(_ result: Result<[Book], ImportError>) {
        switch result {
        case .success(let books):
            shelf.books = books
            source.replace(with: books.map(\.title))
            rows.reloadData()
            rows.searchButton.isSensitive = true
            loader.showLoaded()
        case .failure(let error):
            loading.showFailure(heading: tr("Could Not Read the Books"), message: error.message)
            context.showError(fill(tr("Could Not Read “%1$@”"), url.lastPathComponent), error.message)
        }
    }

    /// Pushes the detail page of the book at source position `position`.
    func open(position: Int) {
        guard books.indices.contains(position) else { return }
        context.push(BookDetailPage(book: books[position]))
    }

    /// The feeds section: the remembered feed address, or (the first time) asks for one.
    func openFeedAddress() {
        let feeds = FeedPage.self
        let open = { [weak self] in
            guard let self else { return }
            self.context.push(feeds.init(context: self.context, openURL: { [weak self] link in self?.openURL(link) }))
        }
        if context.services.addresses.address(for: .feeds) != nil {
            open()
            return
        }
        AddressDialog.present(
            parent: context.window, title: tr("Open a Feed from an Address"), acceptLabel: tr("_Open")
        ) { [weak self] url in
            guard let self, let url else { return }
            do {
                try self.context.services.addresses.set(url, for: .feeds)
            } catch {
                self.context.showError(
                    tr("Error"),
                    fill(
                        tr("The address could not be remembered: %1$@"),
                        (error as NSError).localizedDescription))
                return
            }
            open()
        }
    }

    /// Asks for an RSS or Atom file and opens it.
    func chooseFeed() {
        let chooser = FileChooser(
            title: tr("Open a Feed"), parent: context.window,
            acceptLabel: tr("_Open"), cancelLabel: tr("_Cancel"))
        chooser.addFilter(
            name: tr("RSS and Atom Feeds"),
            mimeTypes: ["application/rss+xml", "application/atom+xml", "application/rdf+xml"],
            patterns: ["*.rss", "*.atom", "*.rdf", "*.xml"])
        chooser.addFilter(name: tr("All Files"), patterns: ["*"])
        chooser.present { [weak self] url in
            guard let url else { return }
            self?.openFeed(url)
        }
    }

    /// Reads the feed at `url` in the background and pushes its items, or explains
    /// why it could not be read.
    func openFeed(_ url: URL) {
        openFeedButton.isSensitive = false
        LoadingStack.load({ () throws(ImportError) in try FeedReader.items(contentsOf: url) }) { [weak self] result in
            guard let self else { return }
            openFeedButton.isSensitive = true
            switch result {
            case .success(let items):
                context.push(
                    FeedPage(
                        title: url.lastPathComponent, items: items,
                        openURL: { [weak self] link in
                            self?.openURL(link)
                        }))
            case .failure(let error):
                context.showError(fill(tr("Could Not Open “%1$@”"), url.lastPathComponent), error.message)
            }
        }
    }
}

/// Hands batches of books from the download's thread to the main thread, in order;
/// after `close()` (the download finished) late batches are dropped.
private final class BatchRelay: @unchecked Sendable { // `open` behind `lock`
    private let lock = NSLock()
    private var open = true
    private let show: @MainActor (Int, [Book]) -> Void

    init(_ show: @escaping @MainActor (Int, [Book]) -> Void) {
        self.show = show
    }

    func post(_ offset: Int, _ books: [Book]) {
        MainContext.run { [self] in
            guard lock.withLock({ open }) else { return }
            show(offset, books)
        }
    }

    @MainActor
    func close() { lock.withLock { open = false } }
}

/// The books of a page, shared with its list source (which cannot capture the page
/// while the page is being initialised).
@MainActor
private final class Shelf {
    var books: [Book] = []
}
