import Foundation

/// Replaces several store files at once so that a crash at any moment leaves either all
/// the old files or all the new ones, never a mix.
///
/// 1. The new files are already complete and synced beside the old (`<name>.restore-new`).
/// 2. A journal (`restore-journal.json`: for each store file its new file and the dated
///    name the old one gets) is written to a scratch name, synced and renamed into
///    place: from this moment the replacement is decided.
/// 3. For each file: the old file (its `-wal`/`-shm` first) is renamed to its dated name,
///    then the new file to the store's name; the folder is synced.
/// 4. The journal is removed.
///
/// `recover(in:)`, run before any store is opened, finishes an interrupted replacement
/// when the journal exists (every step is a rename that is skipped once done), and
/// otherwise removes new files left by a restore that stopped before step 2: the old
/// data stays. The connections to the old files must be closed first (`StoreShelf`).
public enum StoreReplacement {
    /// One store file: what replaces it (nil: it is only set aside) and where the old
    /// one goes (nil when there is none).
    public struct Entry: Codable, Sendable, Equatable {
        public var target: String
        public var source: String?
        public var keep: String
    }

    static let journalName = "restore-journal.json"

    /// Replaces each entry's target with its source in `folder`; returns the entries
    /// whose old file was kept (for `undo`). `step` is told each step as it is done.
    @discardableResult
    public static func replace(
        _ entries: [Entry], in folder: URL, step: (@Sendable (String) -> Void)? = nil
    ) throws(BackupError) -> [Entry] {
        let journal = folder.appendingPathComponent(journalName)
        let scratch = folder.appendingPathComponent(journalName + ".partial")
        do {
            let data = try JSONEncoder().encode(entries)
            try data.write(to: scratch)
        } catch {
            throw BackupError.storage(error)
        }
        try FileSync.file(scratch)
        try FileSync.rename(scratch, to: journal)
        try FileSync.folder(folder)
        step?("journal written")
        let kept = try rollForward(entries, in: folder, step: step)
        do {
            try FileManager.default.removeItem(at: journal)
        } catch {
            throw BackupError.storage(error)
        }
        try FileSync.folder(folder)
        step?("journal removed")
        return kept
    }

    /// Finishes or forgets an interrupted replacement in `folder` (see the type's comment).
    public static func recover(in folder: URL, staged: [String]) throws(BackupError) {
        let journal = folder.appendingPathComponent(journalName)
        let fileManager = FileManager.default
        if let data = fileManager.contents(atPath: journal.path) {
            // A journal that does not decode is reported, as damaged, by the throw below.
            guard let entries = try? JSONDecoder().decode([Entry].self, from: data),
                entries.allSatisfy({
                    isPlainName($0.target) && isPlainName($0.keep) && ($0.source.map(isPlainName) ?? true)
                })
            else {
                throw BackupError(tr("An interrupted restore could not be finished: its journal is damaged."))
            }
            _ = try rollForward(entries, in: folder, step: nil)
            do { try fileManager.removeItem(at: journal) } catch { throw BackupError.storage(error) }
            try FileSync.folder(folder)
        }
        // Never decided: the old files are whole; the new ones go (a partial journal that
        // cannot be removed is ignored on every start, so nothing is lost by leaving it).
        try? fileManager.removeItem(at: folder.appendingPathComponent(journalName + ".partial"))
        for name in staged { BackupWriter.removeWithCompanions(folder.appendingPathComponent(name)) }
    }

    private static func rollForward(
        _ entries: [Entry], in folder: URL, step: (@Sendable (String) -> Void)?
    ) throws(BackupError) -> [Entry] {
        let fileManager = FileManager.default
        var kept: [Entry] = []
        for entry in entries {
            let target = folder.appendingPathComponent(entry.target)
            let keep = folder.appendingPathComponent(entry.keep)
            let source = entry.source.map { folder.appendingPathComponent($0) }
            // The source is still there until the last rename of this entry: the old file
            // goes aside first (unless it went before a crash), then the new one moves in.
            let pending =
                source.map { fileManager.fileExists(atPath: $0.path) } ?? !fileManager.fileExists(atPath: keep.path)
            if pending, fileManager.fileExists(atPath: target.path) {
                for suffix in ["-wal", "-shm"] where fileManager.fileExists(atPath: target.path + suffix) {
                    try FileSync.rename(
                        URL(fileURLWithPath: target.path + suffix), to: URL(fileURLWithPath: keep.path + suffix))
                }
                try FileSync.rename(target, to: keep)
                step?("kept \(entry.target)")
            }
            if let source, fileManager.fileExists(atPath: source.path) {
                try FileSync.rename(source, to: target)
                step?("moved \(entry.target)")
            }
            if fileManager.fileExists(atPath: keep.path) { kept.append(entry) }
        }
        try FileSync.folder(folder)
        return kept
    }

    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && name != "." && name != ".."
    }
}
