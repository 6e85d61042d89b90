import CSQLite
import Foundation

/// One row of a restore file's table, read column by column with its storage class
/// checked against what the column accepts (`BackupColumn.Kind`).
struct BackupValues {
    let handle: OpaquePointer
    let table: String
    /// The row's position in the table (1-based), named in messages until its id is known.
    let ordinal: Int

    func value(
        _ index: Int32, _ column: BackupColumn, ids: [String: Set<Int64>], check: BackupStaging.PictureCheck
    ) throws -> SQLValue {
        let type = sqlite3_column_type(handle, index)
        switch column.kind {
        case .id:
            let id = sqlite3_column_int64(handle, index)
            guard type == SQLITE_INTEGER, BackupLimits.ids.contains(id) else {
                throw refusal(column, tr("the id is not a whole number from 1 to 2⁵³"))
            }
            return .integer(id)
        case .reference(let parent):
            let id = sqlite3_column_int64(handle, index)
            guard type == SQLITE_INTEGER, ids[parent]?.contains(id) == true else {
                throw refusal(column, fill(tr("it refers to a row “%1$@” does not hold"), parent))
            }
            return .integer(id)
        case .integer:
            if type == SQLITE_NULL { return .null }
            guard type == SQLITE_INTEGER else { throw refusal(column, tr("it is not a whole number")) }
            return .integer(sqlite3_column_int64(handle, index))
        case .number:
            if type == SQLITE_NULL { return .null }
            if type == SQLITE_INTEGER { return .integer(sqlite3_column_int64(handle, index)) }
            let number = sqlite3_column_double(handle, index)
            guard type == SQLITE_FLOAT, number.isFinite else { throw refusal(column, tr("it is not a number")) }
            return .real(number)
        case .text:
            if type == SQLITE_NULL { return .null }
            guard type == SQLITE_TEXT else { throw refusal(column, tr("it is not text")) }
            let bytes = bytes(index)
            guard bytes.count <= BackupLimits.textBytes else {
                throw refusal(column, fill(tr("the text is too long (%1$@ bytes)"), String(bytes.count)))
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw refusal(column, tr("the text is not valid UTF-8"))
            }
            return .text(text)
        case .picture:
            if type == SQLITE_NULL { return .null }
            guard type == SQLITE_BLOB else { throw refusal(column, tr("it is not a picture")) }
            let data = Data(bytes(index))
            guard data.count <= BackupLimits.pictureBytes else {
                throw refusal(column, fill(tr("the picture is too large (%1$@ bytes)"), String(data.count)))
            }
            if let problem = check(data) { throw refusal(column, problem) }
            return .blob(data)
        }
    }

    private func bytes(_ index: Int32) -> [UInt8] {
        // The pointer first, then its length (SQLite's documented order).
        guard let pointer = sqlite3_column_blob(handle, index) else { return [] }
        let count = Int(sqlite3_column_bytes(handle, index))
        return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }

    private func refusal(_ column: BackupColumn, _ problem: String) -> BackupError {
        let id = sqlite3_column_int64(handle, 0)
        let row = sqlite3_column_type(handle, 0) == SQLITE_INTEGER ? String(id) : "#\(ordinal)"
        return BackupError.refused(
            fill(tr("the value “%1$@” of row %2$@ in “%3$@” is refused: %4$@."), column.name, row, table, problem))
    }
}
