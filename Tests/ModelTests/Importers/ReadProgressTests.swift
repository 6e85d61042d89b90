import Foundation
import Testing

@testable import Model

/// Issue 29, item 3: a long read reports how far it has come and stops at once when it is
/// cancelled, with `ImportError.cancelled` and no tree, in every format.
@Suite struct ReadProgressTests {
    static let formats: [TreeDocument.Format] = [
        .json, .xmlPropertyList, .binaryPropertyList, .openStepPropertyList, .xml,
    ]

    /// A flat array of `count` small rows in `format` (plain XML: `count` elements).
    static func bigDocument(_ format: TreeDocument.Format, count: Int) -> Data {
        if format == .xml {
            let rows = (0..<count).map { "<row id=\"\($0)\"><title>Row \($0)</title><note>a note</note></row>" }
            return Data(("<rows>" + rows.joined() + "</rows>").utf8)
        }
        let rows = (0..<count).map { index in
            SampleDocument.dictionary([("title", .text("Row \(index)")), ("note", .text("a note for the row"))])
        }
        return SampleDocument.array(rows).data(format)
    }

    /// The outcome of a read on another thread, once it has returned.
    final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Result<TreeNode, ImportError>?
        var result: Result<TreeNode, ImportError>? { lock.withLock { stored } }
        func set(_ result: Result<TreeNode, ImportError>) { lock.withLock { stored = result } }
    }

    /// Waits (polling, at most a minute) for `condition`.
    static func wait(_ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(60)
        while !condition() {
            if Date() > end { return false }
            usleep(500)
        }
        return true
    }

    @Test(arguments: formats)
    func cancelStopsAReadUnderWay(_ format: TreeDocument.Format) throws {
        let data = Self.bigDocument(format, count: 120_000)
        let progress = ReadProgress()
        let outcome = Outcome()
        Thread.detachNewThread {
            do throws(ImportError) {
                outcome.set(.success(try TreeDocument.load(data: data, name: "big", progress: progress, as: format)))
            } catch {
                outcome.set(.failure(error))
            }
        }
        // The read reports its position as it goes...
        #expect(Self.wait { progress.bytesRead > 0 || outcome.result != nil })
        #expect(outcome.result == nil, "the read ended before it reported any progress")
        #expect(progress.totalBytes == data.count)
        progress.cancel()
        // ...and stops, with the cancellation and no tree, before reaching the end.
        #expect(Self.wait { outcome.result != nil })
        guard case .failure(let error) = outcome.result else {
            Issue.record("a cancelled read gave a tree")
            return
        }
        #expect(error.isCancellation)
        #expect(error == .cancelled)
        // Cancelled soon after its first report (about 1 % in), it stopped long before the end.
        #expect(progress.bytesRead < progress.totalBytes / 2)
    }

    @Test(arguments: formats)
    func aCancelledReadStopsAtItsFirstCheckpoint(_ format: TreeDocument.Format) {
        let progress = ReadProgress()
        progress.cancel()
        #expect(throws: ImportError.cancelled) {
            try TreeDocument.load(
                data: Self.bigDocument(format, count: 10_000), name: "big", progress: progress, as: format)
        }
        #expect(progress.bytesRead < progress.totalBytes / 2)
    }

    @Test func aCompleteReadReportsEveryByte() throws {
        let data = Self.bigDocument(.json, count: 5_000)
        let progress = ReadProgress()
        let tree = try TreeDocument.load(data: data, name: "big.json", progress: progress)
        #expect(tree.children.count == 5_000)
        #expect(progress.bytesRead == data.count && progress.totalBytes == data.count)
        #expect(!progress.isCancelled)
    }

    @Test func theWindowsReadTakesADocumentsLimitsNotACollectionImports() throws {
        // More values than a collection import takes (1,000,000), far fewer than a document may hold.
        let data = Data(("[" + repeatElement("0", count: 1_100_000).joined(separator: ",") + "]").utf8)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString).json")
        try data.write(to: url)
        // A test's scratch file: a failed removal loses nothing.
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try TreeDocument.load(contentsOf: url, progress: ReadProgress()).children.count == 1_100_000)
        #expect(
            try TreeDocument.load(data: data, name: "many.json", progress: ReadProgress()).children.count == 1_100_000)
    }

    @Test func aFileIsNotReadOnceCancelled() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString).json")
        try Self.bigDocument(.json, count: 10).write(to: url)
        // A test's scratch file: a failed removal loses nothing.
        defer { try? FileManager.default.removeItem(at: url) }
        let progress = ReadProgress()
        #expect(try TreeDocument.load(contentsOf: url, progress: progress).children.count == 10)
        progress.cancel()
        #expect(throws: ImportError.cancelled) { try TreeDocument.load(contentsOf: url, progress: progress) }
    }
}
