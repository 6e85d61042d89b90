import Foundation
import Gtk
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// "Add Coffee": a modal dialog over the main window; valid input is committed before it
/// closes, invalid input is refused with a message and writes nothing.
final class CoffeeAddTests: XCTestCase {
    func testAValidCoffeeIsSavedAndTheDialogCloses() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let before = try store.count()
            var added: Int64?
            let dialog = AddCoffeeDialog.present(context: main.context, store: store, format: CoffeeHarness.english) {
                added = $0
            }
            XCTAssertEqual(dialog.window.title, "Add Coffee")
            XCTAssertTrue(dialog.window.isModal)
            XCTAssertTrue(FormDialog.shown.contains { $0 === dialog })
            XCTAssertTrue(focusIsIn(dialog.entries[0], of: dialog.window), "the focus starts in the name")
            XCTAssertFalse(dialog.saveButton.isSensitive, "nothing to save yet")
            XCTAssertEqual(dialog.visibleMessages.filter { !$0.isEmpty }, [], "an untouched form shows no errors")

            dialog.entries[0].text = "Mocha"
            dialog.entries[0].activateEntry() // Enter moves on to the price
            XCTAssertTrue(focusIsIn(dialog.entries[1], of: dialog.window))
            dialog.entries[1].text = "4.60"
            XCTAssertTrue(dialog.saveButton.isSensitive)
            dialog.entries[1].activateEntry() // Enter in the last field saves
            XCTAssertTrue(dialog.saving.isSaving, "the write runs off the main thread, the dialog waits with a spinner")
            XCTAssertTrue(dialog.saving.spinner.isVisible)
            XCTAssertFalse(dialog.saveButton.isSensitive, "no second save meanwhile")

            XCTAssertTrue(
                MainContext.iterate(until: { !FormDialog.shown.contains { $0 === dialog } }),
                "the dialog closed once committed")
            let id = try XCTUnwrap(added)
            let detail = try XCTUnwrap(try store.detail(id: id))
            XCTAssertEqual(detail.name, "Mocha")
            XCTAssertEqual(detail.price, Decimal(string: "4.6"))
            XCTAssertEqual(try store.count(), before + 1)
        }
    }

    func testPricesAreReadInTheUsersLocale() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let italian = PriceFormat(
                numberLocale: Locale(identifier: "it_IT"), moneyLocale: Locale(identifier: "it_IT"))
            var added: Int64?
            let dialog = AddCoffeeDialog.present(context: main.context, store: store, format: italian) { added = $0 }
            XCTAssertEqual(dialog.formFields[1].example, "4,60")
            XCTAssertEqual(dialog.formFields[1].hint.text, "For example: 4,60")
            dialog.entries[0].text = "Marocchino"
            dialog.entries[1].text = "4.60"
            XCTAssertFalse(dialog.saveButton.isSensitive, "4.60 is not a price in Italian")
            XCTAssertTrue(dialog.visibleMessages[1].contains("4,60"), dialog.visibleMessages[1])
            dialog.entries[1].text = "4,60"
            dialog.saveButton.click()
            XCTAssertTrue(MainContext.iterate(until: { added != nil }))
            XCTAssertEqual(try store.detail(id: try XCTUnwrap(added))?.price, Decimal(string: "4.6"))
        }
    }

    func testAnEmptyNameOrABadPriceIsRefusedWithAMessageAndNothingIsWritten() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let before = try store.page(offset: 0, limit: 100)
            let dialog = AddCoffeeDialog.present(context: main.context, store: store, format: CoffeeHarness.english)

            // Enter through an empty form: Save is attempted and refused, both fields say why.
            dialog.entries[0].activateEntry()
            dialog.entries[1].activateEntry()
            XCTAssertTrue(FormDialog.shown.contains { $0 === dialog })
            XCTAssertEqual(dialog.visibleMessages[0], "Enter a name for the coffee.")
            XCTAssertEqual(dialog.visibleMessages[1], "Enter a price.")
            XCTAssertTrue(focusIsIn(dialog.entries[0], of: dialog.window), "the focus goes to the first problem")

            for (name, price) in [("", "3.00"), ("  ", "3.00"), ("Mocha", "abc"), ("Mocha", "-1"), ("Mocha", "")] {
                dialog.entries[0].text = name
                dialog.entries[1].text = price
                XCTAssertFalse(dialog.saveButton.isSensitive, "\(name)/\(price)")
                dialog.save()
                XCTAssertTrue(FormDialog.shown.contains { $0 === dialog }, "\(name)/\(price) closed the dialog")
                XCTAssertFalse(dialog.visibleMessages.allSatisfy(\.isEmpty), "\(name)/\(price) shows no message")
            }
            XCTAssertEqual(try store.page(offset: 0, limit: 100), before, "nothing was written")

            // Escape cancels.
            XCTAssertTrue(dialog.window.isVisible)
            XCTAssertTrue(pressKey(Key.escape, on: dialog.window))
            XCTAssertFalse(FormDialog.shown.contains { $0 === dialog })
            XCTAssertEqual(try store.page(offset: 0, limit: 100), before)
        }
    }

    func testARefusedSaveKeepsTheDialogAndSaysWhy() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let dialog = FormDialog(parent: main.window, title: "Test", fields: [FormDialog.Field(label: "Name")])
            dialog.onSave = { _ in .refused("The disk is full.") }
            dialog.present()
            defer { dialog.cancel() }
            dialog.entries[0].text = "x"
            dialog.save()
            XCTAssertTrue(FormDialog.shown.contains { $0 === dialog })
            XCTAssertEqual(dialog.visibleMessages.last, "The disk is full.")
            XCTAssertEqual(dialog.entries[0].text, "x", "what was typed is kept")
        }
    }
}
