import Foundation

/// Restoring a backup, in the steps the app runs off the main thread:
/// `inspect` (what the file holds, for the confirmation), `stage` (the new store files
/// written and checked beside the user's, which stay untouched), `commit` (the atomic
/// replacement, once the stores' connections are closed), and `undo` (the replaced
/// files, kept with a dated name, put back the same way).
public enum BackupRestore {
    /// Nil when the picture is accepted, otherwise why it is refused (the app's picture gate).
    public typealias PictureCheck = @Sendable (Data) -> String?
    /// Told each step as it is done (`stage`, `commit`, `undo`).
    public typealias StepObserver = @Sendable (String) -> Void

    /// New store files written and checked, waiting for `commit`.
    public struct Staged: Sendable {
        public let manifest: BackupManifest
        let entries: [StoreReplacement.Entry]
    }

    /// What `undo` needs: which store files were replaced and where the old ones are.
    public struct Undo: Sendable {
        let entries: [StoreReplacement.Entry]
        /// The old files, kept in the data folder.
        public var keptFiles: [String] { entries.map(\.keep) }
    }

    /// Checks `url` and returns what it holds (nothing is written).
    public static func inspect(_ url: URL, collections: [BackupCollection]) throws(BackupError) -> BackupManifest {
        try BackupReader.open(url, collections: collections).manifest
    }

    /// Checks `url` again (it may have changed since `inspect`: then `expected` differs)
    /// and writes the new store files into `folder`.
    public static func stage(
        _ url: URL, collections: [BackupCollection], expected: BackupManifest? = nil, folder: URL,
        checkPicture: @escaping PictureCheck, now: Date = Date(), step: StepObserver? = nil
    ) throws(BackupError) -> Staged {
        let reader = try BackupReader.open(url, collections: collections)
        if let expected, expected != reader.manifest {
            throw BackupError.refused(tr("the file changed after it was read."))
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw BackupError.storage(error)
        }
        let names = try BackupStaging.stage(
            reader, collections: collections, folder: folder, checkPicture: checkPicture, step: step)
        let stamp = datedSuffix(now)
        let entries = zip(collections, names).map { collection, name in
            StoreReplacement.Entry(
                target: collection.schema.fileName, source: name,
                keep: freeName(collection.schema.fileName + ".replaced-" + stamp, in: folder))
        }
        return Staged(manifest: reader.manifest, entries: entries)
    }

    /// Replaces the store files with the staged ones. The stores must be closed.
    public static func commit(_ staged: Staged, in folder: URL, step: StepObserver? = nil) throws(BackupError) -> Undo {
        Undo(entries: try StoreReplacement.replace(staged.entries, in: folder, step: step))
    }

    /// Removes staged files that will not be committed.
    public static func discard(_ staged: Staged, in folder: URL) {
        for entry in staged.entries {
            if let source = entry.source { BackupWriter.removeWithCompanions(folder.appendingPathComponent(source)) }
        }
    }

    /// Puts the replaced files back; the restored ones are kept with a dated name. The
    /// stores must be closed.
    public static func undo(
        _ undo: Undo, collections: [BackupCollection], in folder: URL, now: Date = Date()
    )
        throws(BackupError)
    {
        let stamp = datedSuffix(now)
        let kept = Dictionary(undo.entries.map { ($0.target, $0.keep) }, uniquingKeysWith: { first, _ in first })
        let entries = collections.map { collection in
            let name = collection.schema.fileName
            return StoreReplacement.Entry(
                target: name, source: kept[name], keep: freeName(name + ".restored-" + stamp, in: folder))
        }
        for case let source? in entries.map(\.source) {
            try settle(folder.appendingPathComponent(source))
        }
        try StoreReplacement.replace(entries, in: folder)
    }

    /// Folds a kept file's `-wal` into it (a connection opened and closed as the last
    /// one checkpoints and removes it), so that the file alone holds its data.
    private static func settle(_ file: URL) throws(BackupError) {
        guard FileManager.default.fileExists(atPath: file.path + "-wal") else { return }
        do {
            let database = try Database(path: file.path, mode: .readWrite(create: false))
            try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            database.close()
        } catch {
            throw BackupError.storage(error)
        }
    }

    /// Finishes or forgets a restore a crash interrupted; run before any store opens.
    public static func recover(in folder: URL, collections: [BackupCollection]) throws(BackupError) {
        try StoreReplacement.recover(in: folder, staged: collections.map { BackupStaging.newFileName($0.schema) })
    }

    static func datedSuffix(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }

    private static func freeName(_ name: String, in folder: URL) -> String {
        var candidate = name
        var counter = 2
        while FileManager.default.fileExists(atPath: folder.appendingPathComponent(candidate).path) {
            candidate = name + "-\(counter)"
            counter += 1
        }
        return candidate
    }
}
