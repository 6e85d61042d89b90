import Foundation

/// A recipe as the list shows it.
public typealias RecipeSummary = TitledRow<RecipeStore>

/// A recipe's name and description (its ingredients are loaded with `ingredients(ofRecipe:)`).
public struct Recipe: Sendable, Hashable, Identifiable {
    public var id: Int64
    public var name: String
    public var description: String
}

/// One ingredient line of a recipe.
public struct Ingredient: Sendable, Hashable, Identifiable {
    public var id: Int64
    public var recipeID: Int64
    public var description: String
}

/// A deleted recipe with its ingredients, to put back on undo.
public struct DeletedRecipe: Sendable, Hashable {
    public var recipe: Recipe
    public var ingredients: [Ingredient]
}

/// The Recipes page's data in `recipes.sqlite`: `Recipes(Recipe_ID, Name, Description)`
/// and `Ingredients(Ingredient_ID, Recipe_ID → Recipes, Description)` with an index on
/// `Ingredients.Recipe_ID`, seeded with the tutorial's 3 recipes and 10 ingredients.
/// Deleting a recipe deletes its ingredients (ON DELETE CASCADE), in one transaction.
public final class RecipeStore: TitledListStore {
    public static let table = TitledTable(
        name: "Recipes", idColumn: "Recipe_ID", titleColumn: "Name", noun: "recipe")

    public static let schema = table.schema(
        fileName: "recipes.sqlite", seedScript: "recipes.sql",
        create: """
            CREATE TABLE IF NOT EXISTS Recipes(
                Recipe_ID INTEGER PRIMARY KEY AUTOINCREMENT,
                Name TEXT,
                Description TEXT);
            CREATE TABLE IF NOT EXISTS Ingredients(
                Ingredient_ID INTEGER PRIMARY KEY AUTOINCREMENT,
                Recipe_ID INTEGER NOT NULL REFERENCES Recipes(Recipe_ID) ON DELETE CASCADE,
                Description TEXT);
            CREATE INDEX IF NOT EXISTS Ingredients_Recipe_ID ON Ingredients(Recipe_ID);
            """)

    public let database: StoreDatabase

    public init(database: StoreDatabase) { self.database = database }

    public func recipe(id: Int64) throws -> Recipe? {
        try database.read { database in
            try database.queryFirst(
                "SELECT Recipe_ID, Name, Description FROM Recipes WHERE Recipe_ID = ?", [.integer(id)]
            ) {
                Recipe(id: $0.int64(0), name: $0.string(1), description: $0.string(2))
            }
        }
    }

    /// The ingredients of a recipe in the order they were added (uses the Recipe_ID index).
    public func ingredients(ofRecipe recipeID: Int64) throws -> [Ingredient] {
        try database.read { database in
            try RecipeStore.ingredients(database, recipeID: recipeID)
        }
    }

    private static func ingredients(_ database: Database, recipeID: Int64) throws -> [Ingredient] {
        try database.query(
            "SELECT Ingredient_ID, Recipe_ID, Description FROM Ingredients WHERE Recipe_ID = ? ORDER BY Ingredient_ID",
            [.integer(recipeID)]
        ) {
            Ingredient(id: $0.int64(0), recipeID: $0.int64(1), description: $0.string(2))
        }
    }

    /// Adds a recipe with its ingredients in one transaction; returns the recipe's id.
    @discardableResult
    public func insert(name: String, description: String, ingredients: [String] = []) throws -> Int64 {
        try database.write(changes: { [.inserted(id: $0)] }) { database in
            try database.run("INSERT INTO Recipes(Name, Description) VALUES (?, ?)", [.text(name), .text(description)])
            let id = database.lastInsertRowID
            for ingredient in ingredients {
                try database.run(
                    "INSERT INTO Ingredients(Recipe_ID, Description) VALUES (?, ?)", [.integer(id), .text(ingredient)])
            }
            return id
        }
    }

    public func update(id: Int64, description: String) throws {
        try set("Description", of: id, to: .text(description))
    }

    /// Adds an ingredient to a recipe; returns the ingredient's id. A recipe that does
    /// not exist throws `.notFound`.
    @discardableResult
    public func addIngredient(_ description: String, toRecipe recipeID: Int64) throws -> Int64 {
        try database.write(changes: { _ in [.updated(id: recipeID)] }) { database in
            guard try table.exists(database, id: recipeID) else { throw table.notFound(recipeID, database) }
            try database.run(
                "INSERT INTO Ingredients(Recipe_ID, Description) VALUES (?, ?)",
                [.integer(recipeID), .text(description)])
            return database.lastInsertRowID
        }
    }

    /// Removes one ingredient line; returns it.
    @discardableResult
    public func removeIngredient(id: Int64) throws -> Ingredient {
        try database.write(changes: { [.updated(id: $0.recipeID)] }) { database in
            guard
                let ingredient = try database.queryFirst(
                    "SELECT Ingredient_ID, Recipe_ID, Description FROM Ingredients WHERE Ingredient_ID = ?",
                    [.integer(id)],
                    {
                        Ingredient(id: $0.int64(0), recipeID: $0.int64(1), description: $0.string(2))
                    })
            else { throw StorageError.notFound("ingredient", id: id, path: database.path) }
            try database.run("DELETE FROM Ingredients WHERE Ingredient_ID = ?", [.integer(id)])
            return ingredient
        }
    }

    /// Deletes a recipe and its ingredients; returns both, to `restore` on undo.
    @discardableResult
    public func delete(id: Int64) throws -> DeletedRecipe {
        try database.write(changes: { [.deleted(id: $0.recipe.id)] }) { database in
            guard
                let recipe = try database.queryFirst(
                    "SELECT Recipe_ID, Name, Description FROM Recipes WHERE Recipe_ID = ?", [.integer(id)],
                    {
                        Recipe(id: $0.int64(0), name: $0.string(1), description: $0.string(2))
                    })
            else { throw table.notFound(id, database) }
            let ingredients = try RecipeStore.ingredients(database, recipeID: id)
            try table.delete(database, id: id)
            return DeletedRecipe(recipe: recipe, ingredients: ingredients)
        }
    }

    /// Puts a deleted recipe and its ingredients back (old ids when still free); returns
    /// the recipe's id.
    @discardableResult
    public func restore(_ deleted: DeletedRecipe) throws -> Int64 {
        try database.write(changes: { [.inserted(id: $0)] }) { database in
            let recipe = deleted.recipe
            try database.run(
                "INSERT INTO Recipes(Recipe_ID, Name, Description) VALUES (?, ?, ?)",
                [try table.restoredID(database, wanted: recipe.id), .text(recipe.name), .text(recipe.description)])
            let id = database.lastInsertRowID
            for ingredient in deleted.ingredients {
                let free =
                    try database.scalar(
                        "SELECT count(*) FROM Ingredients WHERE Ingredient_ID = ?", [.integer(ingredient.id)]) == 0
                try database.run(
                    "INSERT INTO Ingredients(Ingredient_ID, Recipe_ID, Description) VALUES (?, ?, ?)",
                    [free ? .integer(ingredient.id) : .null, .integer(id), .text(ingredient.description)])
            }
            return id
        }
    }

}
