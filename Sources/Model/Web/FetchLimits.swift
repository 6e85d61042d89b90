import Foundation

/// The limits of one download.
public struct FetchLimits: Sendable, Equatable {
    /// Largest body accepted, in bytes, counted after decompression (so a small gzip
    /// body cannot expand without bound). A `Content-Length` above it is refused before
    /// any byte is read.
    public var maximumBytes: Int
    /// Most redirects followed; one more is refused (this also ends redirect loops).
    public var maximumRedirects: Int
    /// Seconds to connect and receive the response's headers.
    public var connectTimeout: TimeInterval
    /// Seconds the body may go without a single byte arriving.
    public var idleTimeout: TimeInterval

    public init(
        maximumBytes: Int, maximumRedirects: Int = 5,
        connectTimeout: TimeInterval = 15, idleTimeout: TimeInterval = 30
    ) {
        self.maximumBytes = maximumBytes
        self.maximumRedirects = maximumRedirects
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
    }

    /// Documents (books, trends, drill-down trees): the local files' limit, 256 MiB.
    public static let documents = FetchLimits(maximumBytes: 256 * 1024 * 1024)
    /// Feeds are read into a DOM: the DOM reader's limit, 64 MiB.
    public static let feeds = FetchLimits(maximumBytes: 64 * 1024 * 1024)
    /// Pictures: 20 MiB.
    public static let pictures = FetchLimits(maximumBytes: 20 * 1024 * 1024)
}

/// Bytes received so far, and the total when the server said (`Content-Length` of an
/// uncompressed body).
public struct FetchProgress: Sendable, Equatable {
    public var received: Int64
    public var total: Int64?

    public init(received: Int64, total: Int64?) {
        self.received = received
        self.total = total
    }

    /// The fraction done, when the total is known.
    public var fraction: Double? {
        guard let total, total > 0 else { return nil }
        return min(1, Double(received) / Double(total))
    }
}
