import Foundation
import Testing

@testable import Model

@Suite struct TodoStoreTests {
    @Test func seededAndEditable() throws {
        try withTemporaryLocation { temporary in
            let store = try TodoStore.open(in: temporary.location)
            #expect(try store.count() == 4)
            let first = try #require(try store.page(offset: 0, limit: 1).first)
            #expect(first.text == "Take out the trash" && first.priority == .high && !first.isComplete)
            let id = try store.insert()
            #expect(try store.todo(id: id) == Todo(id: id, text: "", priority: .medium, isComplete: false))
            try store.update(id: id, text: "Water the plants")
            try store.update(id: id, priority: .low)
            try store.update(id: id, isComplete: true)
            #expect(
                try TodoStore.open(in: temporary.location).todo(id: id)
                    == Todo(id: id, text: "Water the plants", priority: .low, isComplete: true))
            #expect(try store.search("PLANT").map(\.id) == [id])
            let deleted = try store.delete(id: id)
            #expect(try store.todo(id: id) == nil)
            #expect(try store.restore(deleted) == id)
            #expect(try store.todo(id: id) == deleted)
        }
    }

    @Test func priorityWordsAndOddStoredValues() {
        #expect(TodoPriority.allCases.map(\.rawValue) == [1, 2, 3])
        #expect(TodoPriority.high.title == "High")
        #expect(TodoPriority(stored: 9) == .medium)
    }
}

@Suite struct ZooStoreTests {
    @Test func theSeedsFourAnimalsWithTheirDescriptions() throws {
        try withTemporaryLocation { temporary in
            let store = try ZooStore.open(in: temporary.location)
            #expect(try store.page(offset: 0, limit: 10).map(\.name) == ["Elephant", "Monkey", "Galah", "Kangaroo"])
            let galah = try #require(try store.animal(id: 3))
            #expect(
                galah.description == "Galahs are a wonderful bird and they make a great pet (I should know, I have one)"
            )
            #expect(
                try store.animal(id: 2)?.description
                    == "Monkies can be VERY naughty and often steal clothing from unsuspecting tourists")
            for id in Int64(1)...4 {
                let animal = try #require(try store.animal(id: id))
                guard case .bundled(let url) = store.imageSource(for: animal) else {
                    Issue.record("\(animal.name) has no bundled picture")
                    continue
                }
                #expect(bytes(of: url)?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "\(url.path)")
            }
        }
    }

    @Test func imageSourcesStayInsideTheBundle() {
        let root = URL(fileURLWithPath: "/data")
        #expect(
            ZooStore.imageSource("zoo/elephant.png", bundledData: root)
                == .bundled(URL(fileURLWithPath: "/data/images/zoo/elephant.png")))
        #expect(
            ZooStore.imageSource("http://dblog.com.au/wp-content/elephant.jpg", bundledData: root)
                == .remote(URL(string: "http://dblog.com.au/wp-content/elephant.jpg")!))
        #expect(ZooStore.imageSource("../../etc/passwd", bundledData: root) == AnimalImageSource.none)
        #expect(ZooStore.imageSource("/etc/passwd", bundledData: root) == AnimalImageSource.none)
        #expect(ZooStore.imageSource("", bundledData: root) == AnimalImageSource.none)
    }

    @Test func editsAndUndo() throws {
        try withTemporaryLocation { temporary in
            let store = try ZooStore.open(in: temporary.location)
            let id = try store.insert(name: "Wombat", description: "Square droppings", image: "zoo/wombat.png")
            try store.update(id: id, description: "Cube-shaped droppings")
            try store.update(id: id, name: "Common wombat")
            try store.update(id: id, image: "")
            #expect(try store.search("wom").map(\.id) == [id])
            let deleted = try store.delete(id: id)
            #expect(deleted == Animal(id: id, name: "Common wombat", description: "Cube-shaped droppings", image: ""))
            try store.restore(deleted)
            #expect(try store.animal(id: id) == deleted)
        }
    }
}

