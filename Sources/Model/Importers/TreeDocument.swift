import Foundation

/// Reads property lists (XML, binary or old-style), JSON and XML files into a `TreeNode`
/// the Drill Down page can browse.
///
/// Every format goes through a strict reader of our own that enforces `ReadLimits` while
/// it reads (no `JSONSerialization`, `PropertyListSerialization` or DOM). A document in
/// the original tutorials' shape (a root dictionary with "Rows", rows with "Title", optional
/// "Children" and, on leaves, "View") becomes the tree of those rows under a root titled
/// "Root"; any other document is browsable too (see `TreeBuilder` and `XMLTreeReader`).
public enum TreeDocument {
    /// Trees deeper than this are refused while reading.
    public static var maximumDepth: Int { ReadLimits.documents.depth }
    /// Documents with more values than this are refused while reading (shared objects of
    /// binary property lists count every time they are referenced).
    public static var maximumNodes: Int { ReadLimits.documents.nodes }

    /// Reads a property list (XML, binary or old-style), JSON or XML file; only regular files are read.
    public static func load(contentsOf url: URL, limits: ReadLimits = .documents) throws(ImportError) -> TreeNode {
        if let tree = try streamedPropertyList(url, limits: limits) { return tree }
        var data = try ImportFile.read(url, limit: limits.fileBytes)
        return try load(taking: &data, name: url.lastPathComponent, limits: limits, as: nil)
    }

    /// Reads the file as `load(contentsOf:limits:)` does, reporting the bytes read to
    /// `progress`; `progress.cancel()` stops the read (and the building of the tree) at
    /// once with `ImportError.cancelled`.
    public static func load(
        contentsOf url: URL, progress: ReadProgress, limits: ReadLimits = .documents
    ) throws(ImportError) -> TreeNode {
        if progress.isCancelled { throw .cancelled }
        if let tree = try streamedPropertyList(url, limits: limits, progress: progress) { return tree }
        let data = try ImportFile.read(url, limit: limits.fileBytes)
        return try load(data: data, name: url.lastPathComponent, progress: progress, limits: limits)
    }

    /// Reads a document already in memory with `progress` (see `load(contentsOf:progress:limits:)`).
    public static func load(
        data: Data, name: String, progress: ReadProgress, limits: ReadLimits = .documents, as format: Format? = nil
    ) throws(ImportError) -> TreeNode {
        try progress.read(totalBytes: data.count) { () throws(ImportError) in
            try load(data: data, name: name, limits: limits, as: format)
        }
    }

    /// The formats a document can be read as.
    public enum Format: String, Sendable, CaseIterable {
        case json, xmlPropertyList, binaryPropertyList, openStepPropertyList, xml
    }

    /// Reads a document already in memory; `name` is used as the root title (when the
    /// document is not in the original tutorials' shape) and in messages. `format` forces a reader
    /// (fuzzing, tests); by default it is guessed from the content (the name only breaks ties).
    public static func load(
        data: Data, name: String, limits: ReadLimits = .documents,
        as format: Format? = nil
    ) throws(ImportError) -> TreeNode {
        var copy = data
        return try load(taking: &copy, name: name, limits: limits, as: format)
    }

    /// Reads `data`, which it may take over (JSON keeps the file's bytes as its text).
    static func load(
        taking data: inout Data, name: String, limits: ReadLimits, as format: Format?
    ) throws(ImportError) -> TreeNode {
        if data.count > limits.fileBytes { throw .tooLarge(name: name, limit: limits.fileBytes) }
        var text = try TextEncoding.utf8(data, name: name)
        data = Data()
        let kind: DocumentKind
        switch format {
        case nil: kind = DocumentKind.sniff(text, name: name)
        case .json: kind = .json
        case .xmlPropertyList: kind = .xmlPropertyList
        case .binaryPropertyList: kind = .binaryPropertyList
        case .openStepPropertyList: kind = .openStepPropertyList
        case .xml: kind = .xml
        }
        switch text.isEmpty ? .empty : kind {
        case .empty:
            throw .empty(name: name)
        case .json:
            return TreeBuilder(rootName: name).build(try JSONDocumentReader.read(&text, limits: limits))
        case .unknown:
            throw ImportError(
                message: fill(
                    tr("“%1$@” is not a property list (XML, binary or old-style), JSON or XML file."),
                    DisplayText.title(name)))
        case .binaryPropertyList:
            return TreeBuilder(rootName: name).build(try BinaryPropertyListReader.read(text, limits: limits))
        case .xmlPropertyList:
            return TreeBuilder(rootName: name).build(try XMLPropertyListReader.read(text, name: name, limits: limits))
        case .openStepPropertyList:
            return TreeBuilder(rootName: name).build(
                try OpenStepPropertyListReader.read(text, name: name, limits: limits))
        case .xml:
            return try XMLTreeReader.tree(data: text, name: name, limits: limits)
        }
    }
}
