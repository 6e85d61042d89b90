import Foundation

/// The app's documents read from web addresses, through the same importers as local
/// files: books and feeds are parsed while they download (libxml2's push parser fed
/// with each chunk: SAX for books, the DOM for feeds, queried with XPath at the end);
/// trends and drill-down trees once the body is complete (JSON needs all of it, and a
/// tree's format is told from its first bytes and read whole).
extension WebFetcher {
    /// The books at `url`; `batch` gets the books read so far while the download goes on
    /// (`offset` 0 starts a new list: a fallback to the saved copy starts over).
    @discardableResult
    public func books(
        _ url: URL, limits: FetchLimits = .documents,
        progress: @escaping @Sendable (FetchProgress) -> Void = { _ in },
        batch: @escaping @Sendable (_ offset: Int, _ books: [Book]) -> Void = { _, _ in },
        completion: @escaping @Sendable (Result<Fetched<[Book]>, FetchError>) -> Void
    ) -> FetchTask {
        fetch(
            url, limits: limits, progress: progress,
            read: { name, chunks throws(ImportError) in
                try BooksDocument.load(name: name, chunks: chunks) { offset, books in batch(offset, Array(books)) }
            }, completion: completion)
    }

    /// The document `kind` (`LiveDocuments.trends`, `.feed`, `.tree`) at `url`.
    @discardableResult
    public func document<Value: Sendable>(
        _ kind: WebDocument<Value>, at url: URL, progress: @escaping @Sendable (FetchProgress) -> Void = { _ in },
        completion: @escaping @Sendable (Result<Fetched<Value>, FetchError>) -> Void
    ) -> FetchTask {
        fetch(url, limits: kind.limits, progress: progress, read: kind.read, completion: completion)
    }

    /// The bytes at `url` (a picture), checked by `validate`.
    @discardableResult
    public func bytes(
        _ url: URL, limits: FetchLimits = .pictures,
        validate: @escaping @Sendable (Data) throws(ImportError) -> Void = { _ throws(ImportError) in },
        completion: @escaping @Sendable (Result<Fetched<Data>, FetchError>) -> Void
    ) -> FetchTask {
        fetch(
            url, limits: limits,
            read: { _, chunks throws(ImportError) in
                let data = try LiveDocuments.collect(chunks)
                try validate(data)
                return data
            }, completion: completion)
    }
}

/// A kind of document read from a web address: how its body is read into a `Value`, and
/// within which limits.
public struct WebDocument<Value: Sendable>: Sendable {
    let limits: FetchLimits
    let read: @Sendable (_ name: String, _ chunks: @escaping ByteChunks) throws(ImportError) -> Value
}

public enum LiveDocuments {
    /// The trends (JSON), read once the body is complete.
    public static let trends = WebDocument(limits: .documents) { name, chunks throws(ImportError) in
        try TrendsDocument.load(data: collect(chunks), name: name)
    }

    /// The items of an RSS or Atom feed, parsed while they download.
    public static let feed = WebDocument(limits: .feeds) { name, chunks throws(ImportError) in
        try FeedReader.items(name: name, chunks: chunks)
    }

    /// A property list, JSON or XML document as a drill-down tree, read once complete.
    public static let tree = WebDocument(limits: .documents) { name, chunks throws(ImportError) in
        try TreeDocument.load(data: collect(chunks), name: name)
    }

    /// All the chunks, joined (for readers that need the whole body).
    public static func collect(_ chunks: ByteChunks) throws(ImportError) -> Data {
        var data = Data()
        while true {
            let chunk = try chunks()
            if chunk.isEmpty { return data }
            data.append(chunk)
        }
    }
}
