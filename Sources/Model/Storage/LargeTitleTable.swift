import Foundation

/// A search hit in a `LargeTitleTable`: the row's position in the list and its title.
public struct TitleMatch: Sendable, Hashable {
    public var position: Int
    public var title: String
}

/// A SQLite table of many titles (a million countries, say) that a list view reads
/// row by row: row N, a range of rows, "first row at or after this letter", and
/// case-insensitive substring search, each in about a millisecond, without ever
/// loading the whole list.
///
/// Layout: `titles(position INTEGER PRIMARY KEY, title TEXT)`, where `position` is the
/// row's index in the list, so a page is a rowid range (O(log n), unlike OFFSET);
/// an index on `title COLLATE NOCASE` for the letter index; and a trigram FTS5 index
/// for search (`TitleSearchIndex`).
public final class LargeTitleTable: Sendable {
    /// The order rows are stored in.
    public enum Order: Sendable {
        /// As given.
        case given
        /// Case-insensitive alphabetical (SQLite sorts while building); needed for
        /// `firstPosition(atOrAfter:)`.
        case alphabetical
    }

    private static let search = TitleSearchIndex(table: "titles_search", sourceTable: "titles",
                                                 idColumn: "position", titleColumn: "title")

    private let connection: LockedDatabase
    /// The number of rows (fixed once built).
    public let count: Int

    private init(database: Database) throws {
        count = Int(try database.scalar("SELECT count(*) FROM titles"))
        connection = LockedDatabase(database)
    }

    /// Builds a new table file at `url` from `titles`, in one transaction. Refuses to
    /// replace an existing file.
    public static func create(at url: URL, titles: some Sequence<String>, order: Order = .given) throws -> LargeTitleTable {
        if FileManager.default.fileExists(atPath: url.path) {
            throw StorageError(kind: .cannotOpen, path: url.path, sqliteMessage: "already exists")
        }
        let database = try Database(path: url.path, mode: .readWrite(create: true))
        do {
            try database.transaction {
                try database.execute("CREATE TABLE titles(position INTEGER PRIMARY KEY, title TEXT NOT NULL)")
                let target = order == .given ? "titles" : "temp.unsorted"
                if order == .alphabetical {
                    try database.execute("CREATE TEMP TABLE unsorted(position INTEGER PRIMARY KEY, title TEXT NOT NULL)")
                }
                var position: Int64 = 0
                for title in titles {
                    try database.run("INSERT INTO \(target)(position, title) VALUES (?, ?)", [.integer(position), .text(title)])
                    position += 1
                }
                if order == .alphabetical {
                    try database.execute("""
                        INSERT INTO titles(position, title)
                            SELECT row_number() OVER (ORDER BY title COLLATE NOCASE, position) - 1, title FROM temp.unsorted;
                        DROP TABLE temp.unsorted;
                        """)
                }
                try database.execute("CREATE INDEX titles_nocase ON titles(title COLLATE NOCASE)")
                try database.execute(search.createSQL)
                try search.rebuild(database)
                try database.setUserVersion(1)
            }
            return try LargeTitleTable(database: database)
        } catch {
            database.close()
            throw error
        }
    }

    /// Opens a table built by `create`.
    public static func open(at url: URL) throws -> LargeTitleTable {
        let database = try Database(path: url.path, mode: .readWrite(create: false))
        do {
            guard try database.tableExists("titles"), try database.tableExists("titles_search") else {
                throw StorageError(kind: .notADatabase, path: url.path, sqliteMessage: "no titles table")
            }
            return try LargeTitleTable(database: database)
        } catch {
            database.close()
            throw error
        }
    }

    /// The title at `position`, or `nil` past the end.
    public func title(at position: Int) throws -> String? {
        try connection.use { database in
            try database.queryFirst("SELECT title FROM titles WHERE position = ?", [.integer(Int64(position))]) { $0.string(0) }
        }
    }

    /// The titles of the rows in `range` (clamped to the table).
    public func titles(in range: Range<Int>) throws -> [String] {
        try connection.use { database in
            try database.query("SELECT title FROM titles WHERE position >= ? AND position < ? ORDER BY position",
                               [.integer(Int64(range.lowerBound)), .integer(Int64(range.upperBound))]) { $0.string(0) }
        }
    }

    /// The first row whose title sorts at or after `prefix`, ignoring ASCII case (the
    /// letter index); `nil` when every title sorts before it. Needs `.alphabetical`.
    public func firstPosition(atOrAfter prefix: String) throws -> Int? {
        try connection.use { database in
            try database.queryFirst("SELECT position FROM titles WHERE title >= ? COLLATE NOCASE ORDER BY title COLLATE NOCASE LIMIT 1",
                                    [.text(prefix)]) { $0.int(0) }
        }
    }

    /// Rows whose title contains `query`, ignoring case, in list order; `after`
    /// continues from a previous page's last position.
    public func search(_ query: String, after: Int? = nil, limit: Int = 1000) throws -> [TitleMatch] {
        try connection.use { database in
            try LargeTitleTable.search.search(database, query: query, afterID: after.map(Int64.init), limit: limit)
                .map { TitleMatch(position: Int($0.id), title: $0.title) }
        }
    }
}

/// A connection used under a lock (for helpers without migrations or observers).
final class LockedDatabase: @unchecked Sendable {
    // @unchecked: `database` is only touched with `lock` held.
    private let lock = NSLock()
    private let database: Database

    init(_ database: Database) { self.database = database }

    deinit { database.close() }

    func use<T>(_ body: (Database) throws -> T) throws -> T {
        try lock.withLock { try body(database) }
    }
}
