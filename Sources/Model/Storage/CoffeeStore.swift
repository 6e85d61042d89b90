import Foundation

/// A coffee as the list shows it: id and name only.
public typealias CoffeeSummary = TitledRow<CoffeeStore>

/// A coffee as its detail page shows it. The picture is loaded separately
/// (`CoffeeStore.image(id:)`); `hasImage` says whether there is one.
public struct CoffeeDetail: Sendable, Hashable, Identifiable {
    public var id: Int64
    public var name: String
    public var price: Decimal
    public var hasImage: Bool
}

/// Everything a deleted coffee had, to put it back on undo.
public struct DeletedCoffee: Sendable, Hashable {
    public var id: Int64
    public var name: String
    public var price: Decimal
    public var image: Data?
}

/// The Coffee List's data: `Coffee(CoffeeID INTEGER PRIMARY KEY, CoffeeName TEXT,
/// Price REAL, CoffeeImage BLOB)` in `coffee.sqlite`.
///
/// Prices are stored as REAL (the original tutorials' schema) and handled as `Decimal`: a stored
/// 3.45 reads back as exactly 3.45, not 3.4500000000000002. Every method that changes
/// data has committed when it returns and then notifies observers.
public final class CoffeeStore: TitledListStore {
    public static let table = TitledTable(
        name: "Coffee", idColumn: "CoffeeID", titleColumn: "CoffeeName", noun: "coffee")

    public static let schema = table.schema(
        fileName: "coffee.sqlite", seedScript: "coffee.sql",
        steps: [
            // Version 1: the tutorial's first table.
            Migration(version: 1) { database in
                try database.execute(
                    "CREATE TABLE IF NOT EXISTS Coffee(CoffeeID INTEGER PRIMARY KEY, CoffeeName TEXT, Price REAL)")
            },
            // Version 2: the picture column the original tutorials added in part 6.
            Migration(version: 2) { database in
                if !(try database.columnExists("CoffeeImage", in: "Coffee")) {
                    try database.execute("ALTER TABLE Coffee ADD COLUMN CoffeeImage BLOB")
                }
            },
        ])

    public let database: StoreDatabase

    public init(database: StoreDatabase) { self.database = database }

    /// The detail of one coffee, or `nil` when it does not exist.
    public func detail(id: Int64) throws -> CoffeeDetail? {
        try database.read { database in
            try database.queryFirst(
                "SELECT CoffeeID, CoffeeName, Price, CoffeeImage IS NOT NULL FROM Coffee WHERE CoffeeID = ?",
                [.integer(id)]
            ) {
                CoffeeDetail(
                    id: $0.int64(0), name: $0.string(1), price: CoffeeStore.decimal($0.double(2)),
                    hasImage: $0.int(3) != 0)
            }
        }
    }

    /// The coffee's picture (PNG bytes), or `nil` when it has none.
    public func image(id: Int64) throws -> Data? {
        try database.read { database in
            try database.queryFirst("SELECT CoffeeImage FROM Coffee WHERE CoffeeID = ?", [.integer(id)]) { $0.data(0) }
                ?? nil
        }
    }

    /// Adds a coffee and returns its id.
    @discardableResult
    public func insert(name: String, price: Decimal) throws -> Int64 {
        let value = try CoffeeStore.storedPrice(price)
        return try database.write(changes: { [.inserted(id: $0)] }) { database in
            try database.run("INSERT INTO Coffee(CoffeeName, Price) VALUES (?, ?)", [.text(name), .real(value)])
            let id = database.lastInsertRowID
            return id
        }
    }

    public func update(id: Int64, price: Decimal) throws {
        let value = try CoffeeStore.storedPrice(price)
        try set("Price", of: id, to: .real(value))
    }

    /// Stores `png` as the coffee's picture (`nil` removes it). The caller scales it
    /// down first; the store keeps the bytes verbatim.
    public func setImage(id: Int64, png: Data?) throws {
        try set("CoffeeImage", of: id, to: .optionalBlob(png))
    }

    /// Deletes a coffee and returns everything needed to `restore` it.
    @discardableResult
    public func delete(id: Int64) throws -> DeletedCoffee {
        try database.write(changes: { [.deleted(id: $0.id)] }) { database in
            try table.take(database, id: id, columns: "CoffeeID, CoffeeName, Price, CoffeeImage") {
                DeletedCoffee(
                    id: $0.int64(0), name: $0.string(1), price: CoffeeStore.decimal($0.double(2)), image: $0.data(3))
            }
        }
    }

    /// Puts a deleted coffee back, under its old id when that is still free; returns the id.
    @discardableResult
    public func restore(_ coffee: DeletedCoffee) throws -> Int64 {
        let value = try CoffeeStore.storedPrice(coffee.price)
        return try database.write(changes: { [.inserted(id: $0)] }) { database in
            try table.putBack(
                database, wanted: coffee.id, columns: ["CoffeeName", "Price", "CoffeeImage"],
                values: [.text(coffee.name), .real(value), .optionalBlob(coffee.image)])
        }
    }

    /// `integrity_check` and `foreign_key_check` findings; empty when the file is sound.

    /// The REAL stored for a price; refuses negative and non-finite values.
    static func storedPrice(_ price: Decimal) throws -> Double {
        guard !price.isNaN, price >= 0, let value = Double(price.description), value.isFinite else {
            throw StorageError.invalid("price \(price) is not a number ≥ 0")
        }
        return value
    }

    /// The Decimal for a stored REAL, via its shortest decimal form (3.45, not 3.4500000000000002).
    static func decimal(_ value: Double) -> Decimal {
        guard value.isFinite else { return 0 }
        return Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(value)
    }
}
