import Foundation
import Model

/// The collection stores, each opened on first use (so a damaged file only affects its
/// own section) and then kept open for the life of the process. Safe from any thread:
/// stores are opened off the main thread (`Background`), and two threads asking for
/// the same store get the same one (the second waits for the first's open).
final class StoreShelf: @unchecked Sendable {
    // @unchecked: `slots` is touched only with `lock` held; each slot's store only with
    // the slot's own lock held, so opening one store does not wait for another.
    let location: DataLocation
    private let lock = NSLock()
    private var slots: [ObjectIdentifier: Slot] = [:]

    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var store: (any CollectionStore)?
    }

    init(location: DataLocation) {
        self.location = location
    }

    /// The store of type `Store`, opened (created, migrated and seeded) on first use. A
    /// failure is not remembered: the next call tries again (after Start Fresh, say).
    func store<Store: CollectionStore>(_ type: Store.Type = Store.self) throws(StorageError) -> Store {
        let slot = slot(for: type)
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let store = slot.store as? Store { return store }
        let store = try StoreShelf.storageCall { try Store.open(in: location) }
        slot.store = store
        return store
    }

    /// Sets the store's damaged file aside (kept beside it) and keeps a fresh, seeded one;
    /// returns where the old file went.
    func startFresh<Store: CollectionStore>(_ type: Store.Type) throws(StorageError) -> URL? {
        let slot = slot(for: type)
        slot.lock.lock()
        defer { slot.lock.unlock() }
        let (store, kept) = try StoreShelf.storageCall { try Store.startFresh(in: location) }
        slot.store = store
        return kept
    }

    /// Runs `body` with every store closed and none opening: each open store's
    /// connection is closed (later calls on it fail with `.cannotOpen`) and forgotten, so
    /// the next `store(_:)` opens the files `body` put in place.
    func replacingFiles<T>(_ body: () throws(BackupError) -> T) throws(BackupError) -> T {
        lock.lock()
        defer { lock.unlock() }
        let held = Array(slots.values)
        for slot in held { slot.lock.lock() }
        defer { for slot in held { slot.lock.unlock() } }
        for slot in held {
            slot.store?.database.close()
            slot.store = nil
        }
        return try body()
    }

    private func slot<Store: CollectionStore>(for type: Store.Type) -> Slot {
        lock.withLock {
            if let slot = slots[ObjectIdentifier(type)] { return slot }
            let slot = Slot()
            slots[ObjectIdentifier(type)] = slot
            return slot
        }
    }

    /// Runs a store call, turning any error into a `StorageError`.
    private static func storageCall<T>(_ body: () throws -> T) throws(StorageError) -> T {
        do {
            return try body()
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(kind: .other, sqliteMessage: "\(error)")
        }
    }
}
