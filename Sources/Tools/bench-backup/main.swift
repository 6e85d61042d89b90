import CSQLite
import Foundation
import Gtk
import Model

// Back up and restore of a large data folder (meson-helpers/bench-backup.sh), the app's
// path: BackupWriter, then BackupRestore.stage and commit with the picture gate.
//   bench-backup make DIR N        the five stores, seeded, plus N coffees with a picture each
//   bench-backup backup DIR FILE   back up DIR's stores to FILE
//   bench-backup restore FILE DIR  restore FILE over DIR's stores (checking every value)
//   bench-backup restore-ungated FILE DIR   the same without the picture gate (its share)

let collections = [CoffeeStore.backup, TodoStore.backup, ZooStore.backup, RecipeStore.backup, CityStore.backup]

func location(_ folder: String) -> DataLocation {
    DataLocation(bundledData: DataLocation.current().bundledData, userData: URL(fileURLWithPath: folder))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench-backup: \(message)\n".utf8))
    exit(1)
}

/// A small PNG (one of the bundled pictures, scaled to 64 px), as a stored picture is.
func picture() throws -> Data {
    let source = DataLocation.current().bundledData.appendingPathComponent("images/cities/london.png")
    let pixbuf = try PixbufGate.decode(contentsOf: source, maxPixels: 100_000_000, maxSide: 64)
    return try pixbuf.pngData()
}

func make(_ folder: String, count: Int) throws {
    let place = location(folder)
    _ = try CoffeeStore.open(in: place)
    _ = try TodoStore.open(in: place)
    _ = try ZooStore.open(in: place)
    _ = try RecipeStore.open(in: place)
    _ = try CityStore.open(in: place)
    let png = try picture()
    var database: OpaquePointer?
    guard sqlite3_open(folder + "/coffee.sqlite", &database) == SQLITE_OK, let database else { fail("open") }
    defer { sqlite3_close(database) }
    sqlite3_exec(database, "BEGIN", nil, nil, nil)
    var insert: OpaquePointer?
    sqlite3_prepare_v2(
        database, "INSERT INTO Coffee(CoffeeName, Price, CoffeeImage) VALUES (?, ?, ?)", -1, &insert, nil)
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for index in 0..<count {
        sqlite3_bind_text(insert, 1, "Coffee \(index)", -1, transient)
        sqlite3_bind_double(insert, 2, Double(index % 1000) / 100)
        _ = png.withUnsafeBytes { sqlite3_bind_blob(insert, 3, $0.baseAddress, Int32($0.count), transient) }
        guard sqlite3_step(insert) == SQLITE_DONE else { fail("insert: \(String(cString: sqlite3_errmsg(database)))") }
        sqlite3_reset(insert)
    }
    sqlite3_finalize(insert)
    guard sqlite3_exec(database, "COMMIT", nil, nil, nil) == SQLITE_OK else { fail("commit") }
    sqlite3_exec(database, "PRAGMA wal_checkpoint(TRUNCATE)", nil, nil, nil)
}

let pictureCheck: BackupRestore.PictureCheck = { data in
    do throws(ImageError) {
        _ = try PixbufGate.decode(data: data, maxPixels: ImageFit.storedPicture.maxPixels, maxSide: 1024)
        return nil
    } catch {
        return "\(error)"
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else { fail("usage: bench-backup make DIR N | backup DIR FILE | restore FILE DIR") }
do {
    switch arguments[1] {
    case "make":
        try make(arguments[2], count: Int(arguments[3]) ?? 0)
    case "backup":
        let sources = collections.map {
            BackupWriter.Source(collection: $0, file: URL(fileURLWithPath: arguments[2] + "/" + $0.fileName))
        }
        try BackupWriter.write(sources, to: URL(fileURLWithPath: arguments[3]), appVersion: "bench")
    case "restore", "restore-ungated":
        let folder = URL(fileURLWithPath: arguments[3])
        let ungated: BackupRestore.PictureCheck = { _ in nil }
        let staged = try BackupRestore.stage(
            URL(fileURLWithPath: arguments[2]), collections: collections, folder: folder,
            checkPicture: arguments[1] == "restore" ? pictureCheck : ungated)
        let undo = try BackupRestore.commit(staged, in: folder)
        // The next run restores over the same folder: drop the dated copies it kept.
        for name in undo.keptFiles {
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name + suffix))
            }
        }
    default:
        fail("unknown command \(arguments[1])")
    }
} catch {
    fail("\(error)")
}