@Suite struct RecipeStoreTests {
    @Test func theSeedsThreeRecipesAndTenIngredients() throws {
        try withTemporaryLocation { temporary in
            let store = try RecipeStore.open(in: temporary.location)
            #expect(try store.page(offset: 0, limit: 10).map(\.name) == ["Omelet", "Grilled Cheese Sandwich", "Pizza"])
            #expect(try store.recipe(id: 1)?.description == "A delicious and eggy breakfast.")
            #expect(try store.ingredients(ofRecipe: 1).map(\.description) == ["Eggs", "Water", "Salt"])
            #expect(try store.ingredients(ofRecipe: 2).map(\.description) == ["Bread", "Cheese", "Butter"])
            #expect(
                try store.ingredients(ofRecipe: 3).map(\.description) == [
                    "Pizza Dough", "Pizza Sauce", "Cheese", "Toppings",
                ])
        }
    }

    @Test func ingredientsUseTheRecipeIndex() throws {
        try withTemporaryLocation { temporary in
            let store = try RecipeStore.open(in: temporary.location)
            let plan = try store.database.read { database in
                try database.query("EXPLAIN QUERY PLAN SELECT Ingredient_ID FROM Ingredients WHERE Recipe_ID = 1") {
                    $0.string(3)
                }
            }
            #expect(plan.contains { $0.contains("Ingredients_Recipe_ID") })
        }
    }

    @Test func deleteTakesTheIngredientsAndRestoreBringsThemBack() throws {
        try withTemporaryLocation { temporary in
            let store = try RecipeStore.open(in: temporary.location)
            let id = try store.insert(name: "Pancakes", description: "Sunday", ingredients: ["Flour", "Milk", "Eggs"])
            let syrup = try store.addIngredient("Syrup", toRecipe: id)
            #expect(try store.ingredients(ofRecipe: id).map(\.description) == ["Flour", "Milk", "Eggs", "Syrup"])
            #expect(try store.removeIngredient(id: syrup).description == "Syrup")
            #expect(storageError { try store.addIngredient("Salt", toRecipe: 999) }?.kind == .notFound)
            let deleted = try store.delete(id: id)
            #expect(deleted.ingredients.count == 3)
            #expect(try store.ingredients(ofRecipe: id).isEmpty)
            #expect(try store.integrityProblems().isEmpty)
            #expect(try store.restore(deleted) == id)
            #expect(try store.ingredients(ofRecipe: id) == deleted.ingredients)
            try store.update(id: id, name: "Crêpes")
            try store.update(id: id, description: "Thin")
            #expect(try store.recipe(id: id) == Recipe(id: id, name: "Crêpes", description: "Thin"))
            #expect(try store.search("CRÊ").map(\.id) == [id])
        }
    }

    @Test func foreignKeysAreEnforced() throws {
        try withTemporaryLocation { temporary in
            let store = try RecipeStore.open(in: temporary.location)
            let error = storageError {
                try store.database.write(changes: { _ in [] }) { database in
                    _ = try database.run("INSERT INTO Ingredients(Recipe_ID, Description) VALUES (424242, 'orphan')")
                }
            }
            #expect(error?.kind == .constraint)
        }
    }
}

@Suite struct CityStoreTests {
    @Test func fourStarterCitiesWithPictures() throws {
        try withTemporaryLocation { temporary in
            let store = try CityStore.open(in: temporary.location)
            let cities = try store.page(offset: 0, limit: 10)
            #expect(cities.map(\.name) == ["London", "San Francisco", "Sydney", "Madrid"])
            #expect(
                try store.city(id: cities[0].id)?.description
                    == "London is the capital of the United Kingdom and England.")
            for city in cities {
                let png = try #require(try store.image(id: city.id), "\(city.name)")
                #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
                #expect(png.count < 100_000)
                #expect(try store.city(id: city.id)?.hasImage == true)
            }
        }
    }

    @Test func addCityWithoutPictureThenSetOne() throws {
        try withTemporaryLocation { temporary in
            let store = try CityStore.open(in: temporary.location)
            let id = try store.insert(name: "Reykjavík", description: "Line one\nLine two")
            #expect(
                try store.city(id: id)
                    == City(id: id, name: "Reykjavík", description: "Line one\nLine two", hasImage: false))
            #expect(try store.image(id: id) == nil)
            try store.setImage(id: id, png: Data([9, 9]))
            try store.update(id: id, description: "Capital of Iceland")
            try store.update(id: id, name: "Reykjavik")
            let deleted = try store.delete(id: id)
            // AUTOINCREMENT: a new city never takes the deleted id, so undo restores it.
            let other = try store.insert(name: "Oslo", description: "")
            #expect(other != id)
            #expect(try store.restore(deleted) == id)
            #expect(try store.image(id: id) == Data([9, 9]))
            #expect(try store.search("reyk").map(\.name) == ["Reykjavik"])
        }
    }
}
