import Dispatch

/// The one way to run work off the main thread in the app: `work` runs on a background
/// queue, and `done` gets its result on the main thread (through `MainContext.run`,
/// the one way back to GTK). Decoding pictures, reading and writing stores: anything
/// that can take longer than a frame goes through here, so the window never freezes.
public enum Background {
    /// The shared queue for work that has no order of its own.
    private static let shared = DispatchQueue(label: "drilldown.background", qos: .userInitiated, attributes: .concurrent)

    /// Runs `work` on `queue` (a serial queue keeps jobs in order; the default runs them
    /// side by side), then `done` with its result on the main thread.
    public static func run<Value: Sendable>(on queue: DispatchQueue? = nil,
                                            _ work: @escaping @Sendable () throws -> Value,
                                            then done: @escaping @MainActor @Sendable (Result<Value, Error>) -> Void) {
        (queue ?? shared).async {
            let result = Result { try work() }
            MainContext.run { done(result) }
        }
    }
}
