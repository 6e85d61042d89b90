import CSQLite
import Foundation

/// A thin Swift layer over one sqlite3 connection: prepared statements with bound
/// parameters, typed rows, `BEGIN IMMEDIATE` transactions and SQLite errors as
/// `StorageError`s.
///
/// Not thread-safe by itself: a `StoreDatabase` owns one and serializes every use with
/// its lock (SQLite is built serialized on Debian, but statements and the transaction
/// state are per connection, so one user at a time is the rule that keeps them sane).
final class Database {
    /// How the connection is opened.
    enum Mode: Equatable {
        /// Read and write; `create` makes the file when it does not exist.
        case readWrite(create: Bool)
        /// Read only (no schema changes, no writes).
        case readOnly
        /// Read only and assume nobody changes the file (SQLite's `immutable=1`): the
        /// only way to read a WAL database in a folder where the `-shm` file cannot be
        /// created.
        case immutable
    }

    /// Per-connection settings.
    struct Options {
        /// How long a write waits for another connection's lock before `.busy`.
        var busyTimeoutMilliseconds: Int32 = 3_000
        /// Caps the file size in pages (tests simulate a full disk with it).
        var maxPageCount: Int? = nil
    }

    let path: String
    let mode: Mode
    private(set) var handle: OpaquePointer?
    /// How long a write may wait for another connection's lock (`Options`).
    let busyTimeoutMilliseconds: Int32
    private var statements: [String: Statement] = [:]

    var isReadOnly: Bool {
        if case .readWrite = mode { return false }
        return true
    }

