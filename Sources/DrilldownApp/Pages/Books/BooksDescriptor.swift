import Gtk
import Model

extension SectionID { static let books = SectionID("books") }

extension SectionDescriptor {
    /// The bundled books.xml; a book is found by its `id` attribute.
    static var books: SectionDescriptor {
        .firstPage(
            .books, tr("Books"), tr("XML parsed with libxml2"), icon: "user-bookmarks-symbolic",
            search: .revealed(by: BookListPage.self) {
                BundledSearchSource.books($0.bundledFile("books.xml"), in: .books)
            }
        ) { BookListPage(context: $0) }
    }
}

extension BookListPage: RevealsSearchResults {
    /// Opens the found book once the books are read.
    func reveal(_ target: SearchTarget) {
        guard let id = target.path.first else { return }
        whenLoaded { [weak self] in
            guard let self, let position = self.books.firstIndex(where: { $0.id == id }) else { return }
            self.open(position: position)
        }
    }

    static var showsAllInItsSearch: Bool { true }
    func showAll(_ query: String) { whenLoaded { [weak self] in self?.rows.search(query) } }
}
