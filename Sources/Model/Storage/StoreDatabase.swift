internal import CGio
import CSQLite
import Foundation

/// The SQLite file of one collection, opened safely, with one connection used under a
/// lock. Every store (`CoffeeStore`, `TodoStore`…) wraps one.
///
/// Opening never deletes or overwrites the user's file:
/// - a missing file is created, migrated and seeded from `data/sql/` in one transaction;
/// - a file that is not a database, or is damaged, throws `.notADatabase` / `.corrupt`
///   and stays as it is (`startFresh` sets it aside and begins a new one);
/// - a file that cannot be written (read-only file or folder) is opened read-only, so
///   the app can still browse; writes then throw `.readOnly`;
/// - a file from a newer Drilldown throws `.schemaTooNew`.
///
/// Threading: `read` and `write` take the lock, so the store may be used from any
/// thread; calls are serialized, never concurrent. The app never calls a store from GLib's
/// main loop (the window would wait for the lock, a busy file or a long read): in debug
/// builds, opening, reading or writing from a callback of the main loop on the main
/// thread stops the program (`assertOffMainLoop`), so a test that reaches such a call
/// fails.
public final class StoreDatabase: @unchecked Sendable {
    // @unchecked: `database` is only used with `lock` held; the rest is immutable.
    let fileURL: URL
    let schema: StoreSchema
    let bundledData: URL
    let observers = ChangeObservers()
    private let lock = NSLock()
    private let database: Database
    /// Set by `close()`: every later call throws `.cannotOpen`.
    private var isClosed = false

    /// Files up to this size get a `PRAGMA quick_check` when opened (a few milliseconds
    /// for a collection); bigger ones report damage when a query meets it. The check
    /// reads the whole file: a million coffees (33 MB) took 210–320 ms, most of what
    /// separated that list's first drawing from a thousand coffees' (8 MB: ~250,000).
    static let quickCheckLimit = 8 * 1024 * 1024

    var isReadOnly: Bool { database.isReadOnly }

    private init(fileURL: URL, schema: StoreSchema, bundledData: URL, database: Database) {
        self.fileURL = fileURL
        self.schema = schema
        self.bundledData = bundledData
        self.database = database
    }

    deinit { database.close() }

    /// The file of `schema` in `location`'s user data folder.
    static func fileURL(for schema: StoreSchema, in location: DataLocation) -> URL {
        location.userData.appendingPathComponent(schema.fileName, isDirectory: false)
    }

    /// Opens (creating, migrating and seeding as needed) the collection's database.
    static func open(
        _ schema: StoreSchema, in location: DataLocation,
        options: Database.Options = Database.Options()
    ) throws -> StoreDatabase {
        assertOffMainLoop("opening \(schema.fileName)")
        let file = fileURL(for: schema, in: location)
        let fileManager = FileManager.default
        var folderError: Error?
        do {
            try fileManager.createDirectory(at: location.userData, withIntermediateDirectories: true)
        } catch {
            folderError = error
        }
        var isFolder: ObjCBool = false
        let exists = fileManager.fileExists(atPath: file.path, isDirectory: &isFolder)
        if exists && isFolder.boolValue {
            throw StorageError(kind: .cannotOpen, path: file.path, sqliteMessage: "is a folder")
        }
        if !exists, let folderError {
            throw StorageError(
                kind: folderIsReadOnly(folderError) ? .readOnly : .cannotOpen,
                path: location.userData.path, sqliteMessage: "\(folderError)")
        }
        if !exists, !isWritable(location.userData.path) {
            throw StorageError(kind: .readOnly, path: file.path, sqliteMessage: "the folder is read-only")
        }
        let opened: Database
        do {
            opened = try openWritable(
                file, exists: exists, schema: schema, bundledData: location.bundledData, options: options)
        } catch let error as StorageError where exists && (error.kind == .readOnly || error.kind == .cannotOpen) {
            opened = try openReadOnly(file, schema: schema, options: options)
        }
        return StoreDatabase(fileURL: file, schema: schema, bundledData: location.bundledData, database: opened)
    }

    private static func openWritable(
        _ file: URL, exists: Bool, schema: StoreSchema, bundledData: URL,
        options: Database.Options
    ) throws -> Database {
        if exists, !isWritable(file.path) || !isWritable(file.deletingLastPathComponent().path) {
            throw StorageError(kind: .readOnly, path: file.path, sqliteMessage: "no write permission")
        }
        let database = try Database(path: file.path, mode: .readWrite(create: !exists), options: options)
        do {
            try verify(database)
            try Migrator.migrate(database, schema: schema, bundledData: bundledData)
            return database
        } catch {
            database.close()
            throw error
        }
    }

    private static func openReadOnly(_ file: URL, schema: StoreSchema, options: Database.Options) throws -> Database {
        func attempt(_ mode: Database.Mode) throws -> Database {
            let database = try Database(path: file.path, mode: mode, options: options)
            do { try verify(database) } catch { database.close(); throw error }
            return database
        }
        let database: Database
        do {
            database = try attempt(.readOnly)
        } catch let error as StorageError where error.kind == .cannotOpen || error.kind == .readOnly {
            // A WAL file in a folder where `-shm` cannot be created: read it as immutable.
            database = try attempt(.immutable)
        }
        do {
            let version = try database.userVersion()
            if version > schema.latestVersion {
                throw StorageError(kind: .schemaTooNew, path: file.path, sqliteMessage: "user_version \(version)")
            }
            if version < schema.latestVersion {
                throw StorageError(
                    kind: .readOnly, path: file.path,
                    sqliteMessage: "schema version \(version) needs an upgrade, but the file is read-only")
            }
            return database
        } catch {
            database.close()
            throw error
        }
    }

