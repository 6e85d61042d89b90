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
    private var zoo: ZooStore?
    private var recipes: RecipeStore?

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

    /// My Zoo's store, opened (created and seeded) on first use. A failure is not
    /// remembered: the next call tries again.
    func zooStore() throws(StorageError) -> ZooStore {
        if let zoo { return zoo }
        let store: ZooStore = try AppServices.storageCall { try ZooStore.open(in: location) }
        zoo = store
        return store
    }

    /// Replaces a damaged zoo file by a fresh, seeded one (the old file is kept beside
    /// it); returns where the old file went.
    func startFreshZooStore() throws(StorageError) -> URL? {
        let (store, kept) = try AppServices.storageCall { try ZooStore.startFresh(in: location) }
        zoo = store
        return kept
    }

    /// The Recipes store, opened (created and seeded) on first use.
    func recipeStore() throws(StorageError) -> RecipeStore {
        if let recipes { return recipes }
        let store: RecipeStore = try AppServices.storageCall { try RecipeStore.open(in: location) }
        recipes = store
        return store
    }

    /// Replaces a damaged recipes file by a fresh, seeded one; returns where the old file went.
    func startFreshRecipeStore() throws(StorageError) -> URL? {
        let (store, kept) = try AppServices.storageCall { try RecipeStore.startFresh(in: location) }
        recipes = store
        return kept
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
