import Foundation

extension RecipeStore: ExchangeableStore {
    public static let exchangeName = "recipe"
    public static let exchangeColumns = [
        ExchangeColumn("name", .text, required: true), ExchangeColumn("description", .text),
        ExchangeColumn("ingredients", .lines),
    ]

    public func exportRecords() throws -> [ExchangeRecord] {
        try database.read { database in
            var ingredients: [Int64: [String]] = [:]
            for (recipe, line) in try database.query(
                "SELECT Recipe_ID, Description FROM Ingredients ORDER BY Ingredient_ID", [],
                { ($0.int64(0), $0.string(1)) })
            {
                ingredients[recipe, default: []].append(line)
            }
            return try database.query("SELECT Recipe_ID, Name, Description FROM Recipes ORDER BY Recipe_ID") {
                ExchangeRecord([
                    "name": .text($0.string(1)), "description": .text($0.string(2)),
                    "ingredients": .lines(ingredients[$0.int64(0)] ?? []),
                ])
            }
        }
    }

    public func addRecords(_ records: [ExchangeRecord]) throws -> [Int64] {
        try database.write(changes: { $0.map { .inserted(id: $0) } }) { database in
            try records.map { record in
                try database.run(
                    "INSERT INTO Recipes(Name, Description) VALUES (?, ?)",
                    [.text(record.text("name")), .text(record.text("description"))])
                let id = database.lastInsertRowID
                for line in record.lines("ingredients") {
                    try database.run(
                        "INSERT INTO Ingredients(Recipe_ID, Description) VALUES (?, ?)", [.integer(id), .text(line)])
                }
                return id
            }
        }
    }

    /// Removes the recipes `ids` with their ingredients (ON DELETE CASCADE).
    @discardableResult
    public func removeRecords(ids: [Int64]) throws -> Int {
        try database.write(changes: { _ in ids.map { .deleted(id: $0) } }) {
            try RecipeStore.table.delete($0, ids: ids)
        }
    }
}
