import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// The Coffee List page: names from the store, thumbnails, Add, edit mode, deletes with
/// an undo toast. Data assertions read the database.
final class CoffeeListTests: XCTestCase {
    func testTheListShowsTheSeededCoffeesFromTheStore() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertTrue(main.home.sectionTitles.contains("Coffee List"))
            let page = try CoffeeHarness.openList(main)
            XCTAssertEqual(main.window.title, "Coffee List")
            XCTAssertEqual(CoffeeHarness.shownTitles(page), ["Cafe Latte", "Cappuccino", "Espresso", "Flat White"])
            XCTAssertTrue(page.addButton.isSensitive)
            XCTAssertEqual(page.headerEnd.count, 4, "Edit, Add, Search, List Menu")
        }
    }

    func testAddingFromTheListShowsTheNewCoffeeAtOnce() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CoffeeHarness.openList(main)
            let store = try CoffeeHarness.store(main)
            page.addButton.click()
            let dialog = try XCTUnwrap(FormDialog.shown.first)
            XCTAssertEqual(dialog.window.title, "Add Coffee")
            dialog.entries[0].text = "Mocha"
            dialog.entries[1].text = "4" // a whole number is a price in every locale
            dialog.saveButton.click()
            XCTAssertTrue(MainContext.iterate(until: { FormDialog.shown.isEmpty }))
            XCTAssertEqual(try store.page(offset: 0, limit: 10).map(\.name).last, "Mocha", "committed")
            XCTAssertTrue(MainContext.iterate(until: { CoffeeHarness.shownTitles(page).last == "Mocha" }), "and shown")
            XCTAssertEqual(page.rows?.list.count, 5)
        }
    }

    func testEditModeShowsDeleteButtonsDisablesAddAndEscapeLeavesIt() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CoffeeHarness.openList(main)
            let rows = try XCTUnwrap(page.rows)
            page.editButton.click()
            XCTAssertTrue(page.isEditing)
            XCTAssertFalse(page.addButton.isSensitive)
            XCTAssertEqual(page.editButton.label, "_Done")
            MainContext.drain()
            XCTAssertTrue(rows.list.boundRows.allSatisfy { $0.row.isDeleteVisible })
            page.add()
            XCTAssertTrue(FormDialog.shown.isEmpty, "Add does nothing in edit mode")
            XCTAssertTrue(main.escape())
            XCTAssertFalse(page.isEditing)
            XCTAssertTrue(page.addButton.isSensitive)
            MainContext.drain()
            XCTAssertFalse(rows.list.boundRows.contains { $0.row.isDeleteVisible })
            XCTAssertEqual(main.navigation.depth, 2, "Escape left edit mode, not the page")
        }
    }

    func testDeleteShowsAnUndoToastAndUndoRestoresTheCoffeeWithItsPicture() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let espresso = try XCTUnwrap(try store.page(offset: 0, limit: 10).first { $0.name == "Espresso" })
            let picture = try Data(contentsOf: try CoffeeFixtures.png(width: 64, height: 64))
            try store.setImage(id: espresso.id, png: picture)
            let page = try CoffeeHarness.openList(main)
            let rows = try XCTUnwrap(page.rows)
            page.setEditing(true)
            MainContext.drain()

            // The row's delete button.
            let row = try XCTUnwrap(rows.list.boundRows.first { $0.row.titleLabel.text == "Espresso" }?.row)
            row.deleteButton.click()
            waitForWrites()
            XCTAssertNil(try store.detail(id: espresso.id), "the delete is committed at once")
            XCTAssertEqual(CoffeeHarness.shownTitles(page), ["Cafe Latte", "Cappuccino", "Flat White"])
            XCTAssertEqual(page.toast.currentMessage, "Coffee “Espresso” deleted")
            XCTAssertEqual(page.toast.actionLabel, "_Undo")

            page.toast.performAction()
            waitForWrites()
            XCTAssertNil(page.toast.currentMessage)
            let restored = try XCTUnwrap(try store.detail(id: espresso.id), "restored under its old id")
            XCTAssertEqual(restored.name, "Espresso")
            XCTAssertEqual(restored.price, Decimal(string: "2.1"))
            XCTAssertEqual(try store.image(id: espresso.id), picture, "with its picture")
            XCTAssertEqual(
                CoffeeHarness.shownTitles(page), ["Cafe Latte", "Cappuccino", "Espresso", "Flat White"],
                "back in its place")
        }
    }

    func testTheContextMenuDeletesAndAnExpiredToastLeavesTheCoffeeDeleted() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openList(main)
            let rows = try XCTUnwrap(page.rows)
            let position = try CoffeeHarness.position(of: "Cappuccino", in: page)
            let items = rows.contextMenuItems?(position) ?? []
            XCTAssertEqual(items.map(\.title), ["Open", "Delete"])
            try XCTUnwrap(items.last).action()
            MainContext.drain() // the item's work runs once the menu's click handling is over
            waitForWrites()
            XCTAssertEqual(try store.page(offset: 0, limit: 10).map(\.name), ["Cafe Latte", "Espresso", "Flat White"])
            XCTAssertEqual(page.toast.currentMessage, "Coffee “Cappuccino” deleted")

            // The toast goes away by itself after about five seconds; Undo is gone with it.
            XCTAssertTrue(
                MainContext.iterate(until: { page.toast.currentMessage == nil }, timeout: 15), "the toast expired")
            XCTAssertNil(page.undoable)
            page.undo()
            waitForWrites()
            XCTAssertEqual(try store.page(offset: 0, limit: 10).map(\.name), ["Cafe Latte", "Espresso", "Flat White"])
            XCTAssertEqual(CoffeeHarness.shownTitles(page), ["Cafe Latte", "Espresso", "Flat White"])
        }
    }

    func testASecondDeleteReplacesTheToastAndUndoRestoresTheLastOne() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openList(main)
            page.delete(position: try CoffeeHarness.position(of: "Cafe Latte", in: page))
            waitForWrites()
            page.delete(position: try CoffeeHarness.position(of: "Espresso", in: page))
            waitForWrites()
            XCTAssertEqual(page.toast.currentMessage, "Coffee “Espresso” deleted")
            page.toast.performAction()
            waitForWrites()
            XCTAssertEqual(try store.page(offset: 0, limit: 10).map(\.name), ["Cappuccino", "Espresso", "Flat White"])
            XCTAssertEqual(CoffeeHarness.shownTitles(page), ["Cappuccino", "Espresso", "Flat White"])
        }
    }

    func testTheDeleteKeyDeletesTheFocusedRow() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openList(main)
            let rows = try XCTUnwrap(page.rows)
            MainContext.drain()
            XCTAssertTrue(rows.list.focus(position: 3))
            XCTAssertEqual(rows.list.focusedPosition, 3)
            XCTAssertTrue(trigger(AppShortcuts.deleteRow, on: rows.content), "the list handled Delete")
            waitForWrites()
            XCTAssertEqual(try store.page(offset: 0, limit: 10).map(\.name), ["Cafe Latte", "Cappuccino", "Espresso"])
            XCTAssertTrue(trigger(AppShortcuts.undo, on: page.content), "Ctrl+Z undoes")
            waitForWrites()
            XCTAssertEqual(
                try store.page(offset: 0, limit: 10).map(\.name),
                ["Cafe Latte", "Cappuccino", "Espresso", "Flat White"])
            XCTAssertNil(page.toast.currentMessage)
            XCTAssertFalse(trigger(AppShortcuts.undo, on: page.content), "nothing left to undo")
            waitForWrites()
            XCTAssertTrue(
                MainContext.iterate(until: { rows.list.focusedPosition == 3 }, timeout: 5),
                "the restored coffee has the focus")
            XCTAssertTrue(trigger(AppShortcuts.deleteRow, on: rows.content))
            waitForWrites()
            XCTAssertEqual(try store.page(offset: 0, limit: 10).map(\.name), ["Cafe Latte", "Cappuccino", "Espresso"])
            XCTAssertEqual(page.toast.currentMessage, "Coffee “Flat White” deleted")
        }
    }

    func testAPictureShowsAsAThumbnailAndEditsOnTheDetailShowInTheList() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openList(main)
            let source = try XCTUnwrap(page.source)
            let thumbnails = try XCTUnwrap(source.thumbnails)
            let position = try CoffeeHarness.position(of: "Flat White", in: page)

            page.rows?.onActivate?(position)
            AppHarness.settle(main)
            let detail = try XCTUnwrap(main.navigation.top as? CoffeeDetailPage)
            XCTAssertEqual(main.window.title, "Flat White")
            detail.importFile(try CoffeeFixtures.png(width: 1200, height: 900))
            CoffeeHarness.waitForImports(detail)
            try store.update(id: detail.coffeeID, name: "Flat White Doppio")
            XCTAssertTrue(
                MainContext.iterate(until: { main.window.title == "Flat White Doppio" }),
                "the detail reads the coffee again (off the main thread) and shows its new name")
            main.navigation.pop()
            AppHarness.settle(main)

            XCTAssertTrue(
                MainContext.iterate(
                    until: {
                        thumbnails.isIdle && CoffeeHarness.shownTitles(page).contains("Flat White Doppio")
                    }, timeout: 10))
            guard case .picture(let texture)? = thumbnails.thumbnail(for: detail.coffeeID) else {
                return XCTFail("no thumbnail")
            }
            XCTAssertEqual(texture.width, Thumbnails.side)
            XCTAssertEqual(texture.height, Thumbnails.side)
            if case .texture? = source.row(at: position).thumbnail {} else { XCTFail("the row shows no picture") }
            if case .icon? = source.row(at: 0).thumbnail {
            } else {
                XCTFail("a coffee without picture shows the placeholder")
            }
        }
    }

    func testADamagedDatabaseIsReportedAndLeftUntouched() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let folder = main.context.services.location.userData
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("coffee.sqlite")
            let garbage = Data(repeating: 0x42, count: 8192)
            try garbage.write(to: file)
            let page = try CoffeeHarness.openListAllowingFailure(main)
            XCTAssertNil(page.rows)
            XCTAssertFalse(page.addButton.isSensitive)
            XCTAssertEqual(try Data(contentsOf: file), garbage, "the file is left as it was")
            let failure = try XCTUnwrap(page.failure)
            XCTAssertEqual(failure.heading, "The Coffee List Cannot Be Opened")
            XCTAssertFalse(failure.descriptionText.isEmpty)

            // "Start Fresh" keeps the damaged file beside a new, seeded list, shown in place.
            try XCTUnwrap(failure.button).click()
            AppHarness.settle(main)
            XCTAssertTrue(main.navigation.top === page, "the list is started again in place")
            XCTAssertNil(page.failure)
            XCTAssertTrue(page.addButton.isSensitive)
            XCTAssertEqual(CoffeeHarness.shownTitles(page), ["Cafe Latte", "Cappuccino", "Espresso", "Flat White"])
            let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasPrefix("coffee.sqlite.corrupt-")
            }
            XCTAssertEqual(kept.count, 1, "\(kept)")
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(kept[0])), garbage)
            XCTAssertEqual(
                page.toast.currentMessage,
                "A new coffee list was started. The damaged file was kept as “\(kept[0])”.")
        }
    }
}

