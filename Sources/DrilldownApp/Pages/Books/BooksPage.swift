import Foundation
import Gtk
import Model

/// "Books" (the original tutorials' "Parsing XML files" tutorial): the books of `data/books.xml`,
/// read with libxml2's SAX interface on a background thread, as a searchable list of
/// titles with the author below. A book opens its detail page. "Open Feed…" reads an
/// RSS or Atom file (with XPath) and lists its items on a pushed page.
@MainActor
final class BooksPage: Page {
    let title = tr("Books")
    let url: URL
    let rows: RowListView
    let loading: LoadingStack
    /// An icon (its label as tooltip and accessible name) so the header fits a phone.
    let openFeedButton = Button(icon: "document-open-symbolic", tooltip: tr("Open Feed…"))
    /// Opens a feed item's link; tests substitute it.
    var openURL: UriLauncher.Open
    private let source: ArrayListSource
    private let shelf: Shelf
    /// The books read, in file order (empty until loaded).
    var books: [Book] { shelf.books }
    private let context: PageContext
    /// What to do once the file is read (opening a search result).
    private var afterLoading: [@MainActor () -> Void] = []

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
        rows = RowListView(source: source, options: .init(
            searchable: true,
            emptyState: .init(icon: "accessories-dictionary-symbolic", heading: tr("No Books"),
                              hint: tr("The books file lists no books."))))
        loading = LoadingStack(loaded: rows.content, loadingText: tr("Reading books…"))
        rows.searchButton.isSensitive = false
        openFeedButton.setAccessibleLabel(tr("Open Feed…"))
        openFeedButton.setAccessibleDescription(tr("Open an RSS or Atom feed"))
        openFeedButton.onClicked { [weak self] in self?.chooseFeed() }
        rows.onActivate = { [weak self] position in self?.open(position: position) }
        load()
    }

    var content: Widget { loading.content }
    var headerEnd: [Widget] { [rows.searchButton, openFeedButton] }
    func didBecomeTop() { if loading.state == .loaded { rows.focusList() } }
    func handleEscape() -> Bool { rows.handleEscape() }

    /// Runs `action` once the file has been read (now, if it has).
    func whenLoaded(_ action: @escaping @MainActor () -> Void) {
        if loading.state == .loaded { action() } else { afterLoading.append(action) }
    }

    private func load() {
        let url = url
        loading.showLoading()
        LoadingStack.load({ () throws(ImportError) in try BooksDocument.load(contentsOf: url) }) { [weak self] result in
            self?.finish(result)
        }
    }

    private func finish(_ result: Result<[Book], ImportError>) {
        switch result {
        case .success(let books):
            shelf.books = books
            source.replace(with: books.map(\.title))
            rows.reloadData()
            rows.searchButton.isSensitive = true
            loading.showLoaded()
            if content.containsFocus || context.window.focusPointer == nil { rows.focusList() }
            let actions = afterLoading
            afterLoading = []
            for action in actions { action() }
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

    /// Asks for an RSS or Atom file and opens it.
    func chooseFeed() {
        let chooser = FileChooser(title: tr("Open a Feed"), parent: context.window,
                                  acceptLabel: tr("_Open"), cancelLabel: tr("_Cancel"))
        chooser.addFilter(name: tr("RSS and Atom Feeds"),
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
                context.push(FeedPage(title: url.lastPathComponent, items: items, openURL: { [weak self] link in
                    self?.openURL(link)
                }))
            case .failure(let error):
                context.showError(fill(tr("Could Not Open “%1$@”"), url.lastPathComponent), error.message)
            }
        }
    }
}

/// The books of a page, shared with its list source (which cannot capture the page
/// while the page is being initialised).
@MainActor
private final class Shelf {
    var books: [Book] = []
}
