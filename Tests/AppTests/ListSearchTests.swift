import CGtk
import Model
import TestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp
@testable import Gtk

/// The search of the list component on a list above the background threshold: no search
/// work on the main thread, and the result shown as one change of the GTK model that
/// keeps the row widgets.
final class ListSearchTests: XCTestCase {
    func testALargeListsResultIsComputedOffTheMainThreadAndShownInOneModelChange() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let titles = SyntheticTitles.make(count: 30_000)
            let rows = RowListView(source: ArrayListSource(titles: titles), options: .init(searchable: true))
            main.navigation.push(TestListPage(rows: rows))
            AppHarness.settle(main)
            XCTAssertTrue(MainContext.iterate(until: { rows.list.row(at: 0)?.rowWidget.isMapped == true }))
            // Once the long list has grown into GTK's model (ListViewGrowthTests).
            let model = try XCTUnwrap(gtk_list_view_get_model(rows.list.listView))
            XCTAssertTrue(MainContext.iterate(until: { g_list_model_get_n_items(model) == 30_000 }, timeout: 5))
            let widgets = Set(rows.list.boundRows.map { ObjectIdentifier($0.row) })
            var changes: [[UInt32]] = []
            let probe = ModelProbe(UnsafeMutableRawPointer(model))
            probe.onItemsChanged { position, removed, added in changes.append([position, removed, added]) }

            rows.search("mango")
            XCTAssertFalse(rows.isDimmed, "the first key undims the list at once, before its result")
            XCTAssertNil(rows.results, "matched on the main thread")
            XCTAssertTrue(rows.isSearchPending)
            XCTAssertTrue(MainContext.iterate(until: { rows.results != nil }, timeout: 20))
            let expected = titles.indices.filter { titles[$0].lowercased().contains("mango") }
            XCTAssertEqual(rows.results?.count, expected.count)
            XCTAssertEqual(
                changes, [[UInt32(expected.count), UInt32(30_000 - expected.count), 0]],
                "the result is one items-changed at the end of the list")
            XCTAssertTrue(MainContext.iterate(until: { rows.list.row(at: 0)?.titleLabel.text == titles[expected[0]] }))
            XCTAssertTrue(
                Set(rows.list.boundRows.map { ObjectIdentifier($0.row) }).isSubset(of: widgets),
                "the rows were bound again, not made anew")

            // Typing on narrows in the background too; ending the search is one change back.
            rows.search("mango 0014")
            XCTAssertTrue(rows.isSearchPending)
            XCTAssertTrue(MainContext.iterate(until: { !rows.isSearchPending }, timeout: 20))
            XCTAssertEqual(rows.results?.map { titles[$0] }.allSatisfy { $0.lowercased().contains("mango 0014") }, true)
            XCTAssertEqual(rows.results?.count, 1_000)
            changes = []
            XCTAssertTrue(rows.handleEscape())
            XCTAssertEqual(changes, [[1_000, 0, 29_000]])
            XCTAssertEqual(rows.list.count, 30_000)
        }
    }

    /// Rows added while a background search runs: the query runs again on the new data
    /// (its result on the old data is dropped, and used to leave the search pending).
    func testADataChangeDuringABackgroundSearchRunsTheQueryAgain() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let titles = SyntheticTitles.make(count: 30_000)
            let source = ArrayListSource(titles: titles)
            let rows = RowListView(source: source, options: .init(searchable: true))
            main.navigation.push(TestListPage(rows: rows))
            AppHarness.settle(main)
            rows.search("mango 0014")
            XCTAssertTrue(rows.isSearchPending)
            source.insert("Mango 0014 Fresh", at: 0)
            rows.rowsInserted(at: 0, count: 1)
            XCTAssertTrue(
                MainContext.iterate(until: { rows.results != nil && !rows.isSearchPending }, timeout: 20),
                "the search never came back")
            XCTAssertEqual(rows.results?.count, 1_001)
            XCTAssertEqual(rows.results?.first, 0, "the new row, in the new data's positions")
        }
    }
}

/// A wrapper of the list view's model, to connect to its `items-changed`.
private final class ModelProbe: Object, ListModel {}
