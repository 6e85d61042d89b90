import CGtk
import Foundation
import WrapperTestSupport
import XCTest

@testable import Gtk

/// A long list grows into GTK's model over its first frames, so its first layout makes a
/// screenful of row widgets instead of the 200 GTK 4.8 makes for any long model; `count`
/// is the whole list throughout, and changes, scrolls and focus requests reach every row.
final class ListViewGrowthTests: XCTestCase {
    /// A window of `count` rows, with the number of row widgets made when its first row showed.
    @MainActor
    static func make(count: Int) -> (window: Window, list: ListView<TextRow>, madeAtFirstShow: Int, made: () -> Int) {
        final class Counter { var value = 0 }
        let made = Counter()
        let (window, list, _) = ListViewHarness.make(count: count) {
            made.value += 1
            return TextRow()
        }
        return (window, list, made.value, { made.value })
    }

    /// The rows in GTK's model (the list view's selection model over the index model).
    @MainActor
    static func modelCount(_ list: ListView<TextRow>) -> Int {
        guard let model = gtk_list_view_get_model(list.listView) else { return -1 }
        return Int(g_list_model_get_n_items(model))
    }

    func testTheFirstLayoutMakesAScreenfulAndTheModelThenHoldsEveryRow() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let (window, list, madeAtFirstShow, made) = Self.make(count: 100_000)
            defer { window.destroy(); MainContext.drain() }
            XCTAssertEqual(list.count, 100_000)
            XCTAssertGreaterThan(madeAtFirstShow, 0)
            // A screenful and the first rows' margin; GTK 4.8 alone makes 200.
            XCTAssertLessThanOrEqual(madeAtFirstShow, 50, "the first layout made the rows GTK keeps, not a screenful")
            XCTAssertEqual(ListViewHarness.texts(list)[0], "row 0")
            XCTAssertTrue(
                MainContext.iterate(until: { Self.modelCount(list) == 100_000 }, timeout: 5),
                "the model never grew to every row: \(Self.modelCount(list))")
            XCTAssertEqual(list.count, 100_000)
            XCTAssertLessThanOrEqual(made(), 210, "growing made more row widgets than GTK keeps")
        }
    }

    func testAScrollOrAChangeWhileGrowingReachesEveryRow() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let (window, list, _, _) = Self.make(count: 100_000)
            defer { window.destroy(); MainContext.drain() }
            XCTAssertLessThan(Self.modelCount(list), 100_000, "the list had grown before the test could ask")
            list.splice(at: 100_000, removing: 0, inserting: 1)
            XCTAssertEqual(list.count, 100_001)
            XCTAssertEqual(Self.modelCount(list), 100_001, "a change put every row in the model first")
            list.scrollTo(100_000)
            XCTAssertTrue(MainContext.iterate(until: { list.row(at: 100_000) != nil }, timeout: 5))
            XCTAssertEqual(list.row(at: 100_000)?.label.text, "row 100000")
        }
        try onMain {
            let (window, list, _, _) = Self.make(count: 50_000)
            defer { window.destroy(); MainContext.drain() }
            XCTAssertTrue(list.focus(position: 49_999), "the last row of a list still growing could not take the focus")
            XCTAssertEqual(list.focusedPosition, 49_999)
        }
    }

    func testAnEmptyListGrowsIntoItsFirstRowsToo() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let (window, list, _, made) = Self.make(count: 0)
            defer { window.destroy(); MainContext.drain() }
            list.reset(count: 100_000)
            XCTAssertEqual(list.count, 100_000)
            XCTAssertEqual(Self.modelCount(list), ListView<TextRow>.firstRows)
            MainContext.iterate(until: { list.boundRows.first?.row.label.isMapped == true }, timeout: 5)
            XCTAssertLessThanOrEqual(made(), ListView<TextRow>.firstRows)
            XCTAssertTrue(MainContext.iterate(until: { Self.modelCount(list) == 100_000 }, timeout: 5))
            // A short list is shown whole at once.
            list.reset(count: 0)
            list.reset(count: 10)
            XCTAssertEqual(Self.modelCount(list), 10)
        }
    }
}
