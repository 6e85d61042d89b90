import CGtk
import Foundation
import Gtk
import Model
import TestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

@MainActor
enum CountriesHarness {
    static func open(_ main: MainWindow) throws -> CountryListPage {
        XCTAssertTrue(main.home.open(sectionID: .countries))
        AppHarness.settle(main)
        let page = try XCTUnwrap(main.navigation.top as? CountryListPage)
        XCTAssertTrue(MainContext.iterate(until: { page.rows.list.boundRows.count == page.rows.list.count }))
        return page
    }

    /// The bound rows as (title, subtitle, header) in display order.
    static func shown(_ page: CountryListPage) -> [(title: String, subtitle: String, header: String?)] {
        page.rows.list.boundRows.map { ($0.row.titleLabel.text, $0.row.subtitleLabel.text, $0.row.headerText) }
    }

    static func waitForRows(
        _ page: CountryListPage, _ titles: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        let ok = MainContext.iterate(until: { shown(page).map(\.title) == titles })
        XCTAssertTrue(ok, "rows are \(shown(page).map(\.title)), expected \(titles)", file: file, line: line)
    }
}

final class CountriesTests: XCTestCase {
    static let all = [
        "Iceland", "Greenland", "Switzerland", "Norway", "New Zealand", "Greece", "Rome", "Ireland",
        "India", "U.S.A",
    ]

