import CSQLite
import Foundation

/// A value bound to a `?` parameter of a prepared statement.
enum SQLValue: Sendable, Equatable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
    case null

    static func optionalBlob(_ data: Data?) -> SQLValue { data.map { .blob($0) } ?? .null }
}

/// SQLite's "copy the bytes now" destructor (the C macro is not imported into Swift).
let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared statement owned (and cached) by a `Database`. Not thread-safe: only used
/// while the owning store holds its lock.
final class Statement {
    let handle: OpaquePointer
    private unowned let database: Database

    init(handle: OpaquePointer, database: Database) {
        self.handle = handle
        self.database = database
    }

    deinit { sqlite3_finalize(handle) }

    /// Clears the previous run and binds `values` to parameters 1…n.
    func bind(_ values: [SQLValue]) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let rc: Int32
            switch value {
            case .integer(let number):
                rc = sqlite3_bind_int64(handle, index, number)
            case .real(let number):
                rc = sqlite3_bind_double(handle, index, number)
            case .text(let string):
                // Bound with its byte length so embedded NULs survive verbatim.
                // (withCString hands over the whole UTF-8 buffer, interior NULs included.)
                rc = string.withCString {
                    sqlite3_bind_text(handle, index, $0, Int32(string.utf8.count), sqliteTransient)
                }
            case .blob(let data):
                if data.isEmpty {
                    // A nil pointer would bind NULL; an empty BLOB is not NULL.
                    rc = sqlite3_bind_zeroblob(handle, index, 0)
                } else {
                    rc = data.withUnsafeBytes { bytes in
                        sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), sqliteTransient)
                    }
                }
            case .null:
                rc = sqlite3_bind_null(handle, index)
            }
            guard rc == SQLITE_OK else { throw database.error(code: rc) }
        }
    }

    /// Advances one row: `true` when a row is available, `false` when done.
    func step() throws -> Bool {
        let rc = sqlite3_step(handle)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = database.error(code: rc)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Ends the run so the statement holds no read snapshot or lock.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }
}

/// The current row of a statement; only valid inside the closure it is handed to.
struct Row {
    let handle: OpaquePointer

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

    func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    /// The text of a column, or `nil` for NULL. Bytes that are not UTF-8 are repaired
    /// (U+FFFD), never trusted.
    func text(_ column: Int32) -> String? {
        if isNull(column) { return nil }
        guard let pointer = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// The text of a column, with NULL read as the empty string.
    func string(_ column: Int32) -> String { text(column) ?? "" }

    /// The bytes of a BLOB column, or `nil` for NULL.
    func data(_ column: Int32) -> Data? {
        if isNull(column) { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count > 0, let pointer = sqlite3_column_blob(handle, column) else { return Data() }
        return Data(bytes: pointer, count: count)
    }
}
