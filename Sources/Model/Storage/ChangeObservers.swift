import Foundation

/// What changed in a store, sent to observers after the change is committed.
public enum StoreChange: Sendable, Equatable {
    /// A row was inserted (or restored after a delete) with this id.
    case inserted(id: Int64)
    /// Fields of this row changed.
    case updated(id: Int64)
    /// This row was deleted.
    case deleted(id: Int64)
    /// Many rows changed at once (a bulk insert): reload everything.
    case reloaded
}

/// Keeps an observation alive; cancel it, or let it go, to stop the calls.
public final class ObservationToken: Sendable {
    private let cancelAction: @Sendable () -> Void

    init(cancel: @escaping @Sendable () -> Void) { cancelAction = cancel }

    /// Stops the observation (idempotent).
    public func cancel() { cancelAction() }

    deinit { cancelAction() }
}

/// The observers of one store. Handlers run on the thread that made the change, after
/// COMMIT and outside the store's lock (so a handler may read the store). A GTK page
/// hops to the main loop itself (`MainContext.run { }`); the model knows nothing of GTK.
final class ChangeObservers: @unchecked Sendable {
    // @unchecked: `handlers` and `nextKey` are only touched with `lock` held.
    private let lock = NSLock()
    private var handlers: [Int: @Sendable (StoreChange) -> Void] = [:]
    private var nextKey = 0

    func add(_ handler: @escaping @Sendable (StoreChange) -> Void) -> ObservationToken {
        let key = lock.withLock {
            nextKey += 1
            handlers[nextKey] = handler
            return nextKey
        }
        return ObservationToken { [weak self] in
            guard let self else { return }
            _ = self.lock.withLock { self.handlers.removeValue(forKey: key) }
        }
    }

    func notify(_ change: StoreChange) {
        let current = lock.withLock { handlers.sorted { $0.key < $1.key }.map(\.value) }
        for handler in current { handler(change) }
    }
}
