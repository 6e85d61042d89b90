import Foundation

/// The operations every collection table shares: a table with an integer id and a
/// title column, listed in id order, searched by title (`search`, over the same folded
/// corpus the list pages search: case- and accent-insensitive).
/// Table and column names are fixed strings from the schemas, never user input.
/// Public only as an opaque type (for `TitledListStore`); its members stay internal.
public struct TitledTable: Sendable {
    let name: String
    let idColumn: String
    let titleColumn: String
    /// The FTS5 index earlier versions kept beside the table (`coffee_search` beside
    /// `Coffee`), dropped by `dropSearchIndexMigration(version:)`.
    var retiredSearchTable: String { name.lowercased() + "_search" }
    /// What the rows are called in `.notFound` errors ("coffee", "to-do"…).
    let noun: String

    init(name: String, idColumn: String, titleColumn: String, noun: String) {
        self.name = name
        self.idColumn = idColumn
        self.titleColumn = titleColumn
        self.noun = noun
    }

    func count(_ database: Database) throws -> Int {
        Int(try database.scalar("SELECT count(*) FROM \(name)"))
    }

    /// Ids and titles of rows `offset..<offset+limit` in id order (no other columns are read).
    func page(_ database: Database, offset: Int, limit: Int) throws -> [(id: Int64, title: String)] {
        try database.query(
            "SELECT \(idColumn), \(titleColumn) FROM \(name) ORDER BY \(idColumn) LIMIT ? OFFSET ?",
            [.integer(Int64(max(0, limit))), .integer(Int64(max(0, offset)))]
        ) { ($0.int64(0), $0.string(1)) }
    }

    /// Ids and titles of the rows whose id is in `first...last`, in id order, at most
    /// `limit`: a page read by its key (keyset paging), which costs the same at the end
    /// of the table as at its start (an OFFSET walks every row before it).
    func rows(
        _ database: Database, from first: Int64, through last: Int64, limit: Int
    ) throws -> [(
        id: Int64, title: String
    )] {
        try database.query(
            "SELECT \(idColumn), \(titleColumn) FROM \(name) WHERE \(idColumn) BETWEEN ? AND ? ORDER BY \(idColumn) LIMIT ?",
            [.integer(first), .integer(last), .integer(Int64(max(0, limit)))]
        ) { ($0.int64(0), $0.string(1)) }
    }

    /// The number of rows whose id is below `id`: the position of row `id` in id order
    /// (where it would be when it does not exist), counted over the rowid's own B-tree.
    func position(_ database: Database, of id: Int64) throws -> Int {
        Int(try database.scalar("SELECT count(*) FROM \(name) WHERE \(idColumn) < ?", [.integer(id)]))
    }

    /// The ids of every `stride`-th row in id order (the first ids of pages of `stride`
    /// rows, the first row's included) and the number of rows, in one walk over the ids.
    func pageStarts(_ database: Database, stride: Int) throws -> (starts: [Int64], count: Int) {
        let statement = try database.prepare("SELECT \(idColumn) FROM \(name) ORDER BY \(idColumn)")
        defer { statement.reset() }
        var starts: [Int64] = []
        var count = 0
        let step = max(1, stride)
        while try statement.step() {
            if count % step == 0 { starts.append(Row(handle: statement.handle).int64(0)) }
            count += 1
        }
        return (starts, count)
    }

    func exists(_ database: Database, id: Int64) throws -> Bool {
        try database.scalar("SELECT count(*) FROM \(name) WHERE \(idColumn) = ?", [.integer(id)]) > 0
    }

    func notFound(_ id: Int64, _ database: Database) -> StorageError {
        StorageError.notFound(noun, id: id, path: database.path)
    }

    /// Sets one column of one row; throws `.notFound` when the row does not exist.
    func set(_ database: Database, id: Int64, column: String, to value: SQLValue) throws {
        let changed = try database.run("UPDATE \(name) SET \(column) = ? WHERE \(idColumn) = ?", [value, .integer(id)])
        guard changed > 0 else { throw notFound(id, database) }
    }

    /// Deletes one row; throws `.notFound` when it does not exist.
    func delete(_ database: Database, id: Int64) throws {
        let changed = try database.run("DELETE FROM \(name) WHERE \(idColumn) = ?", [.integer(id)])
        guard changed > 0 else { throw notFound(id, database) }
    }

