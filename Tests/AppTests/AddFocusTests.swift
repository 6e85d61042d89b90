import CGtk
import Foundation
import Gtk
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// After an add, the new row has the focus — and has it again after it was opened and
/// the detail page closed (Escape). Driven by real keys: Return on the header's Add
/// button, the form filled in, Return in its last field saves.
final class AddFocusTests: XCTestCase {
    typealias Key = RealKeys.Key

    /// The title of the row holding the focus.
    @MainActor private static func focusedTitle(_ rows: RowListView) -> String? {
        rows.list.focusedRow()?.row.titleLabel.text
    }

    /// Adds an item through the Add button and its form with real keys, then checks the
    /// focus is on the new row, opens it with Return and comes back with Escape.
    @MainActor private static func addAndCheckFocus(
        _ main: MainWindow, addButton: Button, rows: RowListView,
        texts: [String], title: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let list = main.navigation.top
        XCTAssertTrue(addButton.grabFocus(), file: file, line: line)
        RealKeys.press(Key.returnKey, in: main.window, until: { !FormDialog.shown.isEmpty }, file: file, line: line)
        let dialog = try XCTUnwrap(FormDialog.shown.first, file: file, line: line)
        XCTAssertTrue(MainContext.iterate(until: { dialog.window.isMapped }, timeout: 5), file: file, line: line)
        for (entry, text) in zip(dialog.entries, texts) { entry.text = text }
        XCTAssertTrue(try XCTUnwrap(dialog.entries.last).grabFocus(), file: file, line: line)
        RealKeys.press(Key.returnKey, in: dialog.window, until: { FormDialog.shown.isEmpty }, file: file, line: line)
        XCTAssertTrue(
            MainContext.iterate(until: { focusedTitle(rows) == title }, timeout: 10),
            "the new row has the focus (focus on \(focusedTitle(rows) ?? "nothing"))", file: file, line: line)
        RealKeys.press(Key.returnKey, in: main.window)
        AppHarness.settle(main)
        XCTAssertFalse(main.navigation.top === list, "Return opened the new row", file: file, line: line)
        RealKeys.press(Key.escape, in: main.window)
        AppHarness.settle(main)
        XCTAssertTrue(main.navigation.top === list, file: file, line: line)
        XCTAssertEqual(focusedTitle(rows), title, "back on the list, the new row has the focus", file: file, line: line)
    }

    func testAfterAddingACoffeeTheNewRowHasTheFocus() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try openCoffeeListWithKeys(main)
            let rows = try XCTUnwrap(page.rows)
            try Self.addAndCheckFocus(
                main, addButton: page.addButton, rows: rows, texts: ["Mocha", "4.60"],
                title: "Mocha")
        }
    }

    func testAfterAddingACityTheNewRowHasTheFocus() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CityHarness.open(main)
            XCTAssertTrue(MainContext.iterate(until: { page.rows != nil }))
            let rows = try XCTUnwrap(page.rows)
            try Self.addAndCheckFocus(main, addButton: page.addButton, rows: rows, texts: ["Berlin"], title: "Berlin")
        }
    }

    func testAfterAddingAToDoTheNewRowHasTheFocus() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try TodoHarness.open(main)
            XCTAssertTrue(MainContext.iterate(until: { TodoHarness.shownTexts(page).count == 4 }))
            let rows = try XCTUnwrap(page.rows)
            try Self.addAndCheckFocus(
                main, addButton: page.addButton, rows: rows, texts: ["Water the plants"],
                title: "Water the plants")
        }
    }
}
