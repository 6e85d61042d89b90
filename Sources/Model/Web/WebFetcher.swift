internal import CGio
internal import CSoup
import Dispatch
import Foundation

/// A source of document bytes: the next chunk, or an empty `Data` at the end. Readers
/// pull from it, so a body is parsed while it downloads.
public typealias ByteChunks = () throws(ImportError) -> Data

/// Where a fetched document came from.
public enum FetchOrigin: Sendable, Equatable {
    /// Downloaded now.
    case network
    /// The server said the saved copy is current (304 Not Modified).
    case notModified
    /// The download failed for `reason`; this is the copy saved at `savedAt`.
    case savedCopy(savedAt: Date, reason: FetchError)
    /// Read from the copy saved at `savedAt` without asking the server (`preferSavedCopy`).
    case cached(savedAt: Date)
}

/// A document read from the web, and where it came from.
public struct Fetched<Value: Sendable>: Sendable {
    public var value: Value
    public var origin: FetchOrigin
}

/// Downloads documents from http and https addresses with libsoup 3 and hands their bytes
/// to an importer as they arrive.
///
/// Each download runs on a worker thread with libsoup's blocking API (libsoup ≥ 3.2 lets
/// sessions be used from any thread), so nothing waits on the caller's thread. The session
/// uses GIO's default proxy resolver, which follows the desktop's proxy settings (GNOME's
/// settings through glib-networking, else the `*_proxy` variables); TLS comes from
/// glib-networking. Redirects are followed here, not by libsoup, so that each target
/// is checked (http or https only) and counted. Bodies are decompressed (gzip, deflate)
/// by libsoup's content decoder and limited after decompression.
///
/// With a cache, the last copy the importer accepted is kept per address; the next
/// download is conditional (`If-None-Match` / `If-Modified-Since`), a 304 reads the saved
/// copy, and any failure other than a cancel falls back to the saved copy with its date.
public final class WebFetcher: Sendable {
    public let cache: WebCache?
    /// Size of each read from the network.
    static let readSize = 64 * 1024

    public init(cache: WebCache?) {
        self.cache = cache
    }

    /// Starts downloading `url` on a worker thread. `read` gets a display name and the
    /// body's chunks (on that thread) and turns them into a value; `progress` is called on
    /// that thread after each chunk; `completion` once, on that thread.
    @discardableResult
    /// With `preferSavedCopy`, a saved copy is read without contacting the server at all
    /// (pictures: fetched once).
    public func fetch<Value: Sendable>(
        _ url: URL, limits: FetchLimits, preferSavedCopy: Bool = false,
        progress: @escaping @Sendable (FetchProgress) -> Void = { _ in },
        read: @escaping @Sendable (_ name: String, _ chunks: @escaping ByteChunks) throws(ImportError) -> Value,
        completion: @escaping @Sendable (Result<Fetched<Value>, FetchError>) -> Void
    ) -> FetchTask {
        let task = FetchTask()
        DispatchQueue.global(qos: .userInitiated).async {
            completion(
                self.perform(
                    url, limits: limits, preferSavedCopy: preferSavedCopy, task: task,
                    progress: progress, read: read))
        }
        return task
    }

    /// The whole download, on the calling thread (also used by the benchmark).
    func perform<Value: Sendable>(
        _ url: URL, limits: FetchLimits, preferSavedCopy: Bool = false, task: FetchTask,
        progress: @escaping @Sendable (FetchProgress) -> Void,
        read: @escaping @Sendable (String, @escaping ByteChunks) throws(ImportError) -> Value
    ) -> Result<Fetched<Value>, FetchError> {
        guard WebAddress.isAllowed(url) else { return .failure(.notWebAddress(url.absoluteString)) }
        let saved = cache?.entry(for: url)
        let name = WebAddress.displayName(of: url)
        if preferSavedCopy, let saved, let cache,
            case .success(let value) = readSaved(url, cache: cache, name: name, read: read)
        {
            return .success(Fetched(value: value, origin: .cached(savedAt: saved.savedAt)))
        }
        let result = download(url, saved: saved, name: name, limits: limits, task: task, progress: progress, read: read)
        guard case .failure(let error) = result, error != .cancelled, let saved, let cache else { return result }
        // Offline or failed: the last good copy, with its age.
        switch readSaved(url, cache: cache, name: name, read: read) {
        case .success(let value):
            return .success(Fetched(value: value, origin: .savedCopy(savedAt: saved.savedAt, reason: error)))
        case .failure:
            return result
        }
    }

    private func readSaved<Value>(
        _ url: URL, cache: WebCache, name: String,
        read: (String, @escaping ByteChunks) throws(ImportError) -> Value
    ) -> Result<Value, ImportError> {
        Result { () throws(ImportError) -> Value in
            let (chunks, close) = try XMLPushParser.chunks(of: cache.dataURL(for: url))
            defer { close() }
            return try read(name, chunks)
        }
    }

