import Foundation

/// One step of a collection's schema history. Step `version` turns a database at
/// `version - 1` into one at `version`.
struct Migration: Sendable {
    let version: Int
    let apply: @Sendable (Database) throws -> Void
}

/// What a collection's database looks like: its file, its schema history and its seed.
public struct StoreSchema: Sendable {
    /// The file name under the user data folder, e.g. `coffee.sqlite`.
    let fileName: String
    /// The table whose absence means "this is a new database: seed it".
    let mainTable: String
    /// The migrations in order, versions 1, 2, 3… without gaps.
    let migrations: [Migration]
    /// The seed script under `data/sql/`, run once on a new database after the
    /// migrations (in the same transaction).
    let seedScript: String

    var latestVersion: Int { migrations.last?.version ?? 0 }
}

/// Applies migrations and the first-run seed.
enum Migrator {
    /// Brings `database` to the schema's latest version in one `BEGIN IMMEDIATE`
    /// transaction: either every step (and the seed, on a new database) is applied and
    /// `user_version` is set, or nothing changes.
    ///
    /// A file at version 0 that already has the main table (made by the original
    /// tutorial, say) is adopted: its rows are kept and it is not seeded.
    static func migrate(_ database: Database, schema: StoreSchema, bundledData: URL) throws {
        // Cheap check outside the write lock: most opens find nothing to do.
        let current = try database.userVersion()
        if current == schema.latestVersion { return }
        if current > schema.latestVersion {
            throw StorageError(
                kind: .schemaTooNew, path: database.path,
                sqliteMessage: "user_version \(current) > \(schema.latestVersion)")
        }
        try database.transaction {
            // Read again under the write lock: another process may have migrated.
            let version = try database.userVersion()
            if version >= schema.latestVersion { return }
            let isNew = version == 0 ? !(try database.tableExists(schema.mainTable)) : false
            for step in schema.migrations where step.version > version {
                try step.apply(database)
            }
            if isNew {
                try seed(database, script: schema.seedScript, bundledData: bundledData)
            }
            try database.setUserVersion(schema.latestVersion)
        }
    }

    /// Runs `data/sql/<script>` with `bundled_file()` available for pictures.
    static func seed(_ database: Database, script: String, bundledData: URL) throws {
        let url = bundledData.appendingPathComponent("sql", isDirectory: true).appendingPathComponent(script)
        let sql: String
        do {
            sql = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw StorageError(kind: .missingBundledData, path: url.path, sqliteMessage: "\(error)")
        }
        do {
            try database.withBundledFiles(root: bundledData) {
                try database.execute(sql)
            }
        } catch let error as StorageError where error.sqliteMessage?.contains("bundled file missing") == true {
            throw StorageError(
                kind: .missingBundledData, path: url.path, code: error.code, sqliteMessage: error.sqliteMessage)
        }
    }
}
