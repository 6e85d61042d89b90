import Foundation

extension ZooStore: ExchangeableStore {
    public static let exchangeName = "animal"
    /// `image` is what the row stores: a bundled picture's path or a web address.
    public static let exchangeColumns = [
        ExchangeColumn("name", .text, required: true), ExchangeColumn("description", .text),
        ExchangeColumn("image", .text),
    ]

    public func exportRecords() throws -> [ExchangeRecord] {
        try database.read { database in
            try database.query("SELECT name, description, image FROM animals ORDER BY id") {
                ExchangeRecord([
                    "name": .text($0.string(0)), "description": .text($0.string(1)), "image": .text($0.string(2)),
                ])
            }
        }
    }

    public func addRecords(_ records: [ExchangeRecord]) throws -> [Int64] {
        try database.write(changes: { $0.map { .inserted(id: $0) } }) { database in
            try records.map { record in
                try database.run(
                    "INSERT INTO animals(name, description, image) VALUES (?, ?, ?)",
                    [.text(record.text("name")), .text(record.text("description")), .text(record.text("image"))])
                return database.lastInsertRowID
            }
        }
    }

    @discardableResult
    public func removeRecords(ids: [Int64]) throws -> Int {
        try database.write(changes: { _ in ids.map { .deleted(id: $0) } }) {
            try ZooStore.table.delete($0, ids: ids)
        }
    }
}
