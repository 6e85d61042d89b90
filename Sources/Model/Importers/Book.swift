/// One book of `data/books.xml` (the original tutorials' XML tutorial): `<Book id="1">` with its
/// `title`, `author` and `summary` elements.
public struct Book: Sendable, Equatable, Identifiable, Hashable {
    /// The `id` attribute of the `<Book>` element (unique within a file).
    public var id: Int
    public var title: String
    public var author: String
    public var summary: String

    public init(id: Int, title: String, author: String, summary: String) {
        self.id = id
        self.title = title
        self.author = author
        self.summary = summary
    }
}
