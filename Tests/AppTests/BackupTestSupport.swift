import Foundation
import XCTest

@testable import DrilldownApp
@testable import Model

/// A data folder with the app's five stores, backups of it, and fingerprints of every
/// row and picture byte of its stores (to prove a restore changed all or nothing).
@MainActor
struct BackupFixture {
    let folder: URL
    let services: AppServices

    @MainActor
    init() throws {
        folder = try CoffeeFixtures.folder().appendingPathComponent("data", isDirectory: true)
        services = AppServices(
            location: DataLocation(bundledData: DataLocation.current().bundledData, userData: folder))
        _ = try AppServices.backupSources(services.sections.compactMap(\.store), shelf: services.stores)
    }

    /// The app's services on an existing folder, as on the next start (which finishes
    /// or forgets an interrupted restore).
    @MainActor
    init(reopening folder: URL) {
        self.folder = folder
        services = AppServices(
            location: DataLocation(bundledData: DataLocation.current().bundledData, userData: folder))
    }

    @MainActor var collections: [BackupCollection] { services.backupCollections }
    @MainActor var sections: [SectionStore] { services.sections.compactMap(\.store) }

    /// Adds rows to every collection, with pictures.
    func addRows(_ tag: String) throws {
        let picture = try Data(contentsOf: CoffeeFixtures.png(width: 40, height: 30, rgba: 0x1234_56FF))
        let coffees: CoffeeStore = try services.stores.store()
        let coffee = try coffees.insert(name: "Coffee \(tag)", price: Decimal(string: "3.25") ?? 0)
        try coffees.setImage(id: coffee, png: picture)
        let todos: TodoStore = try services.stores.store()
        try todos.insert(text: "To-do \(tag) ✓", priority: .high)
        let animals: ZooStore = try services.stores.store()
        try animals.insert(name: "Animal \(tag)", description: "Näher \(tag)")
        let recipes: RecipeStore = try services.stores.store()
        try recipes.insert(name: "Recipe \(tag)", description: "Stir", ingredients: ["Salt \(tag)", "Water"])
        let cities: CityStore = try services.stores.store()
        try cities.insert(name: "City \(tag)", description: "東京 \(tag)", png: picture)
    }

    /// Every value of every backed-up table of the store files, typed and byte for byte.
    @MainActor func fingerprint() throws -> [String: [String]] {
        var result: [String: [String]] = [:]
        for collection in collections {
            let database = try Database(
                path: folder.appendingPathComponent(collection.schema.fileName).path, mode: .readOnly)
            defer { database.close() }
            for table in collection.tables {
                let columns = table.columns.map { "typeof(\($0.name)) || ':' || quote(\($0.name))" }
                    .joined(separator: " || '|' || ")
                result[table.storeTable] = try database.query(
                    "SELECT \(columns) FROM \(table.storeTable) ORDER BY \(table.idColumn)"
                ) { $0.string(0) }
            }
            XCTAssertEqual(
                try database.query("PRAGMA integrity_check") { $0.string(0) }, ["ok"], collection.schema.fileName)
        }
        return result
    }

    /// Writes a backup of the stores now.
    @MainActor func backUp(to url: URL) throws {
        try BackupWriter.write(
            AppServices.backupSources(sections, shelf: services.stores), to: url, appVersion: "test")
    }

    /// Restores `url` as the app does (stage, then the stores closed and the files replaced).
    @MainActor @discardableResult
    func restore(_ url: URL) throws -> BackupRestore.Undo {
        let collections = self.collections
        let folder = self.folder
        let staged = try BackupRestore.stage(
            url, collections: collections, folder: folder, checkPicture: BackupPictures.check)
        return try services.stores.replacingFiles { () throws(BackupError) in
            try BackupRestore.commit(staged, in: folder)
        }
    }

    /// Files of the data folder other than the stores and their companions.
    func strayFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            !$0.hasSuffix(".sqlite") && !$0.hasSuffix(".sqlite-wal") && !$0.hasSuffix(".sqlite-shm")
                && $0 != "web-cache"
        }.sorted()
    }
}

/// Changes a copy of a backup file with SQL, in rollback-journal mode as backups are.
enum BackupMutation {
    static func copy(_ backup: URL, _ name: String) throws -> URL {
        let copy = backup.deletingLastPathComponent().appendingPathComponent(name)
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: backup, to: copy)
        return copy
    }

    static func apply(_ sql: String, to file: URL, vacuum: Bool = true) throws {
        let database = try Database(path: file.path, mode: .readWrite(create: false))
        defer { database.close() }
        try database.execute("PRAGMA journal_mode = DELETE")
        try database.execute(sql)
        if vacuum { try database.execute("VACUUM") }
    }

    /// Overwrites 4 bytes of the header at `offset` with `value` (big-endian).
    static func patchHeader(_ file: URL, offset: UInt64, value: UInt32) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seek(toOffset: offset)
        handle.write(Data(withUnsafeBytes(of: value.bigEndian) { Array($0) }))
    }
}