    private func download<Value: Sendable>(
        _ url: URL, saved: WebCache.Entry?, name: String, limits: FetchLimits, task: FetchTask,
        progress: @escaping @Sendable (FetchProgress) -> Void,
        read: @escaping @Sendable (String, @escaping ByteChunks) throws(ImportError) -> Value
    ) -> Result<Fetched<Value>, FetchError> {
        // libsoup is opened on the first download (see SoupLibrary).
        if case .failure(let error) = SoupLibrary.loaded { return .failure(error) }
        let session = dd_soup_session_new()
        defer { g_object_unref(UnsafeMutableRawPointer(session)) }
        // A backstop only: the watchdog applies the exact connect and idle timeouts.
        dd_soup_session_set_timeout(session, UInt32(max(limits.connectTimeout, limits.idleTimeout).rounded(.up)) + 1)
        dd_soup_session_set_user_agent(session, "Drilldown/1.0 ")
        let watchdog = FetchWatchdog(task: task, limits: limits)
        defer { watchdog.stop() }

        var current = url
        var redirects = 0
        while true {
            guard let message = dd_soup_message_new("GET", current.absoluteString) else {
                return .failure(.notWebAddress(current.absoluteString))
            }
            defer { g_object_unref(UnsafeMutableRawPointer(message)) }
            dd_soup_message_set_flags(message, guint(DD_SOUP_MESSAGE_NO_REDIRECT))
            let conditional = current == url ? saved : nil
            if let conditional {
                let headers = dd_soup_message_get_request_headers(message)
                if let etag = conditional.etag { dd_soup_message_headers_append(headers, "If-None-Match", etag) }
                if let date = conditional.lastModified {
                    dd_soup_message_headers_append(headers, "If-Modified-Since", date)
                }
            }
            watchdog.enter(.connecting)
            var error: UnsafeMutablePointer<GError>?
            guard let stream = dd_soup_session_send(session, message, task.cancellable, &error) else {
                return .failure(Self.failure(error, task: task, watchdog: watchdog, limits: limits))
            }
            defer {
                g_input_stream_close(stream, nil, nil)
                g_object_unref(stream)
            }
            watchdog.enter(.busy)
            let status = Int(dd_soup_message_get_status(message))
            let responseHeaders = dd_soup_message_get_response_headers(message)
            switch status {
            case 301, 302, 303, 307, 308:
                guard let location = Self.header(responseHeaders, "Location"),
                    let next = URL(string: location, relativeTo: current)?.absoluteURL
                else {
                    return .failure(.status(status, Self.reason(message)))
                }
                guard WebAddress.isAllowed(next) else { return .failure(.redirectRefused(next.absoluteString)) }
                redirects += 1
                if redirects > limits.maximumRedirects { return .failure(.tooManyRedirects(limits.maximumRedirects)) }
                current = next
                continue
            case 304 where conditional != nil:
                guard let cache else { return .failure(.status(status, Self.reason(message))) }
                switch readSaved(url, cache: cache, name: name, read: read) {
                case .success(let value):
                    cache.touch(url)
                    return .success(Fetched(value: value, origin: .notModified))
                case .failure(let error):
                    return .failure(.content(error))
                }
            case 200..<300:
                let body = FetchBody(
                    stream: stream, headers: responseHeaders, limits: limits, task: task,
                    watchdog: watchdog, progress: progress, cache: cache)
                if let refusal = body.refusal { return .failure(refusal) }
                do {
                    let value = try body.read(name: name, with: read)
                    if let partial = body.partial {
                        cache?.commit(
                            partial, for: url,
                            etag: Self.header(responseHeaders, "ETag"),
                            lastModified: Self.header(responseHeaders, "Last-Modified"))
                    }
                    return .success(Fetched(value: value, origin: .network))
                } catch {
                    return .failure(error)
                }
            default:
                return .failure(.status(status, Self.reason(message)))
            }
        }
    }

    /// The value of the response header `name`, if present.
    private static func header(_ headers: OpaquePointer?, _ name: String) -> String? {
        dd_soup_message_headers_get_one(headers, name).map { String(cString: $0) }
    }

    private static func reason(_ message: OpaquePointer?) -> String {
        guard let message, let phrase = dd_soup_message_get_reason_phrase(message) else { return "" }
        return String(cString: phrase)
    }

    /// The error to report for a failed GIO call: ours (cancel, timeout) first.
    static func failure(
        _ error: UnsafeMutablePointer<GError>?, task: FetchTask, watchdog: FetchWatchdog,
        limits: FetchLimits
    ) -> FetchError {
        defer { if let error { g_error_free(error) } }
        if let reason = task.reason { return reason }
        guard let error else { return .network(tr("unknown error")) }
        if error.pointee.domain == g_io_error_quark() {
            switch Int(error.pointee.code) {
            case Int(G_IO_ERROR_CANCELLED.rawValue):
                return .cancelled
            case Int(G_IO_ERROR_TIMED_OUT.rawValue):
                return watchdog.current == .connecting
                    ? .connectTimeout(limits.connectTimeout) : .idleTimeout(limits.idleTimeout)
            case Int(G_IO_ERROR_PARTIAL_INPUT.rawValue):
                return .truncated
            default:
                break
            }
        }
        return .network(error.pointee.message.map { String(cString: $0) } ?? tr("unknown error"))
    }
}
