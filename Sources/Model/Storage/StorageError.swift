import CSQLite
import Foundation

/// Why a storage operation failed, with a message a person can read.
///
/// `kind` is what a page switches on (offer "Start Fresh" for `.corrupt` and
/// `.notADatabase`, show a read-only banner for `.readOnly`, "try again" for `.busy`…);
/// `code` and `sqliteMessage` keep SQLite's own diagnosis for logs and bug reports.
/// The user's file is never deleted or overwritten because of any of these.
public struct StorageError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The failure classes a page can react to differently.
    public enum Kind: Sendable, Equatable {
        /// The file is a SQLite database, but damaged (SQLITE_CORRUPT).
        case corrupt
        /// The file is not a SQLite database at all (SQLITE_NOTADB).
        case notADatabase
        /// The file or its folder cannot be written; browsing may still work.
        case readOnly
        /// The disk (or the test's `max_page_count`) is full (SQLITE_FULL).
        case diskFull
        /// Another connection or program holds the database locked (SQLITE_BUSY/LOCKED).
        case busy
        /// The file or folder cannot be opened or created (SQLITE_CANTOPEN, mkdir failed).
        case cannotOpen
        /// A constraint (foreign key, NOT NULL…) refused the change.
        case constraint
        /// No row with the given id.
        case notFound
        /// The file was written by a newer Drilldown whose schema this one does not know.
        case schemaTooNew
        /// The value handed to the store is not acceptable (negative price, …).
        case invalidValue
        /// The bundled seed data (`data/sql`, `data/images`) is missing.
        case missingBundledData
        /// A disk input/output error (SQLITE_IOERR).
        case io
        /// Anything else SQLite reported.
        case other
    }

    public var kind: Kind
    /// The database file (or folder) concerned, when known.
    public var path: String?
    /// SQLite's extended result code, when SQLite reported the failure.
    public var code: Int32?
    /// SQLite's (or the system's) own message, untranslated.
    public var sqliteMessage: String?

    public init(kind: Kind, path: String? = nil, code: Int32? = nil, sqliteMessage: String? = nil) {
        self.kind = kind
        self.path = path
        self.code = code
        self.sqliteMessage = sqliteMessage
    }

    /// Classifies a SQLite result code.
    static func sqlite(code: Int32, message: String?, path: String?) -> StorageError {
        let kind: Kind
        switch code & 0xFF {
        case SQLITE_CORRUPT: kind = .corrupt
        case SQLITE_NOTADB: kind = .notADatabase
        case SQLITE_READONLY, SQLITE_PERM: kind = .readOnly
        case SQLITE_FULL: kind = .diskFull
        case SQLITE_BUSY, SQLITE_LOCKED: kind = .busy
        case SQLITE_CANTOPEN: kind = .cannotOpen
        case SQLITE_CONSTRAINT: kind = .constraint
        case SQLITE_IOERR: kind = .io
        default: kind = .other
        }
        return StorageError(kind: kind, path: path, code: code, sqliteMessage: message)
    }

    static func notFound(_ what: String, id: Int64, path: String?) -> StorageError {
        StorageError(kind: .notFound, path: path, sqliteMessage: "\(what) \(id) not found")
    }

    static func invalid(_ detail: String) -> StorageError {
        StorageError(kind: .invalidValue, sqliteMessage: detail)
    }

    /// The file name shown in messages (the full path is in `path`).
    private var fileName: String {
        guard let path else { return "" }
        return URL(fileURLWithPath: path).lastPathComponent
    }

    /// A translated sentence for dialogs and toasts.
    public var message: String {
        switch kind {
        case .corrupt:
            return fill(
                tr("The database “%1$@” is damaged. It has been left untouched; you can start a fresh one beside it."),
                fileName)
        case .notADatabase:
            return fill(
                tr(
                    "The file “%1$@” is not a database. It has been left untouched; you can start a fresh one beside it."
                ), fileName)
        case .readOnly:
            return fill(tr("“%1$@” cannot be changed because its folder or file is read-only."), fileName)
        case .diskFull:
            return fill(tr("The change to “%1$@” was not saved because the disk is full."), fileName)
        case .busy:
            return fill(tr("“%1$@” is in use by another program. Try again in a moment."), fileName)
        case .cannotOpen:
            return fill(tr("“%1$@” cannot be opened."), fileName)
        case .constraint:
            return tr("The change was refused because it would make the data inconsistent.")
        case .notFound:
            return tr("The item no longer exists.")
        case .schemaTooNew:
            return fill(tr("“%1$@” was written by a newer version of Drilldown."), fileName)
        case .invalidValue:
            return tr("The value is not valid.")
        case .missingBundledData:
            return tr("Drilldown’s bundled data is missing. Please reinstall the application.")
        case .io:
            return fill(tr("“%1$@” could not be read or written (input/output error)."), fileName)
        case .other:
            return fill(tr("A database error occurred in “%1$@”."), fileName)
        }
    }

    public var errorDescription: String? { message }

    public var description: String {
        var text = "StorageError.\(kind)"
        if let path { text += " [\(path)]" }
        if let code { text += " code \(code)" }
        if let sqliteMessage { text += ": \(sqliteMessage)" }
        return text
    }
}
