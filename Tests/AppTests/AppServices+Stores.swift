import Model

@testable import DrilldownApp

/// Each store section's store by its own name, for tests (the app asks `store()` by type).
extension AppServices {
    /// The City Guide's store, opened (created and seeded) on first use.
    func cityStore() throws(StorageError) -> CityStore { try store() }

    /// The Coffee List's store, opened (created and seeded) on first use.
    func coffeeStore() throws(StorageError) -> CoffeeStore { try store() }

    /// The Recipes store, opened (created and seeded) on first use.
    func recipeStore() throws(StorageError) -> RecipeStore { try store() }

    /// My Zoo's store, opened (created and seeded) on first use.
    func zooStore() throws(StorageError) -> ZooStore { try store() }

    /// The To-Do store, opened (created and seeded) on first use.
    func todoStore() throws(StorageError) -> TodoStore { try store() }
}
