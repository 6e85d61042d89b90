import Foundation

extension CoffeeStore: ExchangeableStore {
    public static let exchangeName = "coffee"
    public static let exchangeColumns = [
        ExchangeColumn("name", .text, required: true), ExchangeColumn("price", .price, required: true),
        ExchangeColumn("picture", .picture),
    ]

    public func exportRecords() throws -> [ExchangeRecord] {
        try database.read { database in
            try database.query("SELECT CoffeeName, Price, CoffeeImage FROM Coffee ORDER BY CoffeeID") {
                ExchangeRecord([
                    "name": .text($0.string(0)), "price": .price(CoffeeStore.decimal($0.double(1))),
                    "picture": .picture($0.data(2)),
                ])
            }
        }
    }

    public func addRecords(_ records: [ExchangeRecord]) throws -> [Int64] {
        let prices = try records.map { try CoffeeStore.storedPrice($0.price("price")) }
        return try database.write(changes: { $0.map { .inserted(id: $0) } }) { database in
            try zip(records, prices).map { record, price in
                try database.run(
                    "INSERT INTO Coffee(CoffeeName, Price, CoffeeImage) VALUES (?, ?, ?)",
                    [.text(record.text("name")), .real(price), .optionalBlob(record.picture("picture"))])
                return database.lastInsertRowID
            }
        }
    }

    @discardableResult
    public func removeRecords(ids: [Int64]) throws -> Int {
        try database.write(changes: { _ in ids.map { .deleted(id: $0) } }) {
            try CoffeeStore.table.delete($0, ids: ids)
        }
    }
}
