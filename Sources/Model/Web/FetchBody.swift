internal import CGio
internal import CSoup
import Foundation

/// The body of one successful response, read in chunks by an importer: each chunk is
/// counted against the size limit, reported as progress and written to the cache's
/// partial file. A transfer failure inside a chunk is kept in `failure` and reported
/// instead of the importer's own error.
final class FetchBody {
    private let stream: UnsafeMutablePointer<GInputStream>
    private let limits: FetchLimits
    private let task: FetchTask
    private let watchdog: FetchWatchdog
    private let progress: @Sendable (FetchProgress) -> Void
    private let cache: WebCache?
    /// The length the server announced for an uncompressed body.
    let total: Int64?
    private(set) var received: Int64 = 0
    /// Set when the headers already rule the body out (announced size over the limit).
    private(set) var refusal: FetchError?
    private var failure: FetchError?
    /// The cache's file for this body, while it is written.
    private(set) var partial: URL?
    private var partialHandle: FileHandle?

    init(
        stream: UnsafeMutablePointer<GInputStream>, headers: OpaquePointer?, limits: FetchLimits, task: FetchTask,
        watchdog: FetchWatchdog, progress: @escaping @Sendable (FetchProgress) -> Void, cache: WebCache?
    ) {
        self.stream = stream
        self.limits = limits
        self.task = task
        self.watchdog = watchdog
        self.progress = progress
        self.cache = cache
        var total: Int64?
        if dd_soup_message_headers_get_encoding(headers) == guint(DD_SOUP_ENCODING_CONTENT_LENGTH) {
            let length = Int64(dd_soup_message_headers_get_content_length(headers))
            if length > Int64(limits.maximumBytes) { refusal = .tooLarge(limit: limits.maximumBytes) }
            // A compressed body's length says nothing about the decoded bytes counted here.
            if dd_soup_message_headers_get_one(headers, "Content-Encoding") == nil { total = length }
        }
        self.total = total
        if refusal == nil, let (url, handle) = cache?.temporaryFile() {
            partial = url
            partialHandle = handle
        }
    }

    deinit {
        try? partialHandle?.close() // only ever written to; nothing to lose on close
    }

    /// Runs `read` over the chunks; on any failure the partial file is removed.
    func read<Value>(
        name: String, with read: (String, @escaping ByteChunks) throws(ImportError) -> Value
    ) throws(FetchError) -> Value {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: WebFetcher.readSize, alignment: 16)
        defer { buffer.deallocate() }
        progress(FetchProgress(received: 0, total: total))
        let chunks: ByteChunks = { [self] () throws(ImportError) -> Data in
            try next(buffer)
        }
        do {
            let value = try read(name, chunks)
            try? partialHandle?.close() // see deinit
            partialHandle = nil
            return value
        } catch {
            if let partial { cache?.discard(partial) }
            partial = nil
            throw failure ?? task.reason ?? .content(error)
        }
    }

    /// A marker error thrown into the importer when the transfer failed (the importer
    /// stops; `failure` says why).
    private static let transferFailed = ImportError(
        message: "transfer failed") // no-tr: never shown (replaced by `failure`)

    private func next(_ buffer: UnsafeMutableRawPointer) throws(ImportError) -> Data {
        if failure != nil { throw Self.transferFailed }
        watchdog.enter(.waitingForBody)
        var error: UnsafeMutablePointer<GError>?
        let count = g_input_stream_read(stream, buffer, gsize(WebFetcher.readSize), task.cancellable, &error)
        watchdog.enter(.busy)
        if count < 0 {
            failure = WebFetcher.failure(error, task: task, watchdog: watchdog, limits: limits)
            throw Self.transferFailed
        }
        if let reason = task.reason {
            failure = reason
            throw Self.transferFailed
        }
        if count == 0 {
            if let total, received < total {
                failure = .truncated
                throw Self.transferFailed
            }
            return Data()
        }
        received += Int64(count)
        if received > Int64(limits.maximumBytes) {
            failure = .tooLarge(limit: limits.maximumBytes)
            throw Self.transferFailed
        }
        let data = Data(bytes: buffer, count: count)
        if let handle = partialHandle {
            do {
                try handle.write(contentsOf: data)
            } catch {
                // A full disk only loses the cache, not the document: stop saving this copy.
                try? handle.close()
                partialHandle = nil
                if let partial { cache?.discard(partial) }
                partial = nil
            }
        }
        progress(FetchProgress(received: received, total: total))
        return data
    }
}
