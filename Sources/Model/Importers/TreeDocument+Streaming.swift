import Foundation

/// XML property lists are read from their file as it is read, so the file's bytes are
/// never all in memory beside the tree (for a big list that was as much memory again as
/// the file). Every other format is read whole first: JSON keeps the file's bytes as its
/// text, binary property lists are read by offset, and the others are guessed from all
/// their content.
extension TreeDocument {
    /// How much of a file is read first to tell an XML property list by its root element.
    static let headBytes = 64 * 1024

    /// The tree of `url` if its first bytes show an XML property list in UTF-8 (the format
    /// `DocumentKind.sniff` gives the whole file, since a `plist` root element seen in the
    /// first bytes is seen in all of them), read as the parser needs its bytes; nil when
    /// they do not, for the caller to read the whole file. `progress` is as in
    /// `load(contentsOf:progress:limits:)`.
    static func streamedPropertyList(
        _ url: URL, limits: ReadLimits, progress: ReadProgress? = nil
    ) throws(ImportError) -> TreeNode? {
        let name = url.lastPathComponent
        let (head, size) = try ImportFile.head(of: url, count: headBytes)
        guard TextEncoding.detect(head) == nil, DocumentKind.sniff(head, name: name) == .xmlPropertyList else {
            return nil
        }
        if size > limits.fileBytes { throw .tooLarge(name: name, limit: limits.fileBytes) }
        let (chunks, close) = try XMLPushParser.chunks(of: url, limit: limits.fileBytes)
        defer { close() }
        let read = { () throws(ImportError) -> TreeNode in
            let tape = try XMLPropertyListReader.read(chunks, bytes: size, name: name, limits: limits)
            return TreeBuilder(rootName: name).build(tape)
        }
        guard let progress else { return try read() }
        return try progress.read(totalBytes: size, read)
    }
}
