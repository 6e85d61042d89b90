import Foundation
import TestSupport
import Testing

@testable import Model

/// libsoup 3 is opened on the first download: the installed library loads, and a
/// missing or wrong one gives a `FetchError` a person can read instead of a crash.
@Suite struct SoupLibraryTests {
    @Test func theInstalledLibraryLoads() {
        #expect(throws: Never.self) { try SoupLibrary.load(SoupLibrary.fileName).get() }
        #expect(throws: Never.self) { try SoupLibrary.loaded.get() }
    }

    @Test func aMissingLibraryIsAReadableError() {
        guard case .failure(let error) = SoupLibrary.load("libsoup-missing-for-tests.so.0") else {
            Issue.record("a missing file loaded")
            return
        }
        guard case .libraryMissing(let reason) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(reason.contains("libsoup-missing-for-tests.so.0"), "dlopen's reason names the file")
        #expect(error.message.contains("libsoup 3"))
        #expect(error.message.contains("libsoup-missing-for-tests.so.0"))
    }

    @Test func aLibraryWithoutTheFunctionsIsRefused() {
        // zlib is on every system and has none of libsoup's functions.
        guard case .failure(.libraryMissing(let reason)) = SoupLibrary.load("libz.so.1") else {
            Issue.record("zlib was taken for libsoup")
            return
        }
        #expect(reason.contains("soup_session_new"))
    }

    @Test func aFailedLoadLeavesTheLoadedLibraryWorking() throws {
        _ = SoupLibrary.load("libsoup-missing-for-tests.so.0")
        _ = SoupLibrary.load("libz.so.1")
        let server = try LoopbackServer()
        defer { server.stop() }
        let fetcher = WebFetcher(cache: nil)
        let limits = FetchLimits(maximumBytes: 1 << 20)
        let result = fetcher.perform(
            server.url("/doc/books.xml"), limits: limits, task: FetchTask(),
            progress: { _ in }
        ) { name, chunks throws(ImportError) in
            try BooksDocument.load(name: name, chunks: chunks)
        }
        #expect(try result.get().value.count == 30)
    }
}
