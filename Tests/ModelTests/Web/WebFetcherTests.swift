import Foundation
import TestSupport
import Testing

@testable import Model

/// The fetcher against the loopback server: statuses, framing, compression, redirects,
/// limits, timeouts, the cache and the importers' checks on downloaded content.
@Suite(.serialized) struct WebFetcherTests {
    let server: LoopbackServer
    let cacheDirectory: URL
    let fetcher: WebFetcher

    init() throws {
        server = try LoopbackServer()
        cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "drilldown-web-\(UUID().uuidString)")
        fetcher = WebFetcher(cache: WebCache(directory: cacheDirectory))
    }

    /// Short limits so that the timeout tests finish quickly.
    static let quick = FetchLimits(maximumBytes: 1024 * 1024, connectTimeout: 1.5, idleTimeout: 1)

    func run<Value: Sendable>(
        _ path: String, limits: FetchLimits = quick, fetcher: WebFetcher? = nil,
        read: @escaping @Sendable (String, @escaping ByteChunks) throws(ImportError) -> Value
    )
        -> Result<Fetched<Value>, FetchError>
    {
        (fetcher ?? self.fetcher).perform(
            server.url(path), limits: limits, task: FetchTask(), progress: { _ in }, read: read)
    }

    func books(_ path: String, limits: FetchLimits = quick) -> Result<Fetched<[Book]>, FetchError> {
        run(path, limits: limits) { name, chunks throws(ImportError) in
            try BooksDocument.load(name: name, chunks: chunks)
        }
    }

    func trends(_ path: String) -> Result<Fetched<TrendsDocument>, FetchError> {
        run(path) { name, chunks throws(ImportError) in
            try TrendsDocument.load(data: LiveDocuments.collect(chunks), name: name)
        }
    }

    func failure<Value>(_ result: Result<Fetched<Value>, FetchError>) -> FetchError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    @Test func bodiesWithAndWithoutLengthChunkedAndGzipAllRead() throws {
        defer { server.stop() }
        for path in ["/doc/books.xml", "/nolength/books.xml", "/chunked/books.xml", "/gzip/books.xml"] {
            let fetched = try books(path).get()
            #expect(fetched.value.count == 30, "\(path)")
            #expect(fetched.value.last?.title == "Book number 30")
            #expect(fetched.origin == .network)
        }
        let trends = try self.trends("/gzip/trends.json").get()
        #expect(trends.value.trends.map(\.name) == ["Loopback", "Swift"])
    }

    @Test func progressCountsBytesAndKnowsTheTotalOnlyForUncompressedLengths() throws {
        defer { server.stop() }
        final class Log: @unchecked Sendable { var steps: [FetchProgress] = [] }
        for (path, expectsTotal) in [("/doc/feed.xml", true), ("/chunked/feed.xml", false), ("/gzip/feed.xml", false)] {
            let log = Log()
            let result = fetcher.perform(
                server.url(path), limits: Self.quick, task: FetchTask(),
                progress: { log.steps.append($0) },
                read: { name, chunks throws(ImportError) in
                    try FeedReader.items(data: LiveDocuments.collect(chunks), name: name)
                })
            #expect(try result.get().value.count == 400)
            let last = try #require(log.steps.last)
            #expect(last.received > 20_000)
            #expect(log.steps.count > 1)
            #expect(zip(log.steps, log.steps.dropFirst()).allSatisfy { $0.received <= $1.received })
            #expect((last.total != nil) == expectsTotal, "\(path)")
            if let total = last.total { #expect(total == last.received) }
        }
    }

    @Test func aSecondRequestIsConditionalAndA304ReadsTheSavedCopy() throws {
        defer { server.stop() }
        let first = try books("/etag/books.xml").get()
        #expect(first.origin == .network)
        let entry = try #require(fetcher.cache?.entry(for: server.url("/etag/books.xml")))
        #expect(entry.etag != nil)
        #expect(entry.lastModified == "Mon, 07 Sep 2009 09:18:34 GMT")
        let second = try books("/etag/books.xml").get()
        #expect(second.origin == .notModified)
        #expect(second.value == first.value)
        // Without a saved copy, no validator is sent: a plain 200.
        let other = WebFetcher(cache: nil)
        let plain = run("/etag/books.xml", fetcher: other) { name, chunks throws(ImportError) in
            try BooksDocument.load(name: name, chunks: chunks)
        }
        #expect(try plain.get().origin == .network)
    }

    @Test func errorStatusesAreReportedWithTheirCodes() {
        defer { server.stop() }
        #expect(failure(books("/status/404")) == .status(404, "Not Found"))
        #expect(failure(books("/status/500")) == .status(500, "Internal Server Error"))
        #expect(failure(books("/doc/no-such-file.xml")) == .status(404, "Not Found"))
        #expect(FetchError.status(404, "Not Found").message.contains("404"))
    }

    @Test func redirectsAreFollowedUpToFiveAndNeverToOtherSchemes() throws {
        defer { server.stop() }
        #expect(try books("/redirect/5/books.xml").get().value.count == 30)
        #expect(failure(books("/redirect/6/books.xml")) == .tooManyRedirects(5))
        #expect(failure(books("/loop")) == .tooManyRedirects(5))
        #expect(failure(books("/to-file")) == .redirectRefused("file:///etc/passwd"))
    }

    @Test func onlyHttpAndHttpsAddressesAreFetched() {
        defer { server.stop() }
        for text in [
            "file:///etc/passwd", "ftp://127.0.0.1/x", "data:text/plain,hello", "javascript:alert(1)", "http://",
        ] {
            let url = URL(string: text) ?? URL(fileURLWithPath: "/")
            let result = fetcher.perform(url, limits: Self.quick, task: FetchTask(), progress: { _ in }) {
                _, chunks throws(ImportError) in
                try LiveDocuments.collect(chunks)
            }
            guard case .failure(.notWebAddress) = result else {
                Issue.record("\(text) was not refused")
                continue
            }
        }
        #expect(WebAddress.parse("  https://example.org/books.xml ") != nil)
        #expect(WebAddress.parse("file:///etc/passwd") == nil)
        #expect(WebAddress.parse("example.org") == nil)
    }

    @Test func aStalledBodyAndASilentServerTimeOut() {
        defer { server.stop() }
        #expect(failure(books("/stall")) == .idleTimeout(Self.quick.idleTimeout))
        #expect(failure(books("/silent")) == .connectTimeout(Self.quick.connectTimeout))
    }

    @Test func bodiesOverTheLimitAreRefusedAnnouncedOrNot() {
        defer { server.stop() }
        #expect(failure(books("/huge")) == .tooLarge(limit: Self.quick.maximumBytes))
        let endless = run("/endless") { _, chunks throws(ImportError) in try LiveDocuments.collect(chunks) }
        #expect(failure(endless) == .tooLarge(limit: Self.quick.maximumBytes))
        // The limit applies after decompression.
        let small = FetchLimits(maximumBytes: 2000, connectTimeout: 5, idleTimeout: 5)
        #expect(failure(books("/gzip/books.xml", limits: small)) == .tooLarge(limit: 2000))
    }

    @Test func aTruncatedBodyIsReportedAsSuch() {
        defer { server.stop() }
        #expect(failure(books("/truncated")) == .truncated)
    }

    @Test func downloadedContentGoesThroughTheHardenedImporters() {
        defer { server.stop() }
        guard case .content(let xml)? = failure(books("/doc/malformed.xml")) else {
            Issue.record("malformed XML accepted")
            return
        }
        #expect(xml.message.contains("line 1"))
        guard case .content(let json)? = failure(trends("/doc/malformed.json")) else {
            Issue.record("malformed JSON accepted")
            return
        }
        #expect(!json.message.isEmpty)
        #expect(failure(books("/doc/laughs.xml")) == .content(XMLParseGuard.entityRefused))
        #expect(fetcher.cache?.entry(for: server.url("/doc/malformed.xml")) == nil, "refused content is not saved")
    }

    @Test func offlineTheSavedCopyIsReadWithItsDate() throws {
        let url = server.url("/doc/books.xml")
        let before = Date()
        #expect(try books("/doc/books.xml").get().origin == .network)
        server.stop()
        let offline = fetcher.perform(url, limits: Self.quick, task: FetchTask(), progress: { _ in }) {
            name, chunks throws(ImportError) in
            try BooksDocument.load(name: name, chunks: chunks)
        }
        let fetched = try offline.get()
        #expect(fetched.value.count == 30)
        guard case .savedCopy(let savedAt, let reason) = fetched.origin else {
            Issue.record("not the saved copy: \(fetched.origin)")
            return
        }
        #expect(savedAt >= before.addingTimeInterval(-1))
        guard case .network = reason else {
            Issue.record("unexpected reason \(reason)")
            return
        }
        // Without a saved copy, the failure itself.
        let uncached = WebFetcher(cache: nil).perform(url, limits: Self.quick, task: FetchTask(), progress: { _ in }) {
            _, chunks throws(ImportError) in
            try LiveDocuments.collect(chunks)
        }
        guard case .failure(.network) = uncached else {
            Issue.record("offline without a copy did not fail: \(uncached)")
            return
        }
    }

    @Test func aFailedDownloadKeepsTheLastGoodCopy() throws {
        defer { server.stop() }
        let url = server.url("/doc/books.xml")
        _ = try books("/doc/books.xml").get()
        let saved = try Data(contentsOf: try #require(fetcher.cache).dataURL(for: url))
        // Same address, now refused by the importer (a limit below its size): the old copy is read.
        let tight = FetchLimits(maximumBytes: 100, connectTimeout: 5, idleTimeout: 5)
        let fetched = try books("/doc/books.xml", limits: tight).get()
        guard case .savedCopy(_, .tooLarge) = fetched.origin else {
            Issue.record("expected the saved copy, got \(fetched.origin)")
            return
        }
        #expect(try Data(contentsOf: try #require(fetcher.cache).dataURL(for: url)) == saved)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path).allSatisfy {
                !$0.hasPrefix("partial-")
            })
    }

    @Test func cancelStopsATransferAtOnceAndReadsNoSavedCopy() throws {
        defer { server.stop() }
        _ = try books("/doc/books.xml").get() // a saved copy of another address does not matter
        let task = FetchTask()
        final class Box: @unchecked Sendable { var received: Int64 = 0 }
        let box = Box()
        let result = fetcher.perform(
            server.url("/slow/feed.xml"), limits: Self.quick, task: task,
            progress: { step in
                box.received = step.received
                if step.received >= 4096 { task.cancel() }
            }
        ) { _, chunks throws(ImportError) in
            try LiveDocuments.collect(chunks)
        }
        #expect(failure(result) == .cancelled)
        #expect(box.received < 20_000)
        #expect(task.isStopped)
    }

    @Test func booksArriveInBatchesWhileTheBodyDownloads() throws {
        defer { server.stop() }
        final class Log: @unchecked Sendable { var batches: [(Int, Int, Int64)] = []; var received: Int64 = 0 }
        let log = Log()
        let result = fetcher.perform(
            server.url("/hold/books.xml"),
            limits: FetchLimits(maximumBytes: 1 << 20, connectTimeout: 5, idleTimeout: 5), task: FetchTask(),
            progress: { log.received = $0.received }
        ) { name, chunks throws(ImportError) in
            try BooksDocument.load(name: name, chunks: chunks, batchInterval: 0) { offset, books in
                log.batches.append((offset, books.count, log.received))
            }
        }
        let books = try result.get().value
        #expect(books.count == 30)
        let first = try #require(log.batches.first)
        #expect(first.0 == 0)
        #expect(first.2 < Int64(books.count * 150), "the first books came before the whole body")
        #expect(log.batches.count > 1)
        #expect(log.batches.reduce(0) { $0 + $1.1 } <= 30)
    }
}

