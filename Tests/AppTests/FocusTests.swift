import CGtk
import Foundation
import Gtk
import GtkShims
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// The home row holding the focus.
@MainActor func home(_ main: MainWindow) -> Int? {
    main.home.listRows.firstIndex { $0.hasFocus }
}

/// The list row holding the focus.
@MainActor func focusedRow(_ rows: RowListView?) -> Int? { rows?.list.focusedPosition }

/// Opens Coffee List from Home as a person does: Down, Down, Return.
@MainActor func openCoffeeListWithKeys(_ main: MainWindow) throws -> CoffeeListPage {
    let index = try XCTUnwrap(main.home.sectionTitles.firstIndex(of: "Coffee List"))
    RealKeys.press(RealKeys.Key.down, times: index, in: main.window)
    RealKeys.press(RealKeys.Key.returnKey, in: main.window)
    AppHarness.settle(main)
    return try XCTUnwrap(main.navigation.top as? CoffeeListPage)
}

/// The focus model (see NavigationStack), driven by real key presses (XTest on Xvfb).
final class FocusTests: XCTestCase {
    typealias Key = RealKeys.Key

    func testDownDownReturnFromHomeOpensCoffeeListOnItsFirstRow() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertEqual(home(main), 0, "Home starts on its first row")
            RealKeys.press(Key.down, times: 2, in: main.window)
            XCTAssertEqual(home(main), 2)
            RealKeys.press(Key.returnKey, in: main.window)
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? CoffeeListPage)
            XCTAssertEqual(focusedRow(page.rows), 0, "entering a list focuses its first row")
            // Return opens that row: "Cafe Latte", the first coffee.
            RealKeys.press(Key.returnKey, in: main.window)
            AppHarness.settle(main)
            let detail = try XCTUnwrap(main.navigation.top as? CoffeeDetailPage)
            XCTAssertEqual(detail.title, "Cafe Latte")
        }
    }

    /// Books are read in the background after the page is shown: once they are, the
    /// first book has the focus (not the header's first button).
    func testBooksFocusTheFirstBookOnceTheyAreRead() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let index = try XCTUnwrap(main.home.sectionTitles.firstIndex(of: "Books"))
            RealKeys.press(Key.down, times: index, in: main.window)
            RealKeys.press(Key.returnKey, in: main.window)
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? BookListPage)
            XCTAssertTrue(
                MainContext.iterate(until: { focusedRow(page.rows) == 0 }, timeout: 10),
                "entering Books focuses the first book once the books are read")
        }
    }

    /// Like Books: the trends are read in the background; once they are, the first trend
    /// has the focus (it was left on the header's back button).
    func testTrendsFocusTheFirstTrendOnceTheyAreRead() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let index = try XCTUnwrap(main.home.sectionTitles.firstIndex(of: "Trends"))
            RealKeys.press(Key.down, times: index, in: main.window)
            RealKeys.press(Key.returnKey, in: main.window)
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? TrendsPage)
            XCTAssertTrue(
                MainContext.iterate(until: { focusedRow(page.rows) == 0 }, timeout: 10),
                "entering Trends focuses the first trend once the trends are read")
        }
    }

    /// Entering Info focuses its text (a screen reader reads the focused text; it never
    /// speaks the scroll pane that had the focus), with nothing of it selected.
    func testTheInfoPageFocusesItsText() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let index = try XCTUnwrap(main.home.sectionTitles.firstIndex(of: "Info"))
            RealKeys.press(Key.down, times: index, in: main.window)
            RealKeys.press(Key.returnKey, in: main.window)
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? InfoPage)
            XCTAssertEqual(
                main.window.focusPointer, UnsafeMutableRawPointer(page.about.widget),
                "the focus is on the Info page's text")
            XCTAssertFalse(page.about.hasSelection, "entering Info selects none of its text")
            RealKeys.press(Key.escape, in: main.window)
            AppHarness.settle(main)
            XCTAssertEqual(home(main), index, "back on Home, on the Info row")
        }
    }

    func testEscapeComesBackToTheRowThatWasOpenedOnEveryLevel() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            // Home → Countries, its 6th country, then back twice.
            let recipes = try XCTUnwrap(main.home.sectionTitles.firstIndex(of: "Countries"))
            RealKeys.press(Key.down, times: recipes, in: main.window)
            RealKeys.press(Key.returnKey, in: main.window)
            AppHarness.settle(main)
            let list = try XCTUnwrap(main.navigation.top as? CountryListPage)
            XCTAssertEqual(focusedRow(list.rows), 0)
            RealKeys.press(Key.down, times: 5, in: main.window)
            RealKeys.press(Key.returnKey, in: main.window)
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.depth, 3)
            RealKeys.press(Key.escape, in: main.window)
            AppHarness.settle(main)
            XCTAssertTrue(main.navigation.top === list)
            XCTAssertEqual(focusedRow(list.rows), 5, "back lands on the country that was opened")
            RealKeys.press(Key.escape, in: main.window)
            AppHarness.settle(main)
            XCTAssertEqual(home(main), recipes, "back on Home lands on the section that was opened")
        }
    }

    func testHomeKeepsTheOpenedSectionFocusedAndScrolledAtPhoneSize() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            main.window.setDefaultSize(width: 360, height: 400)
            let hello = try XCTUnwrap(main.home.sectionTitles.firstIndex(of: "Hello"))
            RealKeys.press(Key.down, times: hello, in: main.window)
            RealKeys.press(Key.returnKey, in: main.window)
            AppHarness.settle(main)
            RealKeys.press(Key.escape, in: main.window)
            AppHarness.settle(main)
            XCTAssertEqual(home(main), hello)
            XCTAssertTrue(main.home.listRows[hello].isMapped)
        }
    }

    func testShiftF10ThenEscapeLeavesTheFocusOnTheRow() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try openCoffeeListWithKeys(main)
            let rows = try XCTUnwrap(page.rows)
            RealKeys.press(Key.down, in: main.window)
            XCTAssertEqual(focusedRow(rows), 1)
            RealKeys.press(Key.f10, modifiers: [Key.shift], in: main.window)
            XCTAssertEqual(rows.contextMenu?.isOpen, true, "Shift+F10 opens the row's menu")
            RealKeys.press(Key.escape, in: main.window, until: { rows.contextMenu?.isReturningFocus == false })
            XCTAssertEqual(focusedRow(rows), 1, "the focus is back on the row the menu was opened on")
            XCTAssertTrue(main.navigation.top === page, "Escape closed the menu only")
            RealKeys.press(Key.escape, in: main.window)
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.depth, 1, "the next Escape goes back")
        }
    }

    func testDeleteKeyFocusesTheNextRowThenThePreviousOne() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try openCoffeeListWithKeys(main)
            let rows = try XCTUnwrap(page.rows)
            let count = rows.list.count
            RealKeys.press(Key.down, in: main.window)
            // The delete is written off the main thread; the row goes when it is done.
            RealKeys.press(Key.delete, in: main.window, until: { rows.list.count == count - 1 })
            XCTAssertEqual(rows.list.count, count - 1)
            XCTAssertEqual(focusedRow(rows), 1, "the next row takes the deleted row's place and focus")
            RealKeys.press(Key.down, times: count, in: main.window)
            let last = rows.list.count - 1
            XCTAssertEqual(focusedRow(rows), last)
            RealKeys.press(Key.delete, in: main.window, until: { rows.list.count == last })
            XCTAssertEqual(focusedRow(rows), last - 1, "deleting the last row focuses the one above")
        }
    }

    func testInfoDialogGivesTheFocusBackToTheInfoButton() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let info = try XCTUnwrap(main.home.infoButton)
            XCTAssertTrue(info.grabFocus())
            RealKeys.press(Key.returnKey, in: main.window)
            let dialog = try XCTUnwrap(InfoDialog.current)
            XCTAssertTrue(MainContext.iterate(until: { dialog.window.isMapped }, timeout: 5))
            RealKeys.press(Key.escape, in: dialog.window, until: { InfoDialog.current == nil })
            XCTAssertNil(InfoDialog.current)
            XCTAssertTrue(focusIsIn(info, of: main.window), "Info has the focus again")
        }
    }
}
