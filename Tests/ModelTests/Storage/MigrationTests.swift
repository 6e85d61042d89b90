import Foundation
import Testing

@testable import Model

@Suite struct MigrationTests {
    /// Writes a database the way an older Drilldown (or the tutorial) left it.
    private func makeOldDatabase(_ url: URL, _ sql: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let database = try Database(path: url.path, mode: .readWrite(create: true))
        defer { database.close() }
        try database.execute(sql)
    }

    @Test func aTutorialCoffeeDatabaseIsAdoptedWithItsData() throws {
        try withTemporaryLocation { temporary in
            // user_version 0, the tutorial's first table, the user's own coffees.
            try makeOldDatabase(
                temporary.file("coffee.sqlite"),
                """
                CREATE TABLE Coffee(CoffeeID INTEGER PRIMARY KEY, CoffeeName TEXT, Price REAL);
                INSERT INTO Coffee VALUES (1, 'My Mocha', 4.25), (7, 'Irish Coffee', 6.5);
                """)
            let store = try CoffeeStore.open(in: temporary.location)
            #expect(try store.page(offset: 0, limit: 10).map(\.name) == ["My Mocha", "Irish Coffee"]) // not seeded
            #expect(try store.detail(id: 7)?.price == Decimal(string: "6.5"))
            try store.setImage(id: 7, png: Data([1])) // v2 column
            #expect(try store.search("irish").map(\.id) == [7])
            #expect(try store.database.read { try $0.userVersion() } == CoffeeStore.schema.latestVersion)
        }
    }

    @Test func versionOneCoffeeDatabaseKeepsDataThroughEveryStep() throws {
        try withTemporaryLocation { temporary in
            try makeOldDatabase(
                temporary.file("coffee.sqlite"),
                """
                CREATE TABLE Coffee(CoffeeID INTEGER PRIMARY KEY, CoffeeName TEXT, Price REAL);
                INSERT INTO Coffee(CoffeeName, Price) VALUES ('Kept ☕️', 1.5);
                PRAGMA user_version = 1;
                """)
            let store = try CoffeeStore.open(in: temporary.location)
            #expect(try store.count() == 1)
            #expect(
                try store.detail(id: 1)
                    == CoffeeDetail(id: 1, name: "Kept ☕️", price: Decimal(string: "1.5")!, hasImage: false))
            #expect(try store.search("kept").count == 1)
            #expect(try store.integrityProblems().isEmpty)
        }
    }

    @Test func versionOneRecipesGainSearchAndKeepIngredients() throws {
        try withTemporaryLocation { temporary in
            try makeOldDatabase(
                temporary.file("recipes.sqlite"),
                """
                CREATE TABLE Recipes(Recipe_ID INTEGER PRIMARY KEY AUTOINCREMENT, Name TEXT, Description TEXT);
                CREATE TABLE Ingredients(Ingredient_ID INTEGER PRIMARY KEY AUTOINCREMENT,
                    Recipe_ID INTEGER NOT NULL REFERENCES Recipes(Recipe_ID) ON DELETE CASCADE, Description TEXT);
                CREATE INDEX Ingredients_Recipe_ID ON Ingredients(Recipe_ID);
                INSERT INTO Recipes VALUES (5, 'Grandma''s Soup', 'Secret');
                INSERT INTO Ingredients(Recipe_ID, Description) VALUES (5, 'Love'), (5, 'Leeks');
                PRAGMA user_version = 1;
                """)
            let store = try RecipeStore.open(in: temporary.location)
            #expect(try store.page(offset: 0, limit: 10).map(\.name) == ["Grandma's Soup"])
            #expect(try store.ingredients(ofRecipe: 5).map(\.description) == ["Love", "Leeks"])
            #expect(try store.search("SOUP").map(\.id) == [5])
        }
    }

    @Test func aNewerSchemaIsRefusedAndLeftAlone() throws {
        try withTemporaryLocation { temporary in
            let url = temporary.file("todo.sqlite")
            try makeOldDatabase(
                url,
                "CREATE TABLE todo(pk INTEGER PRIMARY KEY, text TEXT, priority INTEGER, complete INTEGER, future BLOB); PRAGMA user_version = 99;"
            )
            let before = bytes(of: url)
            #expect(storageError { _ = try TodoStore.open(in: temporary.location) }?.kind == .schemaTooNew)
            #expect(bytes(of: url) == before)
        }
    }

    @Test func aFailedSeedLeavesNothingHalfDone() throws {
        let emptyBundle = FileManager.default.temporaryDirectory.appendingPathComponent(
            "empty-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: emptyBundle, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: emptyBundle) }
        try withTemporaryLocation(bundledData: emptyBundle) { temporary in
            #expect(storageError { _ = try CityStore.open(in: temporary.location) }?.kind == .missingBundledData)
            let good = DataLocation(bundledData: DataLocation.current().bundledData, userData: temporary.userData)
            let store = try CityStore.open(in: good)
            #expect(try store.count() == 4) // the rolled-back first attempt left no half schema
        }
    }

    @Test func aRowAddedByAnotherToolIsFoundAtOnce() throws {
        try withTemporaryLocation { temporary in
            let store = try ZooStore.open(in: temporary.location)
            // Another tool adds a row behind the store's back: there is no index to drift.
            try store.database.write(changes: { _ in [] }) { database in
                try database.run("INSERT INTO animals(name, description, image) VALUES ('Platypus', '', '')")
            }
            #expect(try store.search("platypus").map(\.name) == ["Platypus"])
        }
    }

    @Test func theRetiredSearchIndexIsDroppedAndSearchIgnoresAccents() throws {
        try withTemporaryLocation { temporary in
            // Version 3: the FTS5 trigram index beside the table, as Drilldown kept it.
            try makeOldDatabase(
                temporary.file("coffee.sqlite"),
                """
                CREATE TABLE Coffee(CoffeeID INTEGER PRIMARY KEY, CoffeeName TEXT, Price REAL, CoffeeImage BLOB);
                CREATE VIRTUAL TABLE coffee_search USING fts5(title, tokenize = 'trigram');
                INSERT INTO Coffee(CoffeeName, Price) VALUES ('Café Crème', 3), ('Latte', 2);
                INSERT INTO coffee_search(rowid, title) SELECT CoffeeID, CoffeeName FROM Coffee;
                PRAGMA user_version = 3;
                """)
            let store = try CoffeeStore.open(in: temporary.location)
            #expect(try store.database.read { try $0.tableExists("coffee_search") } == false)
            #expect(try store.database.read { try $0.userVersion() } == 4)
            #expect(try store.search("cafe creme").map(\.name) == ["Café Crème"])
            #expect(try store.search("CAFÉ").map(\.name) == ["Café Crème"])
            #expect(try store.search("").count == 2)
            #expect(try store.search("a", limit: 1).map(\.name) == ["Café Crème"])
            #expect(try store.search("a", after: 1).map(\.name) == ["Latte"])
        }
    }
}
