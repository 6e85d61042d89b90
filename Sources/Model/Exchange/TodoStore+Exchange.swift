import Foundation

extension TodoStore: ExchangeableStore {
    public static let exchangeName = "todo"
    public static let exchangeColumns = [
        ExchangeColumn("text", .text, required: true), ExchangeColumn("priority", .priority),
        ExchangeColumn("complete", .flag),
    ]

    public func exportRecords() throws -> [ExchangeRecord] {
        try database.read { database in
            try database.query("SELECT text, priority, complete FROM todo ORDER BY pk") {
                ExchangeRecord([
                    "text": .text($0.string(0)), "priority": .priority(TodoPriority(stored: $0.int(1))),
                    "complete": .flag($0.int(2) != 0),
                ])
            }
        }
    }

    public func addRecords(_ records: [ExchangeRecord]) throws -> [Int64] {
        try database.write(changes: { $0.map { .inserted(id: $0) } }) { database in
            try records.map { record in
                try database.run(
                    "INSERT INTO todo(text, priority, complete) VALUES (?, ?, ?)",
                    [
                        .text(record.text("text")), .integer(Int64(record.priority("priority").rawValue)),
                        .integer(record.flag("complete") ? 1 : 0),
                    ])
                return database.lastInsertRowID
            }
        }
    }

    @discardableResult
    public func removeRecords(ids: [Int64]) throws -> Int {
        try database.write(changes: { _ in ids.map { .deleted(id: $0) } }) {
            try TodoStore.table.delete($0, ids: ids)
        }
    }
}
