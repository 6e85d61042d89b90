import CSQLite
import Foundation

extension TitledListStore {
    /// Every item's id and name as UTF-8 bytes as stored (NULL as empty; the bytes are
    /// valid only during the call), in id order: what the home search folds into its
    /// index without a `String` per row. Read in chunks by id, each with the lock held
    /// only while its rows are copied out, so a million rows never keep the store's other
    /// readers waiting more than a few milliseconds.
    func forEachTitle(_ body: (Int64, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        var ids: [Int64] = [], bytes: [UInt8] = [], ends: [Int] = []
        var after = Int64.min
        repeat {
            ids.removeAll(keepingCapacity: true)
            bytes.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
            try database.read { database in
                try Self.table.titles(database, after: after, limit: TitledTable.titleChunk) { id, title in
                    ids.append(id)
                    bytes.append(contentsOf: title)
                    ends.append(bytes.count)
                }
            }
            try bytes.withUnsafeBufferPointer { all in
                for (n, id) in ids.enumerated() {
                    let start = n == 0 ? 0 : ends[n - 1]
                    try body(id, UnsafeBufferPointer(rebasing: all[start..<ends[n]]))
                }
            }
            after = ids.last ?? after
        } while ids.count == TitledTable.titleChunk
    }
}

extension TitledTable {
    /// Rows per chunk of `forEachTitle`.
    static let titleChunk = 16_384

    /// Ids and title bytes of at most `limit` rows after id `after`, in id order.
    func titles(
        _ database: Database, after: Int64, limit: Int, _ row: (Int64, UnsafeBufferPointer<UInt8>) -> Void
    ) throws {
        let statement = try database.prepare(
            "SELECT \(idColumn), \(titleColumn) FROM \(name) WHERE \(idColumn) > ? ORDER BY \(idColumn) LIMIT ?")
        try statement.bind([.integer(after), .integer(Int64(limit))])
        defer { statement.reset() }
        while try statement.step() {
            let text = sqlite3_column_text(statement.handle, 1)
            let count = Int(sqlite3_column_bytes(statement.handle, 1))
            row(
                sqlite3_column_int64(statement.handle, 0),
                UnsafeBufferPointer(start: text, count: text == nil ? 0 : count))
        }
    }
}
