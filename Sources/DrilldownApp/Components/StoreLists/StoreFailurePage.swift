import Foundation
import Gtk
import Model

/// What a section shows when its database cannot be opened: the reason, and for a
/// damaged file (corrupt, or not a database) a "Start Fresh" button. Starting fresh is
/// the caller's: the stores set the old file aside under a new name, never delete it.
@MainActor
enum StoreFailurePage {
    static func make(heading: String, error: Error, startFresh: @escaping @MainActor () -> Void) -> StatusPage {
        let storage = StoreFailurePage.storageError(error)
        return StatusPage(
            icon: "dialog-warning-symbolic", heading: heading, description: storage.message,
            buttonTitle: storage.isDamagedFile ? tr("Start Fresh") : nil, action: startFresh)
    }

    /// Any error as a storage error (other errors keep their description).
    nonisolated static func storageError(_ error: Error) -> StorageError {
        error as? StorageError ?? StorageError(kind: .other, sqliteMessage: "\(error)")
    }
}

extension StorageError {
    /// The file exists but is damaged or is not a database: "Start Fresh" can help.
    var isDamagedFile: Bool { kind == .corrupt || kind == .notADatabase }
}
