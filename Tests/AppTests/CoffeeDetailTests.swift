import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// The coffee detail page: sections, edit mode, edit pages, and the picture from the
/// chooser, a drop and the clipboard. Every assertion on data reads the database.
final class CoffeeDetailTests: XCTestCase {
    func testTheDetailShowsNamePriceAndImageSections() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CoffeeHarness.openDetail(main, named: "Cafe Latte")
            XCTAssertEqual(main.window.title, "Cafe Latte")
            XCTAssertEqual(page.nameRow.value, "Cafe Latte")
            XCTAssertEqual(page.priceRow.value, "$3.45")
            XCTAssertEqual(page.changeImageRow.title, "Change Image")
            XCTAssertFalse(page.showsPicture, "the seeded coffees have no picture")
            XCTAssertTrue(main.navigation.isBackVisible)
            XCTAssertFalse(page.nameRow.row.isActivatable, "rows are not editable outside edit mode")
        }
    }

    func testEditHidesBackAndTheNameIsEditedOnItsOwnPage() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openDetail(main, named: "Espresso")
            page.editButton.click()
            XCTAssertTrue(page.isEditing)
            XCTAssertFalse(main.navigation.isBackVisible, "edit mode hides the back button")
            XCTAssertEqual(page.editButton.label, "_Done")

            page.nameRow.row.activate()
            AppHarness.settle(main)
            let edit = try XCTUnwrap(main.navigation.top as? EditFieldPage)
            XCTAssertEqual(main.window.title, "Coffee Name")
            XCTAssertFalse(main.navigation.isBackVisible)
            XCTAssertEqual(edit.entry.text, "Espresso")

            edit.entry.text = "   "
            XCTAssertFalse(edit.saveButton.isSensitive)
            XCTAssertFalse(edit.visibleMessage.isEmpty, "an empty name says why it is refused")
            edit.commit()
            XCTAssertTrue(main.navigation.top === edit, "an empty name is not saved")
            XCTAssertEqual(try store.detail(id: page.coffeeID)?.name, "Espresso")

            edit.entry.text = " Ristretto "
            edit.saveButton.click()
            XCTAssertTrue(edit.saving.isSaving, "the page waits with a spinner while the write runs")
            XCTAssertTrue(MainContext.iterate(until: { main.navigation.top === page }), "back once committed")
            AppHarness.settle(main)
            XCTAssertEqual(
                try store.detail(id: page.coffeeID)?.name, "Ristretto", "saved, trimmed, before the page went back")
            MainContext.drain()
            XCTAssertEqual(page.nameRow.value, "Ristretto")
            XCTAssertEqual(main.window.title, "Ristretto")
            XCTAssertTrue(page.isEditing, "still editing after the edit page")

            page.editButton.click()
            XCTAssertFalse(page.isEditing)
            XCTAssertTrue(main.navigation.isBackVisible)
        }
    }

    func testThePriceEditRefusesNonNumbersAndCancelKeepsTheOldPrice() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openDetail(main, named: "Cappuccino")
            page.setEditing(true)
            page.priceRow.row.activate()
            AppHarness.settle(main)
            var edit = try XCTUnwrap(main.navigation.top as? EditFieldPage)
            XCTAssertEqual(main.window.title, "Price")
            XCTAssertEqual(edit.entry.text, "3.25")
            for bad in ["abc", "-2", "4,60"] {
                edit.entry.text = bad
                XCTAssertFalse(edit.saveButton.isSensitive, bad)
                XCTAssertFalse(edit.visibleMessage.isEmpty, bad)
                edit.commit()
                XCTAssertTrue(main.navigation.top === edit, bad)
            }
            XCTAssertEqual(try store.detail(id: page.coffeeID)?.price, Decimal(string: "3.25"))

            // Escape cancels (the window's Escape goes to the top page first).
            edit.entry.text = "9.99"
            XCTAssertTrue(main.escape())
            AppHarness.settle(main)
            XCTAssertTrue(main.navigation.top === page)
            XCTAssertEqual(try store.detail(id: page.coffeeID)?.price, Decimal(string: "3.25"))

            page.editPrice()
            AppHarness.settle(main)
            edit = try XCTUnwrap(main.navigation.top as? EditFieldPage)
            edit.entry.text = "4.6"
            edit.entry.activateEntry() // Enter saves
            XCTAssertTrue(MainContext.iterate(until: { main.navigation.top === page }))
            AppHarness.settle(main)
            XCTAssertEqual(try store.detail(id: page.coffeeID)?.price, Decimal(string: "4.6"))
            MainContext.drain()
            XCTAssertEqual(page.priceRow.value, "$4.60")
        }
    }

    func testChangeImageStoresAScaledPNGAndShowsIt() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openDetail(main, named: "Flat White")
            let fixture = try CoffeeFixtures.png(width: 4096, height: 3072)

            page.setEditing(true)
            page.changeImageRow.row.activate()
            let chooser = try XCTUnwrap(page.chooser, "Change Image opens the chooser")
            XCTAssertTrue(FileChooser.current === chooser)
            chooser.respond(with: fixture)
            CoffeeHarness.waitForImports(page)

            XCTAssertEqual(CoffeeHarness.dismissAlerts(), [])
            let png = try XCTUnwrap(try store.image(id: page.coffeeID), "the picture is in the database")
            XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "stored as PNG")
            let size = try CoffeeFixtures.size(ofPNG: png)
            XCTAssertEqual(size.0, 2048)
            XCTAssertEqual(size.1, 1536)
            XCTAssertTrue(try XCTUnwrap(try store.detail(id: page.coffeeID)).hasImage)
            XCTAssertTrue(page.showsPicture, "shown at once")

            // A cancelled chooser changes nothing.
            page.chooseImage()
            try XCTUnwrap(page.chooser).respond(with: nil)
            XCTAssertEqual(try store.image(id: page.coffeeID), png)
        }
    }

    func testNotAnImageAndTooLargeImagesGetAClearMessageAndNothingChanges() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openDetail(main, named: "Espresso")

            page.importFile(try CoffeeFixtures.notAnImage())
            CoffeeHarness.waitForImports(page)
            XCTAssertEqual(CoffeeHarness.dismissAlerts(), ["Image Not Changed"])
            XCTAssertTrue(CoffeeHarness.lastAlertBody?.contains("notes.png") == true, CoffeeHarness.lastAlertBody ?? "")

            page.importFile(try CoffeeFixtures.pngHeaderOnly(width: 30_000, height: 30_000))
            CoffeeHarness.waitForImports(page)
            XCTAssertEqual(CoffeeHarness.dismissAlerts(), ["Image Not Changed"])
            let message = CoffeeHarness.lastAlertBody ?? ""
            XCTAssertTrue(message.contains("too large") && message.contains("30000 × 30000"), message)

            page.importFile(URL(fileURLWithPath: "/nonexistent/coffee.png"))
            CoffeeHarness.waitForImports(page)
            XCTAssertEqual(CoffeeHarness.dismissAlerts(), ["Image Not Changed"])

            XCTAssertNil(try store.image(id: page.coffeeID))
            XCTAssertFalse(page.showsPicture)
        }
    }

    func testDroppingAnImageFileOnThePageStoresIt() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openDetail(main, named: "Cappuccino")
            let fixture = try CoffeeFixtures.png(width: 300, height: 200)
            XCTAssertFalse(
                page.dropTarget.emitDrop(of: [fixture]), "outside edit mode a drop is refused, like “Change Image”")
            CoffeeHarness.waitForImports(page)
            XCTAssertNil(try store.image(id: page.coffeeID))
            page.setEditing(true)
            XCTAssertTrue(page.dropTarget.emitDrop(of: [fixture]), "the drop is accepted in edit mode")
            CoffeeHarness.waitForImports(page)
            let png = try XCTUnwrap(try store.image(id: page.coffeeID))
            let size = try CoffeeFixtures.size(ofPNG: png)
            XCTAssertEqual(size.0, 300, "small pictures keep their size")
            XCTAssertEqual(size.1, 200)
            XCTAssertTrue(page.showsPicture)
        }
    }

    func testPastingAnImageStoresItScaledDown() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openDetail(main, named: "Cafe Latte")
            let texture = try Texture(contentsOf: try CoffeeFixtures.png(width: 1000, height: 3000))
            let clipboard = Clipboard(of: page.content)
            clipboard.set(texture: texture)
            XCTAssertTrue(clipboard.hasImage)
            XCTAssertFalse(
                trigger(AppShortcuts.pastePicture, on: page.content),
                "outside edit mode Ctrl+V changes nothing")
            MainContext.drain()
            XCTAssertEqual(page.pendingImports, 0)
            XCTAssertFalse(try XCTUnwrap(try store.detail(id: page.coffeeID)).hasImage)
            page.setEditing(true)
            XCTAssertTrue(trigger(AppShortcuts.pastePicture, on: page.content), "Ctrl+V pastes in edit mode")
            XCTAssertTrue(
                MainContext.iterate(until: { (try? store.detail(id: page.coffeeID))??.hasImage == true }, timeout: 20))
            CoffeeHarness.waitForImports(page)
            let size = try CoffeeFixtures.size(ofPNG: try XCTUnwrap(try store.image(id: page.coffeeID)))
            XCTAssertEqual(size.0, 683)
            XCTAssertEqual(size.1, 2048)
            XCTAssertTrue(page.showsPicture)

            // Text on the clipboard is not an image: a message, no change.
            clipboard.set(text: "not a picture")
            page.paste()
            XCTAssertEqual(CoffeeHarness.dismissAlerts(), ["Image Not Changed"])
        }
    }
}