    func testTwoSectionsOfTwoLineRowsWithDisclosure() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CountriesHarness.open(main)
            XCTAssertEqual(main.window.title, "Countries")
            CountriesHarness.waitForRows(page, Self.all)
            let rows = CountriesHarness.shown(page)
            XCTAssertEqual(rows.compactMap(\.header), ["Countries to visit", "Countries visited"])
            XCTAssertEqual(rows[0].header, "Countries to visit")
            XCTAssertEqual(rows[8].header, "Countries visited")
            XCTAssertEqual(rows[0].subtitle, "Europe")
            XCTAssertEqual(rows[8].subtitle, "Asia")
            XCTAssertTrue(rows.allSatisfy { !$0.subtitle.isEmpty }, "every row has a second line")
            XCTAssertTrue(page.rows.isIndexVisible)
            XCTAssertEqual(page.rows.visibleState, "list")
            XCTAssertTrue(page.headerEnd.contains { $0 === page.rows.searchButton })
            XCTAssertEqual(page.rows.searchButton.tooltip, "Search")
        }
    }

    func testActivatingARowByKeyboardPushesSelectedCountry() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CountriesHarness.open(main)
            // The list view's activate signal (Enter/click) with a position.
            page.rows.list.activate(position: 2)
            AppHarness.settle(main)
            let selected = try XCTUnwrap(main.navigation.top as? CountryDetailPage)
            XCTAssertEqual(main.window.title, "Selected Country")
            XCTAssertEqual(selected.shownName, "Switzerland")
            XCTAssertEqual(main.navigation.backLabel, "Countries")
            XCTAssertTrue(main.escape())
            AppHarness.settle(main)
            XCTAssertTrue(main.navigation.top === page)

            // Enter on the focused row (the focused list item's activate binding).
            XCTAssertTrue(page.rows.list.focus(position: 9))
            let focus = try XCTUnwrap(main.window.focusPointer)
            XCTAssertTrue(gtk_widget_activate(focus.assumingMemoryBound(to: GtkWidget.self)) != 0)
            AppHarness.settle(main)
            XCTAssertEqual((main.navigation.top as? CountryDetailPage)?.shownName, "U.S.A")
        }
    }

    func testSearchIsFlatLiveAndEndsWithEscapeOrDone() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CountriesHarness.open(main)
            let rows = page.rows

            // Opening with an empty query dims the list; activating it ends the search.
            rows.searchButton.isActive = true
            XCTAssertTrue(rows.isSearching)
            XCTAssertTrue(rows.isDimmed)
            XCTAssertFalse(rows.isIndexVisible, "the index hides while searching")
            rows.list.activate(position: 0)
            XCTAssertFalse(rows.isSearching, "a click on the dimmed list ends the search")
            XCTAssertEqual(main.navigation.depth, 2, "and opens nothing")
            XCTAssertFalse(rows.searchButton.isActive)

            rows.search("LAND")
            XCTAssertFalse(rows.isDimmed)
            CountriesHarness.waitForRows(page, ["Iceland", "Greenland", "Switzerland", "New Zealand", "Ireland"])
            XCTAssertTrue(CountriesHarness.shown(page).allSatisfy { $0.header == nil }, "results are flat")
            rows.search("LANDS")
            XCTAssertEqual(rows.visibleState, "no-results")
            XCTAssertEqual(rows.noResultsPage.heading, "No Results")
            rows.search("ia")
            CountriesHarness.waitForRows(page, ["India"])
            // A result opens its own country (source positions, not display positions).
            rows.list.activate(position: 0)
            AppHarness.settle(main)
            XCTAssertEqual((main.navigation.top as? CountryDetailPage)?.shownName, "India")
            main.navigation.pop()
            AppHarness.settle(main)

            // Escape ends the search (and does not go back); the sections return.
            XCTAssertTrue(rows.isSearching, "the search survives a visit to the detail page")
            XCTAssertTrue(main.escape())
            XCTAssertFalse(rows.isSearching)
            XCTAssertEqual(main.navigation.depth, 2)
            XCTAssertEqual(rows.searchEntry.text, "")
            CountriesHarness.waitForRows(page, Self.all)
            XCTAssertEqual(
                CountriesHarness.shown(page).compactMap(\.header), ["Countries to visit", "Countries visited"])
            XCTAssertTrue(rows.isIndexVisible)

            // "Done" ends it too.
            rows.search("gr")
            CountriesHarness.waitForRows(page, ["Greenland", "Greece"])
            rows.doneButton.click()
            XCTAssertFalse(rows.isSearching)
            CountriesHarness.waitForRows(page, Self.all)
            XCTAssertTrue(main.escape(), "without a search Escape goes back")
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.depth, 1)
        }
    }

    func testTheFirstKeystrokeIsAnsweredOffTheMainThreadAndIgnoresAccents() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CountriesHarness.open(main)
            let rows = page.rows
            // Even ten rows: the corpus is never built on the main thread (the build starts
            // in the background when the search opens; the first search waits for it there,
            // or finds it built; debug builds stop on a build on the main thread).
            rows.search("ICELAND")
            CountriesHarness.waitForRows(page, ["Iceland"])
            XCTAssertTrue(rows.isCorpusBuilt, "the background build is kept for the next keystrokes")
            rows.search("íce")
            XCTAssertFalse(rows.isSearchPending, "a built small corpus answers at once")
            CountriesHarness.waitForRows(page, ["Iceland"])
        }
    }

    func testIndexLetterJumpsToTheFirstRowAtOrAfterIt() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CountriesHarness.open(main)
            let index = try XCTUnwrap(page.rows.indexStrip)
            XCTAssertEqual(index.buttons.count, 26)
            XCTAssertEqual(index.buttons.first?.tooltip, "Jump to A")
            index.click("S")
            XCTAssertTrue(MainContext.iterate(until: { page.rows.list.focusedPosition == 2 }), "S → Switzerland")
            index.click("T")
            XCTAssertTrue(MainContext.iterate(until: { page.rows.list.focusedPosition == 9 }), "T → U.S.A")
            XCTAssertEqual(page.rows.jump(toLetter: "A"), 1, "A → Greenland, the first letter with rows")
            page.rows.search("x")
            XCTAssertNil(page.rows.jump(toLetter: "S"), "no index while searching")
        }
    }

    func testMillionRowListOpensSearchesInTheBackgroundAndJumps() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let titles = SyntheticTitles.make(count: 1_000_000)
            let source = ArrayListSource(titles: titles)
            let rows = RowListView(source: source, options: .init(searchable: true, indexed: true))
            let page = TestListPage(rows: rows)
            main.navigation.push(page)
            AppHarness.settle(main)
            XCTAssertTrue(MainContext.iterate(until: { rows.list.row(at: 0) != nil }))
            XCTAssertLessThan(rows.list.boundRows.count, 300, "only rows near the viewport exist (GTK keeps ~200)")

            rows.list.scrollTo(999_999)
            XCTAssertTrue(MainContext.iterate(until: { rows.list.row(at: 999_999) != nil }))
            XCTAssertEqual(rows.list.row(at: 999_999)?.titleLabel.text, "Zebra 0999999")

            // Letter M: the first Mango row, near the top of the view.
            let m = try XCTUnwrap(titles.firstIndex { $0.hasPrefix("M") })
            XCTAssertTrue(
                MainContext.iterate(until: { rows.jump(toLetter: "M") == m }, timeout: 30), "the index was not built")
            XCTAssertTrue(MainContext.iterate(until: { rows.list.row(at: m)?.rowWidget.isMapped == true }))
            // It lands near the top of the view (GTK 4.8 alone would leave it at the bottom).
            let target = try XCTUnwrap(rows.list.row(at: m))
            XCTAssertTrue(
                MainContext.iterate(until: {
                    var x = 0.0, y = 0.0
                    _ = gtk_widget_translate_coordinates(target.rowWidget.widget, rows.list.widget, 0, 0, &x, &y)
                    return y >= -1 && y < Double(rows.list.height) / 4
                }), "the jumped-to row is not near the top")
            XCTAssertTrue(
                MainContext.iterate(until: { rows.list.focusedPosition == m }),
                "the jumped-to row has the keyboard focus")

            // Search runs off the main thread and comes back.
            rows.search("0123")
            XCTAssertTrue(MainContext.iterate(until: { !rows.isSearchPending && rows.results != nil }, timeout: 20))
            // Best matches first (a word starting with the query), each rank in list order.
            let matching = titles.indices.filter { titles[$0].contains("0123") }
            let wordStarts = matching.filter { titles[$0].contains(" 0123") }
            let expected = wordStarts + matching.filter { !titles[$0].contains(" 0123") }
            XCTAssertEqual(rows.results, expected)
            XCTAssertEqual(rows.list.count, expected.count)
            // Typing on narrows; a stale query's result never lands.
            rows.search("01234")
            rows.search("012345")
            XCTAssertTrue(MainContext.iterate(until: { !rows.isSearchPending }, timeout: 20))
            let found = titles.filter { $0.contains("012345") }
            XCTAssertEqual(
                rows.results?.map { titles[$0] },
                found.filter { $0.contains(" 012345") } + found.filter { !$0.contains(" 012345") })
            XCTAssertTrue(rows.handleEscape())
            XCTAssertEqual(rows.list.count, 1_000_000)
        }
    }
}

/// A bare page around a RowListView (for the large-list test).
@MainActor
final class TestListPage: Page {
    let title = "Large List"
    let rows: RowListView
    init(rows: RowListView) { self.rows = rows }
    var content: Widget { rows.content }
    func handleEscape() -> Bool { rows.handleEscape() }
}