/// Where saved copies and remembered addresses live.
struct WebCacheLocationTests {
    @Test func savedCopiesGoUnderXDGCacheHome() {
        let env = ["XDG_CACHE_HOME": "/tmp/xdg-cache", "HOME": "/home/u", "XDG_DATA_HOME": "/tmp/xdg-data"]
        #expect(WebCache.standardDirectory(environment: env).path == "/tmp/xdg-cache/drilldown/web")
        #expect(
            WebCache.standardDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"]).path
                == "/home/u/.cache/drilldown/web")
        #expect(DataLocation.current(environment: env).webCache.path == "/tmp/xdg-cache/drilldown/web")
    }

    @Test func addressesAreRememberedPerSectionAndOnlyWebOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "drilldown-addresses-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let addresses = LiveAddresses(folder: folder)
        #expect(addresses.address(for: .books) == nil)
        let books = try #require(WebAddress.parse("https://example.org/books.xml"))
        try addresses.set(books, for: .books)
        let reopened = LiveAddresses(folder: folder)
        #expect(reopened.address(for: .books) == books)
        #expect(reopened.address(for: .trends) == nil)
        try reopened.set(nil, for: .books)
        #expect(LiveAddresses(folder: folder).address(for: .books) == nil)
        try Data(#"{"feeds": "file:///etc/passwd"}"#.utf8).write(to: folder.appendingPathComponent("addresses.json"))
        #expect(LiveAddresses(folder: folder).address(for: .feeds) == nil)
    }
}

