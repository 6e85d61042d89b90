import Foundation

// What a backup holds of each collection: every column of every table the store keeps.

extension CoffeeStore: BackedUpStore {
    public static let backup = BackupCollection(
        key: "coffee", of: CoffeeStore.self,
        columns: [
            .init("CoffeeID", .id), .init("CoffeeName", .text), .init("Price", .number), .init("CoffeeImage", .picture),
        ]
    ) { trn("%1$@ coffee", "%1$@ coffees", $0) }
}

extension TodoStore: BackedUpStore {
    public static let backup = BackupCollection(
        key: "todo", of: TodoStore.self,
        columns: [.init("pk", .id), .init("text", .text), .init("priority", .integer), .init("complete", .integer)]
    ) { trn("%1$@ to-do", "%1$@ to-dos", $0) }
}

extension ZooStore: BackedUpStore {
    public static let backup = BackupCollection(
        key: "zoo", of: ZooStore.self,
        columns: [.init("id", .id), .init("name", .text), .init("description", .text), .init("image", .text)]
    ) { trn("%1$@ animal", "%1$@ animals", $0) }
}

extension RecipeStore: BackedUpStore {
    /// The recipes, then their ingredients (which refer to them).
    public static let backup = BackupCollection(
        key: "recipes", schema: schema,
        tables: [
            BackupTable("Recipes", [.init("Recipe_ID", .id), .init("Name", .text), .init("Description", .text)]),
            BackupTable(
                "Ingredients",
                [
                    .init("Ingredient_ID", .id), .init("Recipe_ID", .reference(table: "recipes")),
                    .init("Description", .text),
                ]),
        ]
    ) { trn("%1$@ recipe", "%1$@ recipes", $0) }
}

extension CityStore: BackedUpStore {
    public static let backup = BackupCollection(
        key: "cities", of: CityStore.self,
        columns: [.init("id", .id), .init("name", .text), .init("description", .text), .init("image", .picture)]
    ) { trn("%1$@ city", "%1$@ cities", $0) }
}