    init(path: String, mode: Mode, options: Options = Options()) throws {
        self.path = path
        self.mode = mode
        var flags = SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_URI
        var target = path
        switch mode {
        case .readWrite(let create):
            flags |= SQLITE_OPEN_READWRITE
            if create { flags |= SQLITE_OPEN_CREATE }
        case .readOnly:
            flags |= SQLITE_OPEN_READONLY
        case .immutable:
            flags |= SQLITE_OPEN_READONLY
            target = Database.uri(forPath: path) + "?immutable=1"
        }
        if mode != .immutable {
            // A plain path is passed as a URI too (SQLITE_OPEN_URI); make sure one that
            // happens to start with "file:" is never read as one.
            target = Database.uri(forPath: path)
        }
        var connection: OpaquePointer?
        let rc = sqlite3_open_v2(target, &connection, flags, nil)
        guard rc == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(rc))
            sqlite3_close_v2(connection)
            throw StorageError.sqlite(code: rc, message: message, path: path)
        }
        handle = connection
        busyTimeoutMilliseconds = options.busyTimeoutMilliseconds
        sqlite3_extended_result_codes(connection, 1)
        sqlite3_busy_timeout(connection, options.busyTimeoutMilliseconds)
        do {
            // trusted_schema=OFF: a database file from elsewhere cannot make us run
            // functions or virtual tables from its triggers and views.
            try execute("PRAGMA trusted_schema = OFF")
            try execute("PRAGMA foreign_keys = ON")
            if !isReadOnly {
                // Reading the journal mode also reads page 1: a file that is not a
                // database fails here with SQLITE_NOTADB before anything is written.
                try execute("PRAGMA journal_mode = WAL")
                // FULL: a COMMIT is on disk when it returns, even across a power cut.
                try execute("PRAGMA synchronous = FULL")
            }
            if let maxPageCount = options.maxPageCount {
                try execute("PRAGMA max_page_count = \(maxPageCount)")
            }
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// `file:` URI for a path, percent-encoding what URIs reserve.
    static func uri(forPath path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }

    /// Finalizes the cached statements and closes the connection (idempotent).
    func close() {
        statements.removeAll()
        if let handle {
            sqlite3_close_v2(handle)
            self.handle = nil
        }
    }

    /// The error for `code`, with the connection's current message.
    func error(code: Int32) -> StorageError {
        let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
        return StorageError.sqlite(code: code, message: message, path: path)
    }

    private func liveHandle() throws -> OpaquePointer {
        guard let handle else {
            throw StorageError(kind: .cannotOpen, path: path, sqliteMessage: "the connection is closed")
        }
        return handle
    }

    /// Runs one or more SQL statements without parameters (pragmas, schema, seed scripts).
    func execute(_ sql: String) throws {
        let handle = try liveHandle()
        var errorMessage: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if rc != SQLITE_OK {
            let message = errorMessage.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(errorMessage)
            throw StorageError.sqlite(code: sqlite3_extended_errcode(handle), message: message, path: path)
        }
    }

    /// The cached prepared statement for `sql`.
    func prepare(_ sql: String) throws -> Statement {
        if let cached = statements[sql] { return cached }
        let handle = try liveHandle()
        var statement: OpaquePointer?
        let rc = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard rc == SQLITE_OK, let statement else { throw error(code: rc) }
        let prepared = Statement(handle: statement, database: self)
        statements[sql] = prepared
        return prepared
    }

    /// Runs a statement that returns no rows; returns the number of rows it changed.
    @discardableResult
    func run(_ sql: String, _ arguments: [SQLValue] = []) throws -> Int {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        while try statement.step() {}
        return Int(sqlite3_changes(try liveHandle()))
    }

    /// Runs a query and maps each row.
    func query<T>(_ sql: String, _ arguments: [SQLValue] = [], _ map: (Row) throws -> T) throws -> [T] {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        var results: [T] = []
        while try statement.step() {
            results.append(try map(Row(handle: statement.handle)))
        }
        return results
    }

    /// The first row of a query, mapped, or `nil` when there is none.
    func queryFirst<T>(_ sql: String, _ arguments: [SQLValue] = [], _ map: (Row) throws -> T) throws -> T? {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        guard try statement.step() else { return nil }
        return try map(Row(handle: statement.handle))
    }

    /// The first column of the first row as an integer (0 when there is no row).
    func scalar(_ sql: String, _ arguments: [SQLValue] = []) throws -> Int64 {
        try queryFirst(sql, arguments) { $0.int64(0) } ?? 0
    }

    var lastInsertRowID: Int64 { handle.map { sqlite3_last_insert_rowid($0) } ?? 0 }

    var isInTransaction: Bool { handle.map { sqlite3_get_autocommit($0) == 0 } ?? false }

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction (the write lock is taken up front,
    /// so a busy database fails at once instead of half-way) and commits; rolls back
    /// when `body` or the COMMIT throws. Nested calls become savepoints.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        if isInTransaction {
            try execute("SAVEPOINT nested")
            do {
                let result = try body()
                try execute("RELEASE nested")
                return result
            } catch {
                try? execute("ROLLBACK TO nested")
                try? execute("RELEASE nested")
                throw error
            }
        }
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }

    /// Runs `body` with SQLite's own waiting for other connections' locks turned off (it
    /// fails at once with `.busy`), so that the caller can wait without holding its lock.
    func withoutBusyWait<T>(_ body: () throws -> T) throws -> T {
        sqlite3_busy_timeout(handle, 0)
        defer { sqlite3_busy_timeout(handle, busyTimeoutMilliseconds) }
        return try body()
    }

    /// `PRAGMA user_version`: the schema version of this file.
    func userVersion() throws -> Int {
        Int(try scalar("PRAGMA user_version"))
    }

    func setUserVersion(_ version: Int) throws {
        try execute("PRAGMA user_version = \(version)")
    }

    /// Whether a table (or virtual table) of that name exists.
    func tableExists(_ name: String) throws -> Bool {
        try scalar("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?", [.text(name)]) > 0
    }

    /// Whether `table` has a column named `column` (case-insensitive, like SQL).
    func columnExists(_ column: String, in table: String) throws -> Bool {
        try scalar(
            "SELECT count(*) FROM pragma_table_info(?) WHERE name = ? COLLATE NOCASE",
            [.text(table), .text(column)]) > 0
    }
}
