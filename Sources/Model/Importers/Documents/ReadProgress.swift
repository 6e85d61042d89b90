import Foundation
import Synchronization

/// How far one read of a document has come, and whether the person who asked for it has
/// given up: shared between the thread that reads and the window that shows the progress
/// and its Cancel button.
///
/// The reader reports its position through `ReadBudget.checkpoint(bytesRead:)` and stops
/// there, throwing `ImportError.cancelled`, soon after `cancel()` (readers also check while
/// they count values, so a reader that reports no position still stops). A read finds the
/// progress of its thread through `current`, which `TreeDocument.load(contentsOf:progress:)`
/// sets for the read: the readers take no extra argument.
public final class ReadProgress: Sendable {
    private let done = Atomic<Int>(0)
    private let total = Atomic<Int>(0)
    private let cancelled = Atomic<Bool>(false)

    public init() {}

    /// Bytes of the document read so far (never more than `totalBytes`).
    public var bytesRead: Int { min(done.load(ordering: .relaxed), totalBytes) }
    /// The size of the document, in bytes (0 until the file is opened).
    public var totalBytes: Int { total.load(ordering: .relaxed) }
    /// Stops the read at its next checkpoint.
    public func cancel() { cancelled.store(true, ordering: .relaxed) }
    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// The size of the document about to be read.
    func begin(totalBytes: Int) {
        total.store(max(0, totalBytes), ordering: .relaxed)
        done.store(0, ordering: .relaxed)
    }

    /// The reader is at `bytesRead`; a reader that passes over the text twice reports only
    /// once it is further than before, so the progress never goes back.
    func report(bytesRead: Int) {
        done.max(bytesRead, ordering: .relaxed)
    }

    /// The read is complete.
    func finish() { done.store(totalBytes, ordering: .relaxed) }

    /// The progress of the read running on this thread, if any.
    @TaskLocal static var current: ReadProgress?

    /// Runs `read` with `progress` as the current read's progress.
    static func with<Value>(
        _ progress: ReadProgress?, _ read: () throws(ImportError) -> Value
    ) throws(ImportError) -> Value {
        let result: Result<Value, ImportError> = $current.withValue(progress) {
            do throws(ImportError) { return .success(try read()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Runs the whole read of a document of `totalBytes` bytes with this progress: from the
    /// start, to complete, or `ImportError.cancelled` if it was cancelled meanwhile.
    func read<Value>(totalBytes: Int, _ read: () throws(ImportError) -> Value) throws(ImportError) -> Value {
        begin(totalBytes: totalBytes)
        let value = try Self.with(self, read)
        if isCancelled { throw .cancelled }
        finish()
        return value
    }
}

extension ImportError {
    /// The read was stopped by its `ReadProgress` (the person cancelled it): not a fault
    /// of the document, so the window shows no alert for it.
    public static var cancelled: ImportError {
        var error = ImportError(message: tr("Opening the document was cancelled."))
        error.isCancellation = true
        return error
    }
}