extension WebFetcherTests {
    @Test func preferringTheSavedCopyAsksTheServerOnlyOnce() throws {
        let url = server.url("/doc/books.xml")
        let read: @Sendable (String, @escaping ByteChunks) throws(ImportError) -> [Book] = {
            name, chunks throws(ImportError) in
            try BooksDocument.load(name: name, chunks: chunks)
        }
        let first = fetcher.perform(
            url, limits: Self.quick, preferSavedCopy: true, task: FetchTask(), progress: { _ in }, read: read)
        #expect(try first.get().origin == .network)
        server.stop()
        let second = fetcher.perform(
            url, limits: Self.quick, preferSavedCopy: true, task: FetchTask(), progress: { _ in }, read: read)
        guard case .cached = try second.get().origin else {
            Issue.record("not read from the saved copy")
            return
        }
    }
}

extension WebFetcherTests {
    /// GIO's default proxy resolver (libproxy through glib-networking here, GNOME's proxy
    /// settings on a GNOME desktop) decides the route: with `http_proxy` pointing at the
    /// loopback server, a request for an address where nothing listens still succeeds,
    /// through the "proxy".
    @Test func theSystemProxyConfigurationIsFollowed() throws {
        defer { server.stop() }
        let closed = try LoopbackServer()
        let target = closed.url("/doc/books.xml")
        closed.stop() // nothing listens at `target` any more
        setenv("http_proxy", "http://127.0.0.1:\(server.port)", 1)
        unsetenv("no_proxy")
        defer { unsetenv("http_proxy") }
        let result = WebFetcher(cache: nil).perform(target, limits: Self.quick, task: FetchTask(), progress: { _ in }) {
            name, chunks throws(ImportError) in
            try BooksDocument.load(name: name, chunks: chunks)
        }
        #expect(try result.get().value.count == 30)
    }
}
