import CGtk
import Foundation
import Gtk
import Model
import XCTest

@testable import DrilldownApp

/// Presses Tab until `reached` holds; the number of presses (nil after `limit`).
@MainActor func tabs(in window: Window, limit: Int = 60, until reached: () -> Bool) -> Int? {
    for count in 1...limit {
        RealKeys.press(RealKeys.Key.tab, in: window)
        if reached() { return count }
    }
    return nil
}

/// Tab moves between regions (header bar, search, list, toolbar) and arrows inside a
/// list, as in GNOME apps (`FocusRegion`), pressed as real keys (XTest on Xvfb).
final class TabRegionTests: XCTestCase {
    typealias Key = RealKeys.Key

    /// It took 15 presses (one per section row) before.
    func testOneTabFromTheFirstHomeRowReachesInfoAndShiftTabComesBack() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertEqual(home(main), 0)
            let info = try XCTUnwrap(main.home.infoButton)
            XCTAssertEqual(
                tabs(in: main.window) { focusIsIn(info, of: main.window) }, 1,
                "Tab leaves the list of sections for the toolbar at once")
            RealKeys.press(Key.tab, modifiers: [Key.shift], in: main.window)
            XCTAssertEqual(home(main), 0, "Shift+Tab comes back to the row that had the focus")
            RealKeys.press(Key.down, times: 3, in: main.window)
            XCTAssertEqual(home(main), 3, "arrows move inside the list")
            RealKeys.press(Key.tab, in: main.window)
            XCTAssertTrue(focusIsIn(info, of: main.window))
            RealKeys.press(Key.tab, modifiers: [Key.shift], in: main.window)
            XCTAssertEqual(home(main), 3, "back on the fourth row, not the first")
        }
    }

    /// It took 38 presses (one per formatted value) before.
    func testFormatsReachesThePhoneFieldInOneTabPerSection() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertTrue(main.home.open(sectionID: .formats))
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? FormatsPage)
            let presses = tabs(in: main.window) { focusIsIn(page.phoneEntry, of: main.window) }
            print("Formats: \(presses ?? -1) Tab presses to the phone field")
            XCTAssertNotNil(presses, "Tab reaches the phone field")
            XCTAssertLessThanOrEqual(presses ?? .max, 10, "one Tab per section of values, not per value")
        }
    }

    func testTabLeavesAListViewAndShiftTabComesBackToTheSameRow() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try openCoffeeListWithKeys(main)
            let rows = try XCTUnwrap(page.rows)
            RealKeys.press(Key.down, times: 2, in: main.window)
            XCTAssertEqual(focusedRow(rows), 2)
            RealKeys.press(Key.tab, in: main.window)
            XCTAssertFalse(rows.list.containsFocus, "Tab left the list (it used to go to the next row)")
            XCTAssertNotNil(main.window.focusPointer, "something outside the list has the focus")
            RealKeys.press(Key.tab, modifiers: [Key.shift], in: main.window)
            XCTAssertEqual(focusedRow(rows), 2, "Shift+Tab comes back to the row that had the focus")
        }
    }
}
