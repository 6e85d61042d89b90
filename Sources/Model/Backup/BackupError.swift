import Foundation

/// Why a backup could not be made or a file cannot be restored, with a sentence a person
/// can read that names what is wrong. A refused restore has changed nothing.
public struct BackupError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// A translated sentence for the alert.
    public let message: String
    /// The untranslated detail for the log (SQLite's message, a path).
    public let detail: String

    init(_ message: String, detail: String = "") {
        self.message = message
        self.detail = detail
    }

    public var errorDescription: String? { message }
    public var description: String { detail.isEmpty ? message : "\(message) [\(detail)]" } // no-tr: log text

    /// A failure of the file system or SQLite while reading or writing.
    public static func storage(_ error: Error) -> BackupError {
        if let backup = error as? BackupError { return backup }
        if let storage = error as? StorageError { return BackupError(storage.message, detail: storage.description) }
        return BackupError(
            fill(tr("The operation failed: %1$@"), error.localizedDescription), detail: "\(error)")
    }

    /// A restore file that is not a backup Drilldown can read, with the reason.
    static func refused(_ reason: String, detail: String = "") -> BackupError {
        BackupError(fill(tr("This file cannot be restored: %1$@"), reason), detail: detail)
    }
}
