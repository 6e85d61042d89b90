internal import CGio
import Dispatch
import Foundation

/// A download in progress: `cancel()` stops it at once, from any thread.
public final class FetchTask: @unchecked Sendable { // the GCancellable is thread-safe; `reason` is locked
    let cancellable: UnsafeMutablePointer<GCancellable>
    private let lock = NSLock()
    private var stopReason: FetchError?

    init() {
        cancellable = g_cancellable_new()
    }

    deinit {
        g_object_unref(cancellable)
    }

    /// Stops the transfer; the completion then reports `.cancelled`.
    public func cancel() { stop(.cancelled) }

    /// Whether `cancel()` was called (or a timeout stopped the transfer).
    public var isStopped: Bool { reason != nil }

    func stop(_ reason: FetchError) {
        lock.withLock { if stopReason == nil { stopReason = reason } }
        g_cancellable_cancel(cancellable)
    }

    /// Why the transfer was stopped by us (cancel or a timeout), if it was.
    var reason: FetchError? { lock.withLock { stopReason } }
}

/// Stops a transfer that waits too long: for the response's headers (connect timeout)
/// or for the next bytes of the body (idle timeout). Time spent parsing does not count.
final class FetchWatchdog: @unchecked Sendable { // state behind `lock`; the timer is only resumed/cancelled here
    enum Phase { case connecting, waitingForBody, busy }

    private let lock = NSLock()
    private var phase = Phase.connecting
    private var since = DispatchTime.now()
    private let timer: DispatchSourceTimer
    private let task: FetchTask
    private let limits: FetchLimits

    init(task: FetchTask, limits: FetchLimits) {
        self.task = task
        self.limits = limits
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
        let tick = max(0.02, min(0.5, min(limits.connectTimeout, limits.idleTimeout) / 10))
        timer.schedule(deadline: .now() + tick, repeating: tick)
        timer.setEventHandler { [weak self] in self?.check() }
        timer.resume()
    }

    func enter(_ phase: Phase) {
        lock.withLock {
            self.phase = phase
            since = .now()
        }
    }

    /// The phase the transfer is in (to tell a connect timeout from an idle one).
    var current: Phase { lock.withLock { phase } }

    func stop() { timer.cancel() }

    private func check() {
        let (phase, since) = lock.withLock { (self.phase, self.since) }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - since.uptimeNanoseconds) / 1e9
        switch phase {
        case .connecting where elapsed > limits.connectTimeout:
            task.stop(.connectTimeout(limits.connectTimeout))
        case .waitingForBody where elapsed > limits.idleTimeout:
            task.stop(.idleTimeout(limits.idleTimeout))
        default:
            break
        }
    }
}
