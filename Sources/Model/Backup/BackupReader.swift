import CSQLite
import Foundation

/// A restore file opened as hostile input. `open` refuses, with a sentence naming what
/// is wrong, anything that is not exactly a backup this Drilldown writes: the header is
/// checked first (`BackupFileHeader`), then the file is opened read-only and immutable
/// (no journal or `-wal` beside it is read, nothing is written) with SQLite's defensive
/// settings — no extension loading, `SQLITE_DBCONFIG_DEFENSIVE`, triggers and views
/// disabled, `trusted_schema` and `query_only` on, `cell_size_check`, value sizes capped —
/// then `quick_check`, then the schema: triggers, views, virtual tables, indexes,
/// `sqlite_sequence` and unknown tables or columns are refused, as are missing ones and
/// a manifest from another program or a newer format. Values are read only through
/// explicit SELECTs of the known columns (`BackupStaging` checks each one).
final class BackupReader {
    let database: Database
    let manifest: BackupManifest

    private init(database: Database, manifest: BackupManifest) {
        self.database = database
        self.manifest = manifest
    }

    deinit { database.close() }

    /// Opens and checks `url` as a backup of `collections`.
    static func open(_ url: URL, collections: [BackupCollection]) throws(BackupError) -> BackupReader {
        _ = try BackupFileHeader.check(url)
        let database: Database
        do {
            database = try Database(path: url.path, mode: .immutable)
        } catch {
            throw BackupError.refused(tr("it cannot be opened as a database."), detail: "\(error)")
        }
        do {
            try harden(database)
            let problems = try database.query("PRAGMA quick_check(3)") { $0.string(0) }
            guard problems == ["ok"] else {
                throw BackupError.refused(tr("it is damaged."), detail: problems.joined(separator: "; "))
            }
            try BackupSchemaCheck.objects(database, collections: collections)
            let manifest = try BackupManifestReader.read(database, collections: collections)
            try BackupSchemaCheck.tables(database, collections: collections)
            try BackupManifestReader.checkCounts(manifest, database, collections: collections)
            return BackupReader(database: database, manifest: manifest)
        } catch let error as BackupError {
            database.close()
            throw error
        } catch let error as StorageError {
            database.close()
            throw BackupError.refused(
                error.kind == .corrupt || error.kind == .notADatabase ? tr("it is damaged.") : error.message,
                detail: error.description)
        } catch {
            database.close()
            throw BackupError.storage(error)
        }
    }

    /// Applies the defensive settings before the schema is read.
    private static func harden(_ database: Database) throws {
        guard let handle = database.handle else { throw BackupError.refused(tr("it cannot be opened as a database.")) }
        sqlite3_enable_load_extension(handle, 0)
        for (option, value) in [
            (SQLITE_DBCONFIG_DEFENSIVE, 1), (SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0), (SQLITE_DBCONFIG_ENABLE_TRIGGER, 0),
            (SQLITE_DBCONFIG_ENABLE_VIEW, 0), (SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0),
        ] {
            let rc = dd_sqlite3_db_config_int(handle, option, Int32(value))
            guard rc == SQLITE_OK else { throw database.error(code: rc) }
        }
        sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, Int32(BackupLimits.pictureBytes + 1024))
        sqlite3_limit(handle, SQLITE_LIMIT_ATTACHED, 0)
        try database.execute("PRAGMA query_only = ON")
        try database.execute("PRAGMA cell_size_check = ON")
        try database.execute("PRAGMA mmap_size = 0")
    }
}
