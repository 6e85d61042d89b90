import Foundation
import Gtk
import WrapperTestSupport
import XCTest

@testable import DrilldownApp
@testable import Model

/// Back Up… and Restore… from the home page's main menu: the file chooser, the toast,
/// the confirmation naming what the file holds, the restored data and Undo, and a
/// refused file's alert.
final class BackupUITests: XCTestCase {
    func testBackUpAndRestoreFromTheMainMenuWithUndo() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let coffees = try CoffeeHarness.store(main)
            let seeded = try coffees.count()
            let backup = try CoffeeFixtures.folder().appendingPathComponent("menu.drilldown-backup")

            try Self.choose("Back Up…", in: main, file: backup)
            XCTAssertTrue(
                MainContext.iterate(
                    until: { main.toast.currentMessage == "Backed up to “menu.drilldown-backup”" }, timeout: 60),
                "the toast says where; now: \(main.toast.currentMessage ?? "none")")
            XCTAssertTrue(FileManager.default.fileExists(atPath: backup.path))

            try coffees.insert(name: "After the Backup", price: 2)
            try Self.choose("Restore…", in: main, file: backup)
            XCTAssertTrue(
                MainContext.iterate(until: { !ConfirmAlert.shown.isEmpty }, timeout: 60), "the confirmation shows")
            let question = try XCTUnwrap(ConfirmAlert.shown.first)
            XCTAssertTrue(question.body.hasPrefix("\(seeded) coffees\n"), question.body)
            XCTAssertTrue(question.body.contains("to-dos\n"), question.body)
            XCTAssertTrue(question.body.contains("by Drilldown \(AppInfo.version)."), question.body)
            question.respond(confirming: true)
            XCTAssertTrue(MainContext.iterate(until: { main.toast.currentMessage == "Backup restored" }, timeout: 60))
            XCTAssertEqual(main.toast.actionLabel, "_Undo")
            XCTAssertEqual(try CoffeeHarness.store(main).count(), seeded, "the backed-up coffees are back")
            XCTAssertThrowsError(try coffees.count(), "the replaced store was closed")

            main.toast.performAction()
            XCTAssertTrue(
                MainContext.iterate(
                    until: {
                        main.toast.currentMessage == "The data from before the restore is back"
                    }, timeout: 60))
            XCTAssertEqual(try CoffeeHarness.store(main).count(), seeded + 1, "Undo brought the added coffee back")
        }
    }

    func testARefusedRestoreSaysWhyAndChangesNothing() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let coffees = try CoffeeHarness.store(main)
            let seeded = try coffees.count()
            let file = try CoffeeFixtures.folder().appendingPathComponent("list.drilldown-backup")
            try Data("name,price\n".utf8).write(to: file)

            try Self.choose("Restore…", in: main, file: file)
            XCTAssertTrue(MainContext.iterate(until: { !Alert.shown.isEmpty }, timeout: 60), "the refusal shows")
            let alert = try XCTUnwrap(Alert.shown.first)
            XCTAssertEqual(alert.heading, "Could Not Restore “list.drilldown-backup”")
            XCTAssertEqual(
                alert.body, "This file cannot be restored: it is not a Drilldown backup (not an SQLite database).")
            alert.respond()
            XCTAssertTrue(ConfirmAlert.shown.isEmpty, "nothing was asked")
            XCTAssertEqual(try coffees.count(), seeded, "the store is untouched and still open")
        }
    }

    /// Opens the main menu, activates the item labelled `label` as clicking it does, and
    /// answers its file chooser with `file`.
    @MainActor private static func choose(_ label: String, in main: MainWindow, file: URL) throws {
        let menu = try XCTUnwrap(main.home.mainMenu)
        menu.popup()
        XCTAssertTrue(MainContext.iterate(until: { menu.isOpen }))
        let item = try XCTUnwrap(menu.items.first { $0.label.replacingOccurrences(of: "_", with: "") == label })
        menu.popdown()
        XCTAssertTrue(main.window.activateAction(item.action))
        XCTAssertTrue(MainContext.iterate(until: { FileChooser.current != nil }), "\(label) shows a file chooser")
        FileChooser.current?.respond(with: file)
    }
}