    /// The id a restored row gets: its old one when still free, otherwise a new one.
    func restoredID(_ database: Database, wanted: Int64) throws -> SQLValue {
        try exists(database, id: wanted) ? .null : .integer(wanted)
    }

    /// Reads row `id` (its `columns`, made into a value by `read`) and deletes it, for an
    /// undo to put back; throws `.notFound` when it does not exist.
    func take<Deleted>(
        _ database: Database, id: Int64, columns: String, _ read: (Row) throws -> Deleted
    ) throws -> Deleted {
        guard
            let deleted = try database.queryFirst(
                "SELECT \(columns) FROM \(name) WHERE \(idColumn) = ?", [.integer(id)], read)
        else { throw notFound(id, database) }
        try delete(database, id: id)
        return deleted
    }

    /// Inserts a taken row back: `values` for `columns` after the id column, under the
    /// old id `wanted` when it is still free (AUTOINCREMENT never reuses it), otherwise a
    /// new one; returns the id.
    func putBack(_ database: Database, wanted: Int64, columns: [String], values: [SQLValue]) throws -> Int64 {
        let marks = Array(repeating: "?", count: columns.count + 1).joined(separator: ", ")
        try database.run(
            "INSERT INTO \(name)(\(([idColumn] + columns).joined(separator: ", "))) VALUES (\(marks))",
            [try restoredID(database, wanted: wanted)] + values)
        return database.lastInsertRowID
    }

    /// Ids and titles of the rows whose title contains `query` (case- and
    /// accent-insensitive, `SearchCorpus`), in id order, after `afterID`, at most `limit`.
    /// An empty query lists all rows. Reads the id and title columns only.
    func search(_ database: Database, query: String, afterID: Int64?, limit: Int) throws -> [(id: Int64, title: String)]
    {
        let rows = try database.query(
            "SELECT \(idColumn), coalesce(\(titleColumn), '') FROM \(name) WHERE \(idColumn) > ? ORDER BY \(idColumn)",
            [.integer(afterID ?? Int64.min)]
        ) { (id: $0.int64(0), title: $0.string(1)) }
        let positions = SearchCorpus(titles: rows.lazy.map(\.title)).matches(query) ?? []
        return positions.prefix(max(0, limit)).map { rows[$0] }
    }

    /// Version 2 or 3 of the stores: the FTS5 trigram index once created here is
    /// dropped again by `dropSearchIndexMigration(version:)`; the step is kept empty
    /// so version numbers stay as they were.
    func searchMigration(version: Int) -> Migration {
        Migration(version: version) { _ in }
    }

    /// The schema of a store whose file `fileName` holds this table (the main one): made
    /// by `create` at version 1, then the retired search index's two steps; seeded by
    /// `seedScript`.
    func schema(fileName: String, seedScript: String, create: String) -> StoreSchema {
        schema(fileName: fileName, seedScript: seedScript, steps: [Migration(version: 1) { try $0.execute(create) }])
    }

    /// The schema of a store whose file `fileName` holds this table (the main one): its
    /// own `steps` (versions 1 to n), then the retired search index's two; seeded by
    /// `seedScript`.
    func schema(fileName: String, seedScript: String, steps: [Migration]) -> StoreSchema {
        StoreSchema(
            fileName: fileName, mainTable: name,
            migrations: steps + retiredSearchIndexMigrations(from: steps.count + 1), seedScript: seedScript)
    }

    /// The two steps of the retired search index, versions `version` and `version + 1`
    /// (`searchMigration`, `dropSearchIndexMigration`).
    func retiredSearchIndexMigrations(from version: Int) -> [Migration] {
        [searchMigration(version: version), dropSearchIndexMigration(version: version + 1)]
    }

    /// Drops the FTS5 index earlier versions kept: list search runs on an in-memory
    /// folded corpus (accent-insensitive, which SQLite 3.40's trigram tokenizer cannot
    /// be), so the index only cost every write (see the README's performance section).
    func dropSearchIndexMigration(version: Int) -> Migration {
        let table = retiredSearchTable
        return Migration(version: version) { database in
            try database.execute("DROP TABLE IF EXISTS \(table)")
        }
    }
}
