import Foundation

/// The operations every collection table shares: a table with an integer id and a
/// title column, listed in id order, searched through its `TitleSearchIndex`.
/// Table and column names are fixed strings from the schemas, never user input.
/// Public only as an opaque type (for `TitledListStore`); its members stay internal.
public struct TitledTable: Sendable {
    let name: String
    let idColumn: String
    let titleColumn: String
    let search: TitleSearchIndex
    /// What the rows are called in `.notFound` errors ("coffee", "to-do"…).
    let noun: String

    init(name: String, idColumn: String, titleColumn: String, searchTable: String, noun: String) {
        self.name = name
        self.idColumn = idColumn
        self.titleColumn = titleColumn
        self.noun = noun
        search = TitleSearchIndex(table: searchTable, sourceTable: name, idColumn: idColumn, titleColumn: titleColumn)
    }

    func count(_ database: Database) throws -> Int {
        Int(try database.scalar("SELECT count(*) FROM \(name)"))
    }

    /// Ids and titles of rows `offset..<offset+limit` in id order (no other columns are read).
    func page(_ database: Database, offset: Int, limit: Int) throws -> [(id: Int64, title: String)] {
        try database.query("SELECT \(idColumn), \(titleColumn) FROM \(name) ORDER BY \(idColumn) LIMIT ? OFFSET ?",
                           [.integer(Int64(max(0, limit))), .integer(Int64(max(0, offset)))]) { ($0.int64(0), $0.string(1)) }
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
        if column == titleColumn {
            if case .text(let title) = value {
                try search.replace(database, id: id, title: title)
            } else {
                try search.replace(database, id: id, title: "")
            }
        }
    }

    /// Deletes one row and its search entry; throws `.notFound` when it does not exist.
    func delete(_ database: Database, id: Int64) throws {
        let changed = try database.run("DELETE FROM \(name) WHERE \(idColumn) = ?", [.integer(id)])
        guard changed > 0 else { throw notFound(id, database) }
        try search.remove(database, id: id)
    }

    /// The id a restored row gets: its old one when still free, otherwise a new one.
    func restoredID(_ database: Database, wanted: Int64) throws -> SQLValue {
        try exists(database, id: wanted) ? .null : .integer(wanted)
    }

    /// A migration step that creates and fills the search index.
    func searchMigration(version: Int) -> Migration {
        let search = self.search
        return Migration(version: version) { database in
            try database.execute(search.createSQL)
            try search.rebuild(database)
        }
    }
}
