import CSQLite
import Foundation

/// Reads and checks the manifest of a restore file: Drilldown's format name, a format
/// this version reads (a newer one is refused, never guessed at), the app version, the
/// date, and a count for each collection that matches the rows the file holds.
enum BackupManifestReader {
    /// More rows than a manifest has: the rest is never read.
    static let rowLimit = 200

    static func read(_ database: Database, collections: [BackupCollection]) throws -> BackupManifest {
        let damaged = BackupError.refused(tr("its manifest is damaged."))
        let rows = try database.query("SELECT key, value FROM manifest LIMIT ?", [.integer(Int64(rowLimit + 1))]) {
            row -> (String, String)? in
            guard sqlite3_column_type(row.handle, 0) == SQLITE_TEXT, sqlite3_column_type(row.handle, 1) == SQLITE_TEXT,
                sqlite3_column_bytes(row.handle, 0) <= 256, sqlite3_column_bytes(row.handle, 1) <= 256
            else { return nil }
            return (row.string(0), row.string(1))
        }
        guard rows.count <= rowLimit else { throw damaged }
        var values: [String: String] = [:]
        for row in rows {
            guard let (key, value) = row, values[key] == nil else { throw damaged }
            values[key] = value
        }
        guard let format = values["format"] else { throw damaged }
        guard format == BackupManifest.formatName else {
            throw BackupError.refused(fill(tr("it is not a Drilldown backup (its format is “%1$@”)."), format))
        }
        guard let versionText = values["format_version"], let version = Int(versionText), version >= 1 else {
            throw damaged
        }
        guard version <= BackupManifest.currentFormatVersion else {
            throw BackupError.refused(
                fill(
                    tr("it was made by a newer Drilldown (backup format %1$@; this version reads format %2$@)."),
                    String(version), String(BackupManifest.currentFormatVersion)))
        }
        guard let appVersion = values["app_version"], let createdText = values["created"],
            let created = BackupManifest.dateFormatter().date(from: createdText)
        else { throw damaged }
        var counts: [String: Int] = [:]
        for collection in collections {
            guard let text = values["count.\(collection.key)"], let count = Int(text), count >= 0 else {
                throw damaged
            }
            counts[collection.key] = count
        }
        return BackupManifest(formatVersion: version, appVersion: appVersion, created: created, counts: counts)
    }

    /// Refuses a manifest whose counts are not the rows the tables hold.
    static func checkCounts(_ manifest: BackupManifest, _ database: Database, collections: [BackupCollection]) throws {
        for collection in collections {
            guard let table = collection.mainTable else { continue }
            let rows = Int(try database.scalar("SELECT count(*) FROM \(table.name)"))
            let announced = manifest.counts[collection.key] ?? 0
            guard rows == announced else {
                throw BackupError.refused(
                    fill(
                        tr("its manifest announces %1$@ rows in “%2$@”, but the table holds %3$@."),
                        String(announced), table.name, String(rows)))
            }
        }
    }
}
