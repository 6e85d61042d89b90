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

    /// The trends at `url` (JSON).
    @discardableResult
    public func trends(
        _ url: URL, limits: FetchLimits = .documents,
        progress: @escaping @Sendable (FetchProgress) -> Void = { _ in },
        completion: @escaping @Sendable (Result<Fetched<TrendsDocument>, FetchError>) -> Void
    ) -> FetchTask {
        fetch(
            url, limits: limits, progress: progress,
            read: { name, chunks throws(ImportError) in
                try TrendsDocument.load(data: LiveDocuments.collect(chunks), name: name)
            }, completion: completion)
    }

    /// The items of the RSS or Atom feed at `url`.
    @discardableResult
    public func feed(
        _ url: URL, limits: FetchLimits = .feeds,
        progress: @escaping @Sendable (FetchProgress) -> Void = { _ in },
        completion: @escaping @Sendable (Result<Fetched<[FeedItem]>, FetchError>) -> Void
    ) -> FetchTask {
        fetch(
            url, limits: limits, progress: progress,
            read: { name, chunks throws(ImportError) in
                try FeedReader.items(name: name, chunks: chunks)
            }, completion: completion)
    }

    /// The property list, JSON or XML document at `url` as a drill-down tree.
    @discardableResult
    public func tree(
        _ url: URL, limits: FetchLimits = .documents,
        progress: @escaping @Sendable (FetchProgress) -> Void = { _ in },
        completion: @escaping @Sendable (Result<Fetched<TreeNode>, FetchError>) -> Void
    ) -> FetchTask {
        fetch(
            url, limits: limits, progress: progress,
            read: { name, chunks throws(ImportError) in
                try TreeDocument.load(data: LiveDocuments.collect(chunks), name: name)
            }, completion: completion)
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

public enum LiveDocuments {
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
