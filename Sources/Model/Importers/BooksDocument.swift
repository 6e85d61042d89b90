import CLibXML2
import Foundation

/// Reads a books file (`<Books><Book id=".."><title/><author/><summary/></Book>…</Books>`)
/// with libxml2's SAX interface, streaming, so a file of any size is read in constant
/// parser memory.
///
/// Character data split over several callbacks, the predefined entities (`&amp;`),
/// character references and CDATA sections all end up in the field's text; text inside
/// nested markup (`<title>A <i>b</i></title>`) is kept, unknown elements are ignored.
/// The file is refused (with the line) when the root is not `Books`, a book has no
/// integer `id`, two books share an id, a book has no title, or a field is longer than
/// `maximumFieldLength`.
public enum BooksDocument {
    /// Longest accepted title, author or summary, in UTF-8 bytes.
    public static let maximumFieldLength = 1024 * 1024

    /// Reads the books of a file, in document order.
    public static func load(contentsOf url: URL) throws(ImportError) -> [Book] {
        let (chunks, close) = try XMLPushParser.chunks(of: url)
        defer { close() }
        return try read(name: url.lastPathComponent, chunks: chunks)
    }

    /// Reads the books of a document in memory; `name` is used in messages.
    public static func load(data: Data, name: String) throws(ImportError) -> [Book] {
        try read(name: name, chunks: XMLPushParser.chunks(of: data))
    }

    /// Reads the books of a document arriving in chunks (a download), parsing each chunk
    /// as it comes. `batch`, when given, receives the books read so far while the parse
    /// goes on: `offset` is the number of books handed out before (0 for the first
    /// batch), at most every `batchInterval` seconds after the first. The file may still
    /// be refused later; the returned array is the whole, accepted document.
    public static func load(name: String, chunks: @escaping ByteChunks, batchInterval: TimeInterval = 0.2,
                            batch: ((_ offset: Int, _ books: ArraySlice<Book>) -> Void)? = nil) throws(ImportError) -> [Book] {
        try read(name: name, chunks: chunks, batchInterval: batchInterval, batch: batch)
    }

    private static func read(name: String, chunks: @escaping XMLPushParser.Chunks, batchInterval: TimeInterval = 0,
                             batch: ((Int, ArraySlice<Book>) -> Void)? = nil) throws(ImportError) -> [Book] {
        let reader = BooksSAXReader(name: name)
        var delivered = 0
        var lastDelivery = Date.distantPast
        let afterChunk: (() -> Void)? = batch.map { batch in
            {
                let books = reader.books
                guard books.count > delivered else { return }
                let now = Date()
                guard delivered == 0 || now.timeIntervalSince(lastDelivery) >= batchInterval else { return }
                batch(delivered, books[delivered...])
                delivered = books.count
                lastDelivery = now
            }
        }
        var first = true
        let checked: XMLPushParser.Chunks = { () throws(ImportError) -> Data in
            let chunk = try chunks()
            if first && chunk.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
                throw .empty(name: name)
            }
            first = false
            return chunk
        }
        var handler = xmlSAXHandler()
        handler.startElementNs = { context, localName, _, _, _, _, attributeCount, _, attributes in
            guard let context else { return }
            guard let localName else { return }
            Unmanaged<BooksSAXReader>.fromOpaque(context).takeUnretainedValue()
                .start(localName, attributeCount: Int(attributeCount), attributes: attributes)
        }
        handler.endElementNs = { context, _, _, _ in
            guard let context else { return }
            Unmanaged<BooksSAXReader>.fromOpaque(context).takeUnretainedValue().end()
        }
        handler.characters = { context, characters, length in
            guard let context, let characters else { return }
            Unmanaged<BooksSAXReader>.fromOpaque(context).takeUnretainedValue()
                .text(UnsafeBufferPointer(start: characters, count: Int(length)))
        }
        handler.cdataBlock = handler.characters
        try XMLPushParser.run(handler: &handler, guard: reader, name: name, chunks: checked, afterChunk: afterChunk)
        return reader.books
    }
}

/// The SAX state of one books parse (used on one thread at a time).
private final class BooksSAXReader: XMLParseGuard {
    let name: String
    private(set) var books: [Book] = []
    private var ids: Set<Int> = []
    private var depth = 0
    private var book: Book?
    private enum Field { case title, author, summary }
    /// The field being read and its bytes so far.
    private var field: Field?
    private var buffer: [UInt8] = []

    init(name: String) {
        self.name = name
    }

    private var line: Int {
        guard let context else { return 0 }
        return Int(xmlSAX2GetLineNumber(context))
    }

    private func fail(_ message: String) {
        refuse(.at(line: line, column: 0, message))
    }

    /// Element names are compared as bytes: no String is made per element.
    private static func equals(_ name: UnsafePointer<xmlChar>, _ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { bytes in
            for index in 0..<bytes.count where name[index] != bytes[index] { return false }
            return name[bytes.count] == 0
        }
    }

    func start(_ element: UnsafePointer<xmlChar>, attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        depth += 1
        switch depth {
        case 1:
            if !Self.equals(element, "Books") {
                fail(fill(tr("“%1$@” is not a books file: its root element is “%2$@”, not “Books”."), name, LibXML.string(element)))
            }
        case 2 where Self.equals(element, "Book"):
            guard let idText = Self.attribute("id", count: attributeCount, in: attributes),
                  let id = Int(idText.trimmingCharacters(in: .whitespaces)) else {
                fail(tr("A book has no whole-number “id” attribute."))
                return
            }
            guard ids.insert(id).inserted else {
                fail(fill(tr("Two books have the id %1$@."), String(id)))
                return
            }
            book = Book(id: id, title: "", author: "", summary: "")
        case 3 where book != nil:
            if Self.equals(element, "title") {
                field = .title
            } else if Self.equals(element, "author") {
                field = .author
            } else if Self.equals(element, "summary") {
                field = .summary
            }
            buffer.removeAll(keepingCapacity: true)
        default:
            break
        }
    }

    func end() {
        defer { depth -= 1 }
        if depth == 3, let name = field, book != nil {
            let value = Self.trimmedText(buffer)
            switch name {
            case .title: book?.title = value
            case .author: book?.author = value
            case .summary: book?.summary = value
            }
            field = nil
        } else if depth == 2, let finished = book {
            book = nil
            guard !finished.title.isEmpty else {
                fail(fill(tr("The book with id %1$@ has no title."), String(finished.id)))
                return
            }
            books.append(finished)
        }
    }

    func text(_ bytes: UnsafeBufferPointer<xmlChar>) {
        guard field != nil else { return }
        if buffer.count + bytes.count > BooksDocument.maximumFieldLength {
            fail(fill(tr("A book’s text is too long (more than %1$@)."),
                      ByteCountFormatter.string(fromByteCount: Int64(BooksDocument.maximumFieldLength), countStyle: .memory)))
            return
        }
        buffer.append(contentsOf: bytes)
    }

    /// The text of `bytes` without leading and trailing XML whitespace (space, tab, CR, LF).
    static func trimmedText(_ bytes: [UInt8]) -> String {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }),
              let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// The value of the attribute `name` in libxml2's SAX2 attribute array (five
    /// pointers per attribute: local name, prefix, URI, value start, value end).
    static func attribute(_ name: String, count: Int, in attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) -> String? {
        guard let attributes else { return nil }
        for index in 0..<count {
            let base = index * 5
            guard let localName = attributes[base], attributes[base + 1] == nil,
                  LibXML.string(localName) == name,
                  let start = attributes[base + 3], let end = attributes[base + 4] else { continue }
            return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        }
        return nil
    }
}
