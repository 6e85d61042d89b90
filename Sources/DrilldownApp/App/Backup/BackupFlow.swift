import Foundation
import Gtk
import Model

/// The main menu's Back Up… and Restore…: the file choosers, the confirmation of what a
/// restore file holds, the work off the main thread (after the writes already queued,
/// on `FormSave.writes`), and the toasts (Restore's with Undo). After a restore or its
/// undo the window goes back to the home page and the home search is rebuilt, so every
/// page and result shown next reads the restored files.
@MainActor
final class BackupFlow {
    private let context: PageContext
    private let toast: ToastOverlay
    /// The chooser or question on screen, kept while it is shown.
    private var chooser: FileChooser?

    init(context: PageContext, toast: ToastOverlay) {
        self.context = context
        self.toast = toast
    }

    private var services: AppServices { context.services }

    // MARK: Back Up

    func backUp() {
        let day = BackupManifest.day(Date())
        let chooser = FileChooser(
            savingTitle: tr("Back Up"), parent: context.window,
            suggestedName: fill(tr("Drilldown Backup %1$@"), day) + BackupFlow.fileExtension,
            acceptLabel: tr("_Save"), cancelLabel: tr("_Cancel"))
        self.chooser = chooser
        chooser.present { [weak self] (url: URL?) in
            self?.chooser = nil
            if let url { self?.backUp(to: url) }
        }
    }

    func backUp(to url: URL) {
        let sections = services.sections.compactMap(\.store)
        let shelf = services.stores
        Background.run(
            on: FormSave.writes,
            { () throws(BackupError) -> BackupManifest in
                let sources: [BackupWriter.Source]
                do {
                    sources = try AppServices.backupSources(sections, shelf: shelf)
                } catch {
                    throw BackupError.storage(error)
                }
                return try BackupWriter.write(sources, to: url, appVersion: AppInfo.version)
            }
        ) { [weak self] result in
            switch result {
            case .success:
                self?.toast.show(fill(tr("Backed up to “%1$@”"), url.lastPathComponent))
            case .failure(let error):
                Log.problem("backup to \(url.path): \(error)")
                self?.context.showError(tr("Could Not Back Up"), error.message)
            }
        }
    }

    // MARK: Restore

    func restore() {
        let chooser = FileChooser(
            title: tr("Restore"), parent: context.window, acceptLabel: tr("_Open"), cancelLabel: tr("_Cancel"))
        chooser.addFilter(name: tr("Drilldown Backups"), patterns: ["*" + BackupFlow.fileExtension])
        chooser.addFilter(name: tr("All Files"), patterns: ["*"])
        self.chooser = chooser
        chooser.present { [weak self] (url: URL?) in
            self?.chooser = nil
            if let url { self?.inspect(url) }
        }
    }

    func inspect(_ url: URL) {
        let collections = services.backupCollections
        Background.run({ () throws(BackupError) in try BackupRestore.inspect(url, collections: collections) }) {
            [weak self] result in
            switch result {
            case .success(let manifest): self?.confirm(url, manifest: manifest)
            case .failure(let error): self?.refused(url, error)
            }
        }
    }

    private func confirm(_ url: URL, manifest: BackupManifest) {
        let lines = manifest.countLines(of: services.backupCollections).joined(separator: "\n")
        let made = fill(tr("Made on %1$@ by Drilldown %2$@."), manifest.createdDay, manifest.appVersion)
        let replaced = tr("Everything in Drilldown now is replaced; the current data is kept in the data folder.")
        let question = ConfirmAlert(
            parent: context.window, heading: tr("Restore This Backup?"),
            body: lines + "\n\n" + made + " " + replaced, cancel: tr("_Cancel"), confirm: tr("_Restore"),
            isDestructive: true)
        question.ask { [weak self] confirmed in
            if confirmed { self?.replace(with: url, manifest: manifest) }
        }
    }

    private func replace(with url: URL, manifest: BackupManifest) {
        let collections = services.backupCollections
        let shelf = services.stores
        let folder = services.location.userData
        Background.run(
            on: FormSave.writes,
            { () throws(BackupError) -> BackupRestore.Undo in
                let staged = try BackupRestore.stage(
                    url, collections: collections, expected: manifest, folder: folder,
                    checkPicture: BackupPictures.check)
                do throws(BackupError) {
                    return try shelf.replacingFiles { () throws(BackupError) in
                        try BackupRestore.commit(staged, in: folder)
                    }
                } catch {
                    BackupRestore.discard(staged, in: folder)
                    throw error
                }
            }
        ) { [weak self] result in
            switch result {
            case .success(let undo): self?.restored(undo)
            case .failure(let error): self?.refused(url, error)
            }
        }
    }

    private func restored(_ undo: BackupRestore.Undo) {
        context.navigation?.popToRoot()
        services.search.storesReplaced()
        toast.show(tr("Backup restored"), actionTitle: tr("_Undo"), seconds: 10) { [weak self] in
            self?.undo(undo)
        }
    }

    private func undo(_ undo: BackupRestore.Undo) {
        let collections = services.backupCollections
        let shelf = services.stores
        let folder = services.location.userData
        Background.run(
            on: FormSave.writes,
            { () throws(BackupError) in
                try shelf.replacingFiles { () throws(BackupError) in
                    try BackupRestore.undo(undo, collections: collections, in: folder)
                }
            }
        ) { [weak self] result in
            self?.context.navigation?.popToRoot()
            self?.services.search.storesReplaced()
            switch result {
            case .success: self?.toast.show(tr("The data from before the restore is back"))
            case .failure(let error):
                Log.problem("undoing a restore: \(error)")
                self?.context.showError(tr("Could Not Undo the Restore"), error.message)
            }
        }
    }

    private func refused(_ url: URL, _ error: BackupError) {
        Log.problem("restore of \(url.path): \(error)")
        context.showError(fill(tr("Could Not Restore “%1$@”"), url.lastPathComponent), error.message)
    }

    static let fileExtension = ".drilldown-backup"
}
