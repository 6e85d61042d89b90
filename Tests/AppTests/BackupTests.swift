import Foundation
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp
@testable import Model

/// Back Up and Restore in the model and the app's picture gate, without the window:
/// the round trip is byte-identical, a backup taken while coffees are added is one
/// consistent state, hostile files are refused by name with the data untouched, and
/// Undo puts the replaced data back.
final class BackupTests: XCTestCase {
    func testARestoredBackupIsByteIdenticalToTheBackedUpData() throws {
        try onMain {
            let fixture = try BackupFixture()
            try fixture.addRows("A")
            try fixture.addRows("B")
            let before = try fixture.fingerprint()
            let backup = fixture.folder.deletingLastPathComponent().appendingPathComponent("all.drilldown-backup")
            try fixture.backUp(to: backup)

            for section in fixture.sections { _ = try section.startFresh(fixture.services.stores) }
            try fixture.addRows("after the backup")
            XCTAssertNotEqual(try fixture.fingerprint(), before)

            let manifest = try BackupRestore.inspect(backup, collections: fixture.collections)
            XCTAssertEqual(manifest.countLines(of: fixture.collections).first, "6 coffees")
            XCTAssertEqual(manifest.counts["todo"], (before["todo"] ?? []).count)
            try fixture.restore(backup)
            let after = try fixture.fingerprint()
            XCTAssertEqual(after, before, "every row and every picture byte is back")
            XCTAssertTrue(
                after["Coffee"]?.contains { $0.contains("blob:X'89504E47") } == true, "pictures were compared")
            let coffees: CoffeeStore = try fixture.services.stores.store()
            XCTAssertEqual(try coffees.count(), 6, "the shelf reopened the restored file")
        }
    }

    func testABackupTakenWhileCoffeesAreAddedHoldsOneConsistentState() throws {
        try onMain {
            let fixture = try BackupFixture()
            let coffees: CoffeeStore = try fixture.services.stores.store()
            let seeded = try coffees.count()
            let done = DispatchSemaphore(value: 0)
            let started = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                for index in 0..<1000 {
                    _ = try? coffees.insert(name: "Bulk \(index)", price: 1)
                    if index == 100 { started.signal() }
                }
                done.signal()
            }
            started.wait()
            let backup = fixture.folder.deletingLastPathComponent().appendingPathComponent("busy.drilldown-backup")
            try fixture.backUp(to: backup)
            done.wait()

            let reader = try BackupReader.open(backup, collections: fixture.collections)
            let names = try reader.database.query("SELECT CoffeeName FROM coffee ORDER BY CoffeeID") { $0.string(0) }
            let bulk = names.dropFirst(seeded)
            XCTAssertEqual(reader.manifest.counts["coffee"], names.count, "the manifest counts what the file holds")
            XCTAssertGreaterThan(bulk.count, 100, "the backup started after 100 adds")
            XCTAssertEqual(Array(bulk), (0..<bulk.count).map { "Bulk \($0)" }, "a prefix of the adds, no gap")
            XCTAssertEqual(try coffees.count(), seeded + 1000)
        }
    }

    func testEveryHostileRestoreFileIsRefusedByNameAndTheDataIsUntouched() throws {
        try onMain {
            let fixture = try BackupFixture()
            try fixture.addRows("kept")
            let scratch = fixture.folder.deletingLastPathComponent()
            let backup = scratch.appendingPathComponent("good.drilldown-backup")
            try fixture.backUp(to: backup)
            let before = try fixture.fingerprint()
            let cases = try BackupHostileCorpus.write(from: backup)
            XCTAssertGreaterThanOrEqual(cases.count, 20)
            for hostile in cases {
                XCTAssertThrowsError(try fixture.restore(hostile.file), hostile.name) { error in
                    let message = (error as? BackupError)?.message ?? "\(error)"
                    XCTAssertTrue(
                        message.contains(hostile.expected), "\(hostile.name): “\(message)” lacks “\(hostile.expected)”")
                    print("hostile restore \(hostile.name): \(message)")
                }
                XCTAssertEqual(try fixture.strayFiles(), [], "\(hostile.name) left files behind")
            }
            XCTAssertEqual(try fixture.fingerprint(), before, "no refused restore touched the data")
            let todos: TodoStore = try fixture.services.stores.store()
            XCTAssertNoThrow(try todos.insert(text: "still writable"), "the stores stay open after a refusal")
        }
    }

    func testUndoPutsTheReplacedDataBackAndKeepsTheRestoredFiles() throws {
        try onMain {
            let fixture = try BackupFixture()
            let scratch = fixture.folder.deletingLastPathComponent()
            let backup = scratch.appendingPathComponent("seed.drilldown-backup")
            try fixture.backUp(to: backup)
            try fixture.addRows("mine")
            let mine = try fixture.fingerprint()

            let undo = try fixture.restore(backup)
            XCTAssertNotEqual(try fixture.fingerprint(), mine)
            XCTAssertEqual(undo.keptFiles.count, 5)
            XCTAssertTrue(undo.keptFiles.allSatisfy { $0.contains(".replaced-") })
            XCTAssertEqual(
                try fixture.strayFiles().filter { !$0.hasSuffix("-shm") && !$0.hasSuffix("-wal") },
                undo.keptFiles.sorted(),
                "the replaced data is kept, dated")

            let collections = fixture.collections
            let folder = fixture.folder
            try fixture.services.stores.replacingFiles { () throws(BackupError) in
                try BackupRestore.undo(undo, collections: collections, in: folder)
            }
            XCTAssertEqual(try fixture.fingerprint(), mine, "Undo put the replaced data back")
            XCTAssertEqual(
                try fixture.strayFiles().filter {
                    $0.contains(".restored-") && !$0.hasSuffix("-shm") && !$0.hasSuffix("-wal")
                }.count, 5)
        }
    }
}
