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
    public static func load(
        name: String, chunks: @escaping ByteChunks, batchInterval: TimeInterval = 0.2,
        batch: ((_ offset: Int, _ books: ArraySlice<Book>) -> Void)? = nil
    ) throws(ImportError) -> [Book] {
        try read(name: name, chunks: chunks, batchInterval: batchInterval, batch: batch)
    }

    private static func read(
        name: String, chunks: @escaping XMLPushParser.Chunks, batchInterval: TimeInterval = 0,
        batch: ((Int, ArraySlice<Book>) -> Void)? = nil
    ) throws(ImportError) -> [Book] {
        let reader = BooksSAXReader(name: name)
        var delivered = 0
        var lastDelivery = Date.distantPast
        let afterChunk: (() -> Void)? = batch.map { batch in
            {
                let count = reader.state.pointee.books.count
                guard count > delivered else { return }
                let now = Date()
                guard delivered == 0 || now.timeIntervalSince(lastDelivery) >= batchInterval else { return }
                batch(delivered, reader.state.pointee.books[delivered..<count])
                delivered = count
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
            // The parse keeps the reader alive: no retain/release per callback.
            Unmanaged<BooksSAXReader>.fromOpaque(context)._withUnsafeGuaranteedRef {
                $0.start(localName, attributeCount: Int(attributeCount), attributes: attributes)
            }
        }
        handler.endElementNs = { context, _, _, _ in
            guard let context else { return }
            Unmanaged<BooksSAXReader>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.end() }
        }
        handler.characters = { context, characters, length in
            guard let context, let characters else { return }
            Unmanaged<BooksSAXReader>.fromOpaque(context)._withUnsafeGuaranteedRef {
                $0.text(UnsafeBufferPointer(start: characters, count: Int(length)))
            }
        }
        handler.cdataBlock = handler.characters
        try XMLPushParser.run(handler: &handler, guard: reader, name: name, chunks: checked, afterChunk: afterChunk)
        return reader.state.pointee.books
    }
}

/// The SAX state of one books parse (used on one thread at a time).
///
/// The mutable state lives behind a pointer: the callbacks run millions of times, and
/// class properties would pay Swift's dynamic exclusivity checks on every access.
private final class BooksSAXReader: XMLParseGuard {
    let name: String
    fileprivate enum Field { case title, author, summary }
    fileprivate struct State {
        var books: [Book] = []
        var ids: Set<Int> = []
        var depth = 0
        var book: Book?
        /// The field being read and its bytes so far.
        var field: Field?
        var buffer: [UInt8] = []
    }
    let state = UnsafeMutablePointer<State>.allocate(capacity: 1)

    init(name: String) {
        self.name = name
        state.initialize(to: State())
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
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

    func start(
        _ element: UnsafePointer<xmlChar>, attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        state.pointee.depth += 1
        switch state.pointee.depth {
        case 1:
            if !Self.equals(element, "Books") {
                fail(
                    fill(
                        tr("“%1$@” is not a books file: its root element is “%2$@”, not “Books”."), name,
                        LibXML.string(element)))
            }
        case 2 where Self.equals(element, "Book"):
            guard let id = Self.integerAttribute("id", count: attributeCount, in: attributes) else {
                fail(tr("A book has no whole-number “id” attribute."))
                return
            }
            guard state.pointee.ids.insert(id).inserted else {
                fail(fill(tr("Two books have the id %1$@."), String(id)))
                return
            }
            state.pointee.book = Book(id: id, title: "", author: "", summary: "")
        case 3 where state.pointee.book != nil:
            if Self.equals(element, "title") {
                state.pointee.field = .title
            } else if Self.equals(element, "author") {
                state.pointee.field = .author
            } else if Self.equals(element, "summary") {
                state.pointee.field = .summary
            }
            state.pointee.buffer.removeAll(keepingCapacity: true)
        default:
            break
        }
    }

    func end() {
        defer { state.pointee.depth -= 1 }
        if state.pointee.depth == 3, let name = state.pointee.field, state.pointee.book != nil {
            let value = Self.trimmedText(state.pointee.buffer)
            switch name {
            case .title: state.pointee.book?.title = value
            case .author: state.pointee.book?.author = value
            case .summary: state.pointee.book?.summary = value
            }
            state.pointee.field = nil
        } else if state.pointee.depth == 2, let finished = state.pointee.book {
            state.pointee.book = nil
            guard !finished.title.isEmpty else {
                fail(fill(tr("The book with id %1$@ has no title."), String(finished.id)))
                return
            }
            state.pointee.books.append(finished)
        }
    }

    func text(_ bytes: UnsafeBufferPointer<xmlChar>) {
        guard state.pointee.field != nil else { return }
        if state.pointee.buffer.count + bytes.count > BooksDocument.maximumFieldLength {
            fail(
                fill(
                    tr("A book’s text is too long (more than %1$@)."),
                    ByteCountFormatter.string(
                        fromByteCount: Int64(BooksDocument.maximumFieldLength), countStyle: .memory)))
            return
        }
        state.pointee.buffer.append(contentsOf: bytes)
    }

    /// The text of `bytes` without leading and trailing XML whitespace (space, tab, CR, LF).
    static func trimmedText(_ bytes: [UInt8]) -> String {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }),
            let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// The value of the attribute `name` in libxml2's SAX2 attribute array (five
    /// pointers per attribute: local name, prefix, URI, value start, value end), read as
    /// a whole number (surrounding spaces and tabs allowed); nil when missing or not one.
    /// Works on the bytes: no String is made per book.
    static func integerAttribute(
        _ name: StaticString, count: Int,
        in attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) -> Int? {
        guard let attributes else { return nil }
        for index in 0..<count {
            let base = index * 5
            guard let localName = attributes[base], attributes[base + 1] == nil, equals(localName, name),
                let start = attributes[base + 3], let end = attributes[base + 4]
            else { continue }
            return integer(UnsafeBufferPointer(start: start, count: end - start))
        }
        return nil
    }

    /// A decimal integer with an optional sign, between optional spaces and tabs, as
    /// `Int(text.trimmingCharacters(in: .whitespaces))` reads it for ASCII text.
    static func integer(_ bytes: UnsafeBufferPointer<xmlChar>) -> Int? {
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        var first = 0, last = bytes.count
        while first < last, isBlank(bytes[first]) { first += 1 }
        while last > first, isBlank(bytes[last - 1]) { last -= 1 }
        guard first < last else { return nil }
        var negative = false
        if bytes[first] == UInt8(ascii: "-") || bytes[first] == UInt8(ascii: "+") {
            negative = bytes[first] == UInt8(ascii: "-")
            first += 1
            guard first < last else { return nil }
        }
        var value = 0
        for index in first..<last {
            let digit = Int(bytes[index]) - 48
            guard digit >= 0, digit <= 9 else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) =
                negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = sum
        }
        return value
    }
}
