import Foundation

/// Reads property lists (XML or binary), JSON and XML files into a `TreeNode` the Drill
/// Down page can browse.
///
/// A document in the original tutorials' shape (a root dictionary with "Rows", rows with "Title",
/// optional "Children" and, on leaves, "View") becomes the tree of those rows under a
/// root titled "Root". Any other document is browsable too: see `TreeBuilder` for the
/// titles given to dictionaries, arrays and scalars.
public enum TreeDocument {
    /// Trees deeper than this are refused (checked before parsing, without recursion).
    public static let maximumDepth = 256
    /// Documents with more nodes than this are refused (also stops shared-object
    /// "billion laughs" binary property lists from being expanded).
    public static let maximumNodes = 2_000_000

    /// Reads a property list (XML or binary) or JSON file into a tree whose root title is "Root"
    /// when it has the original tutorials' shape (root dict with "Rows"), else the file name.
    public static func load(contentsOf url: URL) throws(ImportError) -> TreeNode {
        let data = try ImportFile.read(url)
        return try load(data: data, name: url.lastPathComponent)
    }

    /// Reads a document already in memory; `name` is used as the root title (when the
    /// document is not in the original tutorials' shape) and in messages.
    public static func load(data: Data, name: String) throws(ImportError) -> TreeNode {
        let kind = DocumentKind.sniff(data, name: name)
        switch kind {
        case .empty:
            throw .empty(name: name)
        case .json:
            let value = try JSONDocument.parse(data, name: name)
            var builder = TreeBuilder(rootName: name)
            return try builder.build(value)
        case .unknown:
            throw ImportError(message: fill(tr("“%1$@” is not a property list (XML or binary), JSON or XML file."), name))
        case .xmlPropertyList, .binaryPropertyList:
            let value = try PropertyListDocument.parse(data, kind: kind, name: name)
            var builder = TreeBuilder(rootName: name)
            return try builder.build(value)
        case .xml:
            return try XMLTreeReader.tree(data: data, name: name)
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
            let head = String(decoding: data.prefix(4096), as: UTF8.self)
            if head.contains("<plist") || head.contains("<!DOCTYPE plist") { return .xmlPropertyList }
            return .xml
        }
        if lowerName.hasSuffix(".json") { return .json }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"") { return .json }
        if lowerName.hasSuffix(".plist") { return .unknown }
        // Bare scalars ("42", "true") and anything else: JSON gives the better message.
        return .json
    }
}

/// JSON through the strict checker, then JSONSerialization.
enum JSONDocument {
    static func parse(_ data: Data, name: String) throws(ImportError) -> Any {
        try StrictJSON.validate(data, maximumDepth: TreeDocument.maximumDepth)
        do {
            return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw ImportError(message: fill(tr("“%1$@” is not valid JSON: %2$@"), name, foundationReason(error)))
        }
    }
}

/// Property lists through PropertyListSerialization, after a depth check that keeps
/// Foundation's recursive parsers away from hostile nesting.
enum PropertyListDocument {
    static func parse(_ data: Data, kind: DocumentKind, name: String) throws(ImportError) -> Any {
        switch kind {
        case .binaryPropertyList:
            try BinaryPropertyListCheck.validate(data, maximumDepth: TreeDocument.maximumDepth)
        default:
            try XMLPropertyListCheck.validate(data, maximumDepth: TreeDocument.maximumDepth)
        }
        do {
            var format = PropertyListSerialization.PropertyListFormat.xml
            return try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            throw ImportError(message: fill(tr("“%1$@” is not a valid property list: %2$@"), name, foundationReason(error)))
        }
    }
}

/// Foundation's most specific explanation of a parse error (its debug description names
/// the line or character), else its localized description.
func foundationReason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String, !debug.isEmpty {
        return debug
    }
    return nsError.localizedDescription
}