extension CoffeeHarness {
    static func openListAllowingFailure(_ main: MainWindow) throws -> CoffeeListPage {
        XCTAssertTrue(main.home.open(sectionID: .coffee))
        AppHarness.settle(main)
        return try XCTUnwrap(main.navigation.top as? CoffeeListPage)
    }
}

final class CoffeePageLifetimeTests: XCTestCase {
    func testTheListAndDetailPagesAreFreedWhenPopped() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            // The pages are only referenced inside this function, so that the test holds
            // nothing once they are popped.
            @MainActor func openBoth() throws -> [FinalizationProbe] {
                let list = try CoffeeHarness.openList(main)
                list.rows?.onActivate?(0)
                AppHarness.settle(main)
                let detail = try XCTUnwrap(main.navigation.top as? CoffeeDetailPage)
                detail.setEditing(true)
                detail.importFile(try CoffeeFixtures.png(width: 20, height: 20))
                CoffeeHarness.waitForImports(detail)
                detail.setEditing(false)
                return [FinalizationProbe(list.content), FinalizationProbe(detail.content)]
            }
            let probes = try openBoth()
            main.navigation.pop()
            AppHarness.settle(main)
            main.navigation.pop()
            AppHarness.settle(main)
            XCTAssertTrue(
                MainContext.iterate(until: { probes.allSatisfy(\.isFinalized) }, timeout: 5),
                "the Coffee pages' widgets were not freed")
        }
    }
}
