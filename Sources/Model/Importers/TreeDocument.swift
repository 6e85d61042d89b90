import Foundation

/// Reads property lists (XML or binary), JSON and XML files into a `TreeNode` the Drill
/// Down page can browse.
///
/// Every format goes through a strict reader of our own that enforces `ReadLimits` while
/// it reads (no `JSONSerialization`, `PropertyListSerialization` or DOM). A document in
/// the original tutorials' shape (a root dictionary with "Rows", rows with "Title", optional
/// "Children" and, on leaves, "View") becomes the tree of those rows under a root titled
/// "Root"; any other document is browsable too (see `TreeBuilder` and `XMLTreeReader`).
public enum TreeDocument {
    /// Trees deeper than this are refused while reading.
    public static var maximumDepth: Int { ReadLimits.standard.depth }
    /// Documents with more values than this are refused while reading (shared objects of
    /// binary property lists count every time they are referenced).
    public static var maximumNodes: Int { ReadLimits.standard.nodes }

    /// Reads a property list (XML or binary), JSON or XML file; only regular files are read.
    public static func load(contentsOf url: URL, limits: ReadLimits = .standard) throws(ImportError) -> TreeNode {
        let data = try ImportFile.read(url, limit: limits.fileBytes)
        return try load(data: data, name: url.lastPathComponent, limits: limits)
    }

    /// The formats a document can be read as.
    public enum Format: String, Sendable, CaseIterable {
        case json, xmlPropertyList, binaryPropertyList, xml
    }

    /// Reads a document already in memory; `name` is used as the root title (when the
    /// document is not in the original tutorials' shape) and in messages. `format` forces a reader
    /// (fuzzing, tests); by default it is guessed from the first bytes and the name.
    public static func load(
        data: Data, name: String, limits: ReadLimits = .standard,
        as format: Format? = nil
    ) throws(ImportError) -> TreeNode {
        if data.count > limits.fileBytes { throw .tooLarge(name: name, limit: limits.fileBytes) }
        let text = try TextEncoding.utf8(data, name: name)
        let kind: DocumentKind
        switch format {
        case nil: kind = DocumentKind.sniff(text, name: name)
        case .json: kind = .json
        case .xmlPropertyList: kind = .xmlPropertyList
        case .binaryPropertyList: kind = .binaryPropertyList
        case .xml: kind = .xml
        }
        switch text.isEmpty ? .empty : kind {
        case .empty:
            throw .empty(name: name)
        case .json:
            return TreeBuilder(rootName: name).build(try JSONDocumentReader.read(text, limits: limits))
        case .unknown:
            throw ImportError(
                message: fill(
                    tr("“%1$@” is not a property list (XML or binary), JSON or XML file."),
                    DisplayText.title(name)))
        case .binaryPropertyList:
            return TreeBuilder(rootName: name).build(try BinaryPropertyListReader.read(text, limits: limits))
        case .xmlPropertyList:
            return TreeBuilder(rootName: name).build(try XMLPropertyListReader.read(text, name: name, limits: limits))
        case .xml:
            return try XMLTreeReader.tree(data: text, name: name, limits: limits)
        }
    }
}

/// The format of a document, guessed from its first bytes (and its name as a tie-break).
enum DocumentKind: Equatable {
    case empty, json, xmlPropertyList, binaryPropertyList, xml
    /// Anything else named .plist (Foundation would read it as an old OpenStep property
    /// list, where any bare word is a valid document, so it is refused instead).
    case unknown

    static func sniff(_ data: Data, name: String) -> DocumentKind {
        if data.isEmpty { return .empty }
        if data.starts(with: Array("bplist".utf8)) { return .binaryPropertyList }
        var start = data.startIndex
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        guard let first = data[start...].first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            return .empty
        }
        let lowerName = name.lowercased()
        if first == UInt8(ascii: "<") {
            return rootElementIsPlist(data) ? .xmlPropertyList : .xml
        }
        if lowerName.hasSuffix(".json") { return .json }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"") { return .json }
        if lowerName.hasSuffix(".plist") { return .unknown }
        // Bare scalars ("42", "true") and anything else: JSON gives the better message.
        return .json
    }

    /// True when the first element (after the XML declaration, processing instructions,
    /// comments and the DOCTYPE, however long) is `<plist`.
    static func rootElementIsPlist(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            var i = 0
            func starts(_ text: StaticString, at offset: Int) -> Bool {
                text.withUTF8Buffer { p in
                    guard offset + p.count <= bytes.count else { return false }
                    for k in 0..<p.count where bytes[offset + k] != p[k] { return false }
                    return true
                }
            }
            func skip(past terminator: StaticString, from offset: Int) -> Int {
                var j = offset
                while j < bytes.count && !starts(terminator, at: j) { j += 1 }
                return j + terminator.utf8CodeUnitCount
            }
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
                if starts("<?", at: i) { i = skip(past: "?>", from: i + 2); continue }
                if starts("<!--", at: i) { i = skip(past: "-->", from: i + 4); continue }
                if starts("<!", at: i) {
                    // DOCTYPE, possibly with an internal subset in brackets.
                    var j = i + 2, brackets = 0
                    while j < bytes.count {
                        if bytes[j] == UInt8(ascii: "[") { brackets += 1 }
                        if bytes[j] == UInt8(ascii: "]") { brackets -= 1 }
                        if bytes[j] == UInt8(ascii: ">") && brackets <= 0 { break }
                        j += 1
                    }
                    i = j + 1
                    continue
                }
                guard starts("<plist", at: i), i + 6 < bytes.count else { return false }
                let next = bytes[i + 6]
                return next == UInt8(ascii: ">") || next == UInt8(ascii: " ") || next == UInt8(ascii: "/")
                    || next == 0x09 || next == 0x0A || next == 0x0D
            }
            return false
        }
    }
}
