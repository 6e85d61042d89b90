import Foundation

/// A city as the list shows it (the thumbnail comes from `CityStore.image(id:)`).
public typealias CitySummary = TitledRow<CityStore>

/// A city's name and description; `hasImage` says whether it has a picture.
public struct City: Sendable, Hashable, Identifiable {
    public var id: Int64
    public var name: String
    public var description: String
    public var hasImage: Bool
}

/// Everything a deleted city had, to put it back on undo.
public struct DeletedCity: Sendable, Hashable {
    public var id: Int64
    public var name: String
    public var description: String
    public var image: Data?
}

/// The City Guide's data: `cities(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT,
/// description TEXT, image BLOB)` in `cities.sqlite`, seeded with four starter cities
/// and their pictures as PNG BLOBs.
public final class CityStore: TitledListStore {
    public static let table = TitledTable(
        name: "cities", idColumn: "id", titleColumn: "name", noun: "city")

    public static let schema = table.schema(
        fileName: "cities.sqlite", seedScript: "cities.sql",
        create:
            "CREATE TABLE IF NOT EXISTS cities(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT, description TEXT, image BLOB)"
    )

    public let database: StoreDatabase

    public init(database: StoreDatabase) { self.database = database }

    public func city(id: Int64) throws -> City? {
        try database.read { database in
            try database.queryFirst(
                "SELECT id, name, description, image IS NOT NULL FROM cities WHERE id = ?", [.integer(id)]
            ) {
                City(id: $0.int64(0), name: $0.string(1), description: $0.string(2), hasImage: $0.int(3) != 0)
            }
        }
    }

    /// The city's picture (PNG bytes), or `nil` when it has none (show the question mark).
    public func image(id: Int64) throws -> Data? {
        try database.read { database in
            try database.queryFirst("SELECT image FROM cities WHERE id = ?", [.integer(id)]) { $0.data(0) } ?? nil
        }
    }

    /// Adds a city ("Add City") and returns its id.
    @discardableResult
    public func insert(name: String, description: String, png: Data? = nil) throws -> Int64 {
        try database.write(changes: { [.inserted(id: $0)] }) { database in
            try database.run(
                "INSERT INTO cities(name, description, image) VALUES (?, ?, ?)",
                [.text(name), .text(description), .optionalBlob(png)])
            let id = database.lastInsertRowID
            return id
        }
    }

    public func update(id: Int64, description: String) throws {
        try set("description", of: id, to: .text(description))
    }

    /// Stores `png` as the city's picture (`nil` removes it).
    public func setImage(id: Int64, png: Data?) throws {
        try set("image", of: id, to: .optionalBlob(png))
    }

    /// Deletes a city and returns everything needed to `restore` it.
    @discardableResult
    public func delete(id: Int64) throws -> DeletedCity {
        try database.write(changes: { [.deleted(id: $0.id)] }) { database in
            try table.take(database, id: id, columns: "id, name, description, image") {
                DeletedCity(id: $0.int64(0), name: $0.string(1), description: $0.string(2), image: $0.data(3))
            }
        }
    }

    /// Puts a deleted city back under its old id (AUTOINCREMENT never reuses it); returns the id.
    @discardableResult
    public func restore(_ city: DeletedCity) throws -> Int64 {
        try database.write(changes: { [.inserted(id: $0)] }) { database in
            try table.putBack(
                database, wanted: city.id, columns: ["name", "description", "image"],
                values: [.text(city.name), .text(city.description), .optionalBlob(city.image)])
        }
    }

}
