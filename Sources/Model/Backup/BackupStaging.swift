import CSQLite
import Foundation

/// Copies a checked restore file into new store files beside the user's
/// (`<name>.restore-new`, at the stores' latest schema version, unseeded), checking
/// every value on the way: ids positive, below 2^53 and unique; references to rows the
/// file holds; text UTF-8 and of bounded length; numbers finite; pictures through the
/// caller's picture gate. The first bad value refuses the whole restore, and the new
/// files are removed: the user's files are never opened here.
enum BackupStaging {
    /// Nil when the picture is accepted, otherwise why it is refused.
    typealias PictureCheck = @Sendable (Data) -> String?

    static func newFileName(_ schema: StoreSchema) -> String { schema.fileName + ".restore-new" }

    /// Writes one new file per collection; returns their names, in `collections`' order.
    static func stage(
        _ reader: BackupReader, collections: [BackupCollection], folder: URL, checkPicture: PictureCheck,
        step: ((String) -> Void)?
    ) throws(BackupError) -> [String] {
        var written: [String] = []
        do {
            for collection in collections {
                let name = newFileName(collection.schema)
                let file = folder.appendingPathComponent(name)
                BackupWriter.removeWithCompanions(file)
                written.append(name)
                try write(collection, from: reader, to: file, checkPicture: checkPicture)
                try FileSync.file(file)
                step?("staged \(collection.key)")
            }
            try FileSync.folder(folder)
            return written
        } catch {
            for name in written { BackupWriter.removeWithCompanions(folder.appendingPathComponent(name)) }
            throw BackupError.storage(error)
        }
    }

    private static func write(
        _ collection: BackupCollection, from reader: BackupReader, to file: URL, checkPicture: PictureCheck
    ) throws {
        let target = try Database(path: file.path, mode: .readWrite(create: true))
        defer { target.close() }
        try target.transaction {
            for migration in collection.schema.migrations { try migration.apply(target) }
            try target.setUserVersion(collection.schema.latestVersion)
            var ids: [String: Set<Int64>] = [:]
            for table in collection.tables {
                ids[table.name] = try copy(table, from: reader.database, to: target, ids: ids, check: checkPicture)
            }
        }
    }

    /// Copies one table row by row; returns the ids it copied.
    private static func copy(
        _ table: BackupTable, from source: Database, to target: Database, ids: [String: Set<Int64>],
        check: PictureCheck
    ) throws -> Set<Int64> {
        let placeholders = Array(repeating: "?", count: table.columns.count).joined(separator: ", ")
        let insert = "INSERT INTO \(table.storeTable)(\(table.columnList)) VALUES (\(placeholders))"
        var seen = Set<Int64>()
        var ordinal = 0
        let select = try source.prepare("SELECT \(table.columnList) FROM \(table.name)")
        try select.bind([])
        defer { select.reset() }
        while try select.step() {
            ordinal += 1
            let row = BackupValues(handle: select.handle, table: table.name, ordinal: ordinal)
            var values: [SQLValue] = []
            for (index, column) in table.columns.enumerated() {
                values.append(try row.value(Int32(index), column, ids: ids, check: check))
            }
            if case .integer(let id) = values.first {
                guard seen.insert(id).inserted else {
                    throw BackupError.refused(fill(tr("the id %1$@ appears twice in “%2$@”."), String(id), table.name))
                }
            }
            try target.run(insert, values)
        }
        return seen
    }
}
