import Foundation

/// A case-insensitive substring search over one title column, fast on a million rows.
///
/// An FTS5 table with the trigram tokenizer (SQLite 3.34+) holds a copy of every title
/// under the row's id; a query of three or more characters is a trigram phrase match
/// (Unicode case folding), answered from the index. Shorter queries cannot use trigrams
/// and scan the table with `LIKE` (ASCII) or `casefold()` (anything else), stopping at
/// the first `limit` hits in id order, so common one-letter queries stay quick.
///
/// The index is maintained by the stores in the same transaction as the change, not by
/// triggers: with `trusted_schema = OFF` SQLite rightly refuses virtual tables inside
/// triggers. `synchronize(_:)` rebuilds it when the counts disagree (a file edited by
/// another tool), so it can never silently drift.
struct TitleSearchIndex: Sendable {
    /// The FTS5 table, e.g. `coffee_search`.
    let table: String
    /// The table searched and its id and title columns.
    let sourceTable: String
    let idColumn: String
    let titleColumn: String

    /// The statement that creates the index (used by migrations).
    var createSQL: String {
        "CREATE VIRTUAL TABLE IF NOT EXISTS \(table) USING fts5(title, tokenize = 'trigram')"
    }

    func add(_ database: Database, id: Int64, title: String) throws {
        try database.run("INSERT INTO \(table)(rowid, title) VALUES (?, ?)", [.integer(id), .text(title)])
    }

    func remove(_ database: Database, id: Int64) throws {
        try database.run("DELETE FROM \(table) WHERE rowid = ?", [.integer(id)])
    }

    func replace(_ database: Database, id: Int64, title: String) throws {
        try remove(database, id: id)
        try add(database, id: id, title: title)
    }

    /// Refills the index from the source table.
    func rebuild(_ database: Database) throws {
        try database.execute("""
            DELETE FROM \(table);
            INSERT INTO \(table)(rowid, title) SELECT \(idColumn), coalesce(\(titleColumn), '') FROM \(sourceTable);
            """)
    }

    /// Whether the index has exactly the source table's rows (count and highest id).
    func isInSync(_ database: Database) throws -> Bool {
        let source = try database.queryFirst("SELECT count(*), coalesce(max(\(idColumn)), 0) FROM \(sourceTable)") { ($0.int64(0), $0.int64(1)) }
        let index = try database.queryFirst("SELECT count(*), coalesce(max(rowid), 0) FROM \(table)") { ($0.int64(0), $0.int64(1)) }
        return source?.0 == index?.0 && source?.1 == index?.1
    }

    /// Rebuilds the index inside a transaction when it is out of step.
    func synchronize(_ database: Database) throws {
        if try isInSync(database) { return }
        try database.transaction { try rebuild(database) }
    }

    /// Ids and titles whose title contains `query` (case-insensitive), in id order,
    /// after `afterID` (keyset paging), at most `limit`. An empty query lists all rows.
    func search(_ database: Database, query: String, afterID: Int64?, limit: Int) throws -> [(id: Int64, title: String)] {
        let after = SQLValue.integer(afterID ?? Int64.min)
        let limitValue = SQLValue.integer(Int64(max(0, limit)))
        let source = "SELECT \(idColumn), \(titleColumn) FROM \(sourceTable)"
        let map: (Row) -> (id: Int64, title: String) = { ($0.int64(0), $0.string(1)) }
        if query.isEmpty {
            return try database.query("\(source) WHERE \(idColumn) > ?1 ORDER BY \(idColumn) LIMIT ?2",
                                      [after, limitValue], map)
        }
        if query.unicodeScalars.count >= 3 {
            let phrase = "\"" + query.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            return try database.query("""
                \(source) WHERE \(idColumn) IN (
                    SELECT rowid FROM \(table) WHERE \(table) MATCH ?3 AND rowid > ?1 ORDER BY rowid LIMIT ?2)
                ORDER BY \(idColumn)
                """, [after, limitValue, .text(phrase)], map)
        }
        if query.unicodeScalars.allSatisfy(\.isASCII) {
            return try database.query("""
                \(source) WHERE \(idColumn) > ?1 AND \(titleColumn) LIKE ?3 ESCAPE '\\'
                ORDER BY \(idColumn) LIMIT ?2
                """, [after, limitValue, .text("%" + TitleSearchIndex.escapeLike(query) + "%")], map)
        }
        return try database.query("""
            \(source) WHERE \(idColumn) > ?1 AND instr(casefold(\(titleColumn)), ?3) > 0
            ORDER BY \(idColumn) LIMIT ?2
            """, [after, limitValue, .text(query.lowercased())], map)
    }

    /// Escapes `%`, `_` and the escape character itself for `LIKE … ESCAPE '\'`.
    static func escapeLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
