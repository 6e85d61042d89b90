import Foundation

extension CityStore: ExchangeableStore {
    public static let exchangeName = "city"
    public static let exchangeColumns = [
        ExchangeColumn("name", .text, required: true), ExchangeColumn("description", .text),
        ExchangeColumn("picture", .picture),
    ]

    public func exportRecords() throws -> [ExchangeRecord] {
        try database.read { database in
            try database.query("SELECT name, description, image FROM cities ORDER BY id") {
                ExchangeRecord([
                    "name": .text($0.string(0)), "description": .text($0.string(1)), "picture": .picture($0.data(2)),
                ])
            }
        }
    }

    public func addRecords(_ records: [ExchangeRecord]) throws -> [Int64] {
        try database.write(changes: { $0.map { .inserted(id: $0) } }) { database in
            try records.map { record in
                try database.run(
                    "INSERT INTO cities(name, description, image) VALUES (?, ?, ?)",
                    [
                        .text(record.text("name")), .text(record.text("description")),
                        .optionalBlob(record.picture("picture")),
                    ])
                return database.lastInsertRowID
            }
        }
    }

    @discardableResult
    public func removeRecords(ids: [Int64]) throws -> Int {
        try database.write(changes: { _ in ids.map { .deleted(id: $0) } }) {
            try CityStore.table.delete($0, ids: ids)
        }
    }
}
