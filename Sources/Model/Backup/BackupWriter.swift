import Foundation

/// Writes a backup: one SQLite file holding a manifest and every table of every
/// collection, made beside the target, synced to disk and then renamed over it (a
/// failure or a crash leaves at most a hidden `.partial` file, never half a backup).
///
/// Each collection is copied in one read transaction on its store's file (attached
/// read-only), so a backup taken while the app writes holds each collection as it was
/// at one moment: WAL readers see one snapshot and never block the writer.
public enum BackupWriter {
    /// One collection to back up and the store file it lives in (opened and migrated by
    /// the caller, so its tables are at the latest version).
    public struct Source: Sendable {
        public let collection: BackupCollection
        public let file: URL

        public init(collection: BackupCollection, file: URL) {
            self.collection = collection
            self.file = file
        }
    }

    /// Writes the backup of `sources` to `target`; returns its manifest.
    @discardableResult
    public static func write(
        _ sources: [Source], to target: URL, appVersion: String, now: Date = Date()
    ) throws(BackupError) -> BackupManifest {
        let folder = target.deletingLastPathComponent()
        let partial = folder.appendingPathComponent(
            ".\(target.lastPathComponent).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).partial")
        defer { removeWithCompanions(partial) }
        let manifest: BackupManifest
        do {
            let database = try Database(path: partial.path, mode: .readWrite(create: true))
            defer { database.close() }
            // A scratch file until it is renamed: no journal, and one fsync at the end.
            try database.execute("PRAGMA journal_mode = OFF")
            try database.execute("PRAGMA synchronous = OFF")
            try database.execute("CREATE TABLE manifest(key TEXT NOT NULL, value TEXT NOT NULL)")
            var counts: [String: Int] = [:]
            for source in sources {
                counts[source.collection.key] = try copy(source, into: database)
            }
            manifest = BackupManifest(
                formatVersion: BackupManifest.currentFormatVersion, appVersion: appVersion, created: now,
                counts: counts)
            try database.transaction {
                for (key, value) in manifest.rows {
                    try database.run("INSERT INTO manifest(key, value) VALUES (?, ?)", [.text(key), .text(value)])
                }
            }
        } catch {
            throw BackupError.storage(error)
        }
        try FileSync.file(partial)
        try FileSync.rename(partial, to: target)
        try FileSync.folder(folder)
        return manifest
    }

    /// Copies the collection's tables in one read transaction; returns the main table's rows.
    private static func copy(_ source: Source, into database: Database) throws -> Int {
        for table in source.collection.tables {
            // Untyped columns: every value keeps its storage class, byte for byte.
            try database.execute("CREATE TABLE \(table.name)(\(table.columnList))")
        }
        try database.run("ATTACH DATABASE ? AS source", [.text(Database.uri(forPath: source.file.path) + "?mode=ro")])
        defer { try? database.execute("DETACH DATABASE source") } // a failed detach only keeps a read handle
        return try database.transaction {
            var mainCount = 0
            for (index, table) in source.collection.tables.enumerated() {
                let copied = try database.run(
                    "INSERT INTO main.\(table.name)(\(table.columnList)) SELECT \(table.columnList) "
                        + "FROM source.\(table.storeTable) ORDER BY \(table.idColumn)")
                if index == 0 { mainCount = copied }
            }
            return mainCount
        }
    }

    static func removeWithCompanions(_ file: URL) {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            // Nothing to report: the file is a scratch copy that may not exist.
            try? FileManager.default.removeItem(atPath: file.path + suffix)
        }
    }
}