    /// Reads the schema (page 1) and, for small files, runs `PRAGMA quick_check`, so a
    /// damaged file is reported at open rather than half-way through a page.
    private static func verify(_ database: Database) throws {
        if sqlite3_db_readonly(database.handle, "main") == 1, !database.isReadOnly {
            throw StorageError(kind: .readOnly, path: database.path, sqliteMessage: "opened read-only by SQLite")
        }
        _ = try database.scalar("SELECT count(*) FROM sqlite_schema")
        let size = (try? FileManager.default.attributesOfItem(atPath: database.path)[.size] as? Int) ?? 0
        if size <= quickCheckLimit {
            let problems = try database.query("PRAGMA quick_check") { $0.string(0) }
            if problems != ["ok"] {
                throw StorageError(
                    kind: .corrupt, path: database.path,
                    sqliteMessage: problems.prefix(3).joined(separator: "; "))
            }
        }
    }

    private static func isWritable(_ path: String) -> Bool {
        // AT_EACCESS: judge with the effective (file system) ids, as open(2) will.
        faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0
    }

    private static func folderIsReadOnly(_ error: Error) -> Bool {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain,
            nsError.code == NSFileWriteNoPermissionError
                || nsError.code == NSFileWriteVolumeReadOnlyError
        {
            return true
        }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return [EACCES, EPERM, EROFS].contains(Int32(underlying.code))
        }
        return false
    }

    /// Sets the collection's file aside as `<name>.corrupt-<timestamp>` (with its `-wal`
    /// and `-shm` companions, so nothing is lost) and opens a new, seeded database.
    /// Returns the new database and where the old file now is.
    static func startFresh(
        _ schema: StoreSchema, in location: DataLocation, now: Date = Date(),
        options: Database.Options = Database.Options()
    ) throws -> (StoreDatabase, URL?) {
        let file = fileURL(for: schema, in: location)
        let fileManager = FileManager.default
        var keptFile: URL?
        if fileManager.fileExists(atPath: file.path) {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
            let stamp = formatter.string(from: now)
            var candidate = URL(fileURLWithPath: file.path + ".corrupt-" + stamp)
            var counter = 2
            while fileManager.fileExists(atPath: candidate.path) {
                candidate = URL(fileURLWithPath: file.path + ".corrupt-" + stamp + "-\(counter)")
                counter += 1
            }
            do {
                // The companions first: a `-wal` left beside a new file would be replayed into it.
                for suffix in ["-wal", "-shm"] where fileManager.fileExists(atPath: file.path + suffix) {
                    try fileManager.moveItem(atPath: file.path + suffix, toPath: candidate.path + suffix)
                }
                try fileManager.moveItem(at: file, to: candidate)
            } catch {
                throw StorageError(
                    kind: folderIsReadOnly(error) ? .readOnly : .cannotOpen,
                    path: file.path, sqliteMessage: "\(error)")
            }
            keptFile = candidate
        }
        return (try open(schema, in: location, options: options), keptFile)
    }

    /// Runs `body` on the connection with the lock held.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        StoreDatabase.assertOffMainLoop("reading \(schema.fileName)")
        return try lock.withLock {
            try checkOpen()
            return try body(database)
        }
    }

    /// Closes the connection (a restore replaces the file); later calls throw `.cannotOpen`.
    public func close() {
        lock.withLock {
            isClosed = true
            database.close()
        }
    }

    private func checkOpen() throws {
        if isClosed { throw StorageError(kind: .cannotOpen, path: fileURL.path, sqliteMessage: "the store was closed") }
    }

    /// Runs `body` in a write transaction with the lock held; once COMMIT has returned,
    /// tells the observers about `changes(result)`.
    ///
    /// While another program holds the file's write lock, the write waits (up to the
    /// connection's busy timeout, then `.busy`) *without* holding this store's lock, so
    /// reads on other threads (the list on the main thread) go on meanwhile.
    @discardableResult
    func write<T>(changes: (T) -> [StoreChange], _ body: (Database) throws -> T) throws -> T {
        StoreDatabase.assertOffMainLoop("writing \(schema.fileName)")
        guard !isReadOnly else {
            throw StorageError(kind: .readOnly, path: fileURL.path, sqliteMessage: "opened read-only")
        }
        let patience = Date().addingTimeInterval(Double(database.busyTimeoutMilliseconds) / 1000)
        while true {
            do {
                let result = try lock.withLock {
                    try checkOpen()
                    return try database.withoutBusyWait { try database.transaction { try body(database) } }
                }
                for change in changes(result) { observers.notify(change) }
                return result
            } catch let error as StorageError where error.kind == .busy && Date() < patience {
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }

    /// `PRAGMA integrity_check` and `PRAGMA foreign_key_check` findings (empty when sound).
    func integrityProblems() throws -> [String] {
        try read { database in
            let integrity = try database.query("PRAGMA integrity_check") { $0.string(0) }.filter { $0 != "ok" }
            let foreignKeys = try database.query("PRAGMA foreign_key_check") {
                "foreign key: \($0.string(0)) row \($0.int64(1))"
            }
            return integrity + foreignKeys
        }
    }

    /// Debug builds: stops the program when store work runs in a callback of GLib's main
    /// loop on the main thread (a page reading in a change notification, say), where
    /// the window would wait for it; it belongs in `Background.run`. Code outside the main
    /// loop (a test setting up its data, a command-line tool) may use stores anywhere.
    static func assertOffMainLoop(_ what: @autoclosure () -> String) {
        assert(!(Thread.isMainThread && g_main_depth() > 0), "SQLite on the main thread: \(what())")
    }
}
