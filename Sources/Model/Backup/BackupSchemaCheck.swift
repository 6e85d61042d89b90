import Foundation

/// The schema of a restore file against the tables a backup has: exactly the manifest
/// and each collection's tables with exactly their columns. Anything else — a trigger,
/// a view, a virtual table, an index, `sqlite_sequence`, an unknown table or column —
/// is refused rather than ignored: Drilldown's backups never have one, so its presence
/// means the file was made or changed by something else.
enum BackupSchemaCheck {
    /// The tables a backup of `collections` has, with their columns.
    static func expectedTables(_ collections: [BackupCollection]) -> [(name: String, columns: [String])] {
        [("manifest", ["key", "value"])]
            + collections.flatMap { $0.tables.map { (name: $0.name, columns: $0.columns.map(\.name)) } }
    }

    /// Refuses every schema object that is not one of the expected tables.
    static func objects(_ database: Database, collections: [BackupCollection]) throws {
        let objects = try database.query("SELECT type, name, coalesce(sql, '') FROM sqlite_schema") {
            (type: $0.string(0), name: $0.string(1), sql: $0.string(2))
        }
        let known = Set(expectedTables(collections).map { $0.name.lowercased() })
        for object in objects {
            switch object.type {
            case "trigger": throw BackupError.refused(fill(tr("it contains a trigger (“%1$@”)."), object.name))
            case "view": throw BackupError.refused(fill(tr("it contains a view (“%1$@”)."), object.name))
            default: break
            }
            let words = object.sql.uppercased().split(whereSeparator: { $0.isWhitespace }).prefix(3)
            if words.contains("VIRTUAL") {
                throw BackupError.refused(fill(tr("it contains a virtual table (“%1$@”)."), object.name))
            }
        }
        for object in objects {
            if object.name.lowercased() == "sqlite_sequence" {
                throw BackupError.refused(tr("it contains an AUTOINCREMENT counter (sqlite_sequence)."))
            }
            guard object.type == "table" else {
                throw BackupError.refused(fill(tr("it contains an index (“%1$@”)."), object.name))
            }
            guard known.contains(object.name.lowercased()) else {
                throw BackupError.refused(fill(tr("it contains an unknown table (“%1$@”)."), object.name))
            }
        }
        for table in expectedTables(collections) where !objects.contains(where: { $0.name == table.name }) {
            throw BackupError.refused(fill(tr("the table “%1$@” is missing."), table.name))
        }
    }

    /// Refuses a table that lacks one of its columns or has one more (hidden and
    /// generated columns included).
    static func tables(_ database: Database, collections: [BackupCollection]) throws {
        for table in expectedTables(collections) {
            let columns = try database.query("SELECT name FROM pragma_table_xinfo(?)", [.text(table.name)]) {
                $0.string(0)
            }
            let found = Set(columns.map { $0.lowercased() })
            for column in table.columns where !found.contains(column.lowercased()) {
                throw BackupError.refused(
                    fill(tr("the table “%1$@” lacks the column “%2$@”."), table.name, column))
            }
            let wanted = Set(table.columns.map { $0.lowercased() })
            if let extra = columns.first(where: { !wanted.contains($0.lowercased()) }) {
                throw BackupError.refused(
                    fill(tr("the table “%1$@” has an unknown column (“%2$@”)."), table.name, extra))
            }
        }
    }
}
