import Dispatch
import Foundation

/// The one way to run work off the main thread in the app: `work` runs on a background
/// queue, and `done` gets its result on the main thread (through `MainContext.run`,
/// the one way back to GTK). Decoding pictures, reading and writing stores: anything
/// that can take longer than a frame goes through here, so the window never freezes.
public enum Background {
    /// The shared queue for work that has no order of its own.
    private static let shared = DispatchQueue(
        label: "gtk-swift.background", qos: .userInitiated,
        attributes: .concurrent)

    /// Runs `work` on `queue` (a serial queue keeps jobs in order; the default runs them
    /// side by side), then `done` with its result on the main thread. A `work` closure
    /// declared `throws(SomeError)` gives a `Result<Value, SomeError>`.
    public static func run<Value: Sendable, Failure: Error>(
        on queue: DispatchQueue? = nil,
        _ work: @escaping @Sendable () throws(Failure) -> Value,
        then done: @escaping @MainActor @Sendable (Result<Value, Failure>) -> Void
    ) {
        (queue ?? shared).async {
            let result = Result<Value, Failure> { () throws(Failure) -> Value in try work() }
            MainContext.run { done(result) }
        }
    }

    /// Lets the last reference to `value` go on a background queue, so that a large value
    /// dropped on the main thread (a closed page's data) is not freed there. It is handed
    /// over once the main loop is idle, when the rest of the closing (the page's other
    /// objects, which may share it) is done.
    @MainActor
    public static func release(_ value: some Sendable) {
        let box = ReleaseBox(value)
        MainContext.whenIdle { shared.async { box.empty() } }
    }

    /// Runs `body` on the main thread: at once when called there (so its effect is
    /// visible when the caller returns), otherwise soon after, through `MainContext.run`.
    /// For callbacks that may come from any thread, such as store observers.
    public static func onMain(_ body: @escaping @Sendable @MainActor () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { body() }
        } else {
            MainContext.run(body)
        }
    }
}

/// Holds a value until `empty()`, on whichever thread calls it (`Background.release`).
private final class ReleaseBox: @unchecked Sendable {
    private var value: Any?
    init(_ value: Any) { self.value = value }
    /// Called once, on the background queue.
    func empty() { value = nil }
}
