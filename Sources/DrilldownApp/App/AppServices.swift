import Foundation
import Gtk
import Model

/// Process-wide services the pages share: where data lives, and the stores, each opened
/// on first use (so a damaged file only affects its own section) and then kept open for
/// the life of the process.
@MainActor
final class AppServices {
    let location: DataLocation
    private var coffee: CoffeeStore?

    init(location: DataLocation) {
        self.location = location
    }

    /// The Coffee List's store, opened (created and seeded) on first use. A failure is
    /// not remembered: the next call tries again (after "Start Fresh", say).
    func coffeeStore() throws(StorageError) -> CoffeeStore {
        if let coffee { return coffee }
        let store: CoffeeStore
        do {
            store = try CoffeeStore.open(in: location)
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(kind: .other, sqliteMessage: "\(error)")
        }
        coffee = store
        return store
    }

    /// Replaces a damaged coffee file by a fresh, seeded one (the old file is kept beside
    /// it); returns where the old file went.
    func startFreshCoffeeStore() throws -> URL? {
        let (store, kept) = try CoffeeStore.startFresh(in: location)
        coffee = store
        return kept
    }
}
