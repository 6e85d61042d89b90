import Gtk
import Model

extension SectionID {
    static let books = SectionID("books")
}

extension SectionDescriptor {
    /// The bundled books.xml; a book is found by its `id` attribute.
    static var books: SectionDescriptor {
        SectionDescriptor(
            id: .books, title: tr("Books"), subtitle: tr("XML parsed with libxml2"),
            icon: "user-bookmarks-symbolic",
            search: SectionSearch(
                BookListPage.self,
                source: { stores in
                    BundledSearchSource.books(
                        stores.location.bundledData.appendingPathComponent("books.xml"), in: .books)
                },
                reveal: { books, target in
                    guard let id = target.path.first else { return }
                    books.whenLoaded { [weak books] in
                        guard let books, let position = books.books.firstIndex(where: { $0.id == id }) else { return }
                        books.open(position: position)
                    }
                },
                showAll: { books, query in
                    books.whenLoaded { [weak books] in books?.rows.search(query) }
                }),
            place: .firstPage(BookListPage.self)
        ) { context in BookListPage(context: context) }
    }
}
