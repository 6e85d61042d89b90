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
    private var todos: TodoStore?
    private var cities: CityStore?

    /// Downloads web documents, keeping the last good copy of each under `location.webCache`.
    let web: WebFetcher
    /// The address each live section was last loaded from.
    let addresses: LiveAddresses

    init(location: DataLocation) {
        self.location = location
        web = WebFetcher(cache: WebCache(directory: location.webCache))
        addresses = LiveAddresses(folder: location.userData)
    }

    /// The search across every section (home page and Shell search provider).
    private(set) lazy var search = SearchService(services: self)

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
        search.storesReplaced()
        return kept
    }

    /// My Zoo's store, opened (created and seeded) on first use. A failure is not
    /// remembered: the next call tries again.
    func zooStore() throws(StorageError) -> ZooStore { try opened(\.zoo) }

    /// Replaces a damaged zoo file by a fresh, seeded one (the old file is kept beside
    /// it); returns where the old file went.
    func startFreshZooStore() throws(StorageError) -> URL? { try startedFresh(\.zoo) }

    /// The Recipes store, opened (created and seeded) on first use.
    func recipeStore() throws(StorageError) -> RecipeStore { try opened(\.recipes) }

    /// Replaces a damaged recipes file by a fresh, seeded one; returns where the old file went.
    func startFreshRecipeStore() throws(StorageError) -> URL? { try startedFresh(\.recipes) }

    /// The To-Do store, opened (created and seeded) on first use.
    func todoStore() throws(StorageError) -> TodoStore { try opened(\.todos) }

    /// Replaces a damaged to-do file by a fresh, seeded one; returns where the old file went.
    func startFreshTodoStore() throws(StorageError) -> URL? { try startedFresh(\.todos) }

    /// The City Guide's store, opened (created and seeded) on first use.
    func cityStore() throws(StorageError) -> CityStore { try opened(\.cities) }

    /// Replaces a damaged cities file by a fresh, seeded one; returns where the old file went.
    func startFreshCityStore() throws(StorageError) -> URL? { try startedFresh(\.cities) }

    /// The store kept in `slot`, opened on first use.
    private func opened<Store: CollectionStore>(
        _ slot: ReferenceWritableKeyPath<AppServices, Store?>
    ) throws(StorageError) -> Store {
        if let store = self[keyPath: slot] { return store }
        let store: Store = try AppServices.storageCall { try Store.open(in: location) }
        self[keyPath: slot] = store
        return store
    }

    /// Sets the store's damaged file aside and keeps a fresh, seeded one in `slot`.
    private func startedFresh<Store: CollectionStore>(
        _ slot: ReferenceWritableKeyPath<AppServices, Store?>
    ) throws(StorageError) -> URL? {
        let (store, kept) = try AppServices.storageCall { try Store.startFresh(in: location) }
        self[keyPath: slot] = store
        search.storesReplaced()
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
