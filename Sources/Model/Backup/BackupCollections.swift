import Foundation

// What a backup holds of each collection: every column of every table the store keeps.

extension CoffeeStore: BackedUpStore {
    public static let backup = BackupCollection(
        key: "coffee", schema: schema,
        tables: [
            BackupTable(
                name: "coffee", storeTable: "Coffee",
                columns: [
                    .init("CoffeeID", .id), .init("CoffeeName", .text), .init("Price", .number),
                    .init("CoffeeImage", .picture),
                ])
        ]
    ) { fill(trn("%1$@ coffee", "%1$@ coffees", $0), UserLocale.count($0)) }
}

extension TodoStore: BackedUpStore {
    public static let backup = BackupCollection(
        key: "todo", schema: schema,
        tables: [
            BackupTable(
                name: "todo", storeTable: "todo",
                columns: [
                    .init("pk", .id), .init("text", .text), .init("priority", .integer), .init("complete", .integer),
                ]
            )
        ]
    ) { fill(trn("%1$@ to-do", "%1$@ to-dos", $0), UserLocale.count($0)) }
}

extension ZooStore: BackedUpStore {
    public static let backup = BackupCollection(
        key: "zoo", schema: schema,
        tables: [
            BackupTable(
                name: "animals", storeTable: "animals",
                columns: [.init("id", .id), .init("name", .text), .init("description", .text), .init("image", .text)])
        ]
    ) { fill(trn("%1$@ animal", "%1$@ animals", $0), UserLocale.count($0)) }
}

extension RecipeStore: BackedUpStore {
    public static let backup = BackupCollection(
        key: "recipes", schema: schema,
        tables: [
            BackupTable(
                name: "recipes", storeTable: "Recipes",
                columns: [.init("Recipe_ID", .id), .init("Name", .text), .init("Description", .text)]),
            BackupTable(
                name: "ingredients", storeTable: "Ingredients",
                columns: [
                    .init("Ingredient_ID", .id), .init("Recipe_ID", .reference(table: "recipes")),
                    .init("Description", .text),
                ]),
        ]
    ) { fill(trn("%1$@ recipe", "%1$@ recipes", $0), UserLocale.count($0)) }
}

extension CityStore: BackedUpStore {
    public static let backup = BackupCollection(
        key: "cities", schema: schema,
        tables: [
            BackupTable(
                name: "cities", storeTable: "cities",
                columns: [
                    .init("id", .id), .init("name", .text), .init("description", .text), .init("image", .picture),
                ])
        ]
    ) { fill(trn("%1$@ city", "%1$@ cities", $0), UserLocale.count($0)) }
}
