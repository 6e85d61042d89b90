import Foundation
import Gtk
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// The home page's search across every section: grouped results, opening one with the
/// normal back stack, going back to the results, Escape, Show All, edits found at once.
final class HomeSearchTests: XCTestCase {
    /// Types `text` into the home search and waits for its results.
    @MainActor
    static func type(_ text: String, in main: MainWindow, file: StaticString = #filePath, line: UInt = #line) {
        main.home.search.type(text)
        XCTAssertTrue(
            MainContext.iterate(
                until: { !main.home.search.isPending && main.home.search.shownQuery == text }, timeout: 10),
            "no results for \(text)", file: file, line: line)
    }

    func testTypingShowsGroupedResultsAndOpensOneWithTheNormalBackStack() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let search = main.home.search
            Self.type("land", in: main)
            XCTAssertTrue(search.isSearching)
            XCTAssertTrue(search.searchBar.isSearchMode)
            let countries = try XCTUnwrap(search.results.shown.first { $0.section == .countries })
            XCTAssertEqual(countries.count, 5, "Iceland, Greenland, Switzerland, New Zealand, Ireland")
            XCTAssertEqual(countries.titles, ["Iceland", "Greenland", "Switzerland"], "at most three, best first")
            let sections = search.results.shown.map(\.section)
            XCTAssertEqual(
                sections, main.context.services.sections.map(\.id).filter(sections.contains), "sections in home order")

            // Accents and case do not matter; prefixes come first.
            Self.type("CAFÉ", in: main)
            let coffee = try XCTUnwrap(search.results.shown.first { $0.section == .coffee })
            XCTAssertEqual(coffee.titles, ["Cafe Latte"])

            // Open "Greenland": Home → Countries → Selected Country.
            Self.type("green", in: main)
            let rows = search.results.resultRows
            let greenland = try XCTUnwrap(search.results.shown.first { $0.section == .countries })
            XCTAssertEqual(greenland.titles, ["Greenland"])
            // Down from the field moves the focus to the first result.
            search.searchEntry.grabFocus()
            XCTAssertTrue(pressKey(Key.down, on: search.searchEntry))
            XCTAssertTrue(rows.first?.hasFocus == true, "Down moves into the results")
            rows.first?.activate()
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.pages.map(\.title), ["Drilldown", "Countries", "Selected Country"])
            XCTAssertEqual((main.navigation.top as? CountryDetailPage)?.shownName, "Greenland")

            // Back twice: the results are still there.
            main.navigation.pop()
            AppHarness.settle(main)
            main.navigation.pop()
            AppHarness.settle(main)
            XCTAssertTrue(main.navigation.top === main.home)
            XCTAssertTrue(search.isSearching)
            XCTAssertEqual(search.searchEntry.text, "green")
            XCTAssertEqual(search.results.shown.first { $0.section == .countries }?.titles, ["Greenland"])

            // Escape ends the search and shows the sections again; a second Escape does nothing.
            XCTAssertTrue(main.escape())
            XCTAssertFalse(search.isSearching)
            XCTAssertFalse(search.searchBar.isSearchMode)
            XCTAssertEqual(search.searchEntry.text, "")
            XCTAssertFalse(main.escape())
        }
    }

    func testEnterOpensTheBestResultAndTreeNodesOpenEveryLevel() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            Self.type("screen c", in: main)
            XCTAssertEqual(main.home.search.results.shown.map(\.section), [.drilldown])
            main.home.search.searchEntry.activate()
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.pages.map(\.title), ["Drilldown", "Root", "Item 2", "Screen B", "Screen C"])

            main.navigation.popToRoot()
            AppHarness.settle(main)
            Self.type("elephant", in: main)
            main.home.search.searchEntry.activate()
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.pages.map(\.title), ["Drilldown", "My Zoo", "Elephant"])
        }
    }

    func testAnEditIsFoundAtOnce() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            Self.type("zebra mocha", in: main)
            XCTAssertEqual(main.home.search.results.shown.count, 0)
            let store = try main.context.services.coffeeStore()
            let id = try store.insert(name: "Zebra Mocha", price: 4)
            main.home.search.end()
            Self.type("zebra mocha", in: main)
            XCTAssertEqual(main.home.search.results.shown.first?.section, .coffee)
            XCTAssertEqual(main.home.search.results.shown.first?.titles, ["Zebra Mocha"])
            main.home.search.results.resultRows.first?.activate()
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.pages.map(\.title), ["Drilldown", "Coffee List", "Zebra Mocha"])
            XCTAssertEqual((main.navigation.top as? CoffeeDetailPage)?.detail.id, id)
        }
    }

    func testShowAllOpensTheSectionsOwnSearch() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            Self.type("land", in: main)
            let rows = main.home.search.results.resultRows
            // The countries group's last row is "Show All".
            let countriesRows = rows.filter { $0.tag < 0 }
            XCTAssertFalse(countriesRows.isEmpty, "a section with more matches than shown offers Show All")
            let groups = main.home.search.results.shown
            let index = try XCTUnwrap(groups.firstIndex { $0.section == .countries })
            // Rows are in group order; find the Show All of the countries group.
            var seen = 0, showAll: ListBoxRow?
            for row in rows {
                if row.tag < 0 {
                    if seen == index { showAll = row; break }
                    seen += 1
                }
            }
            let countriesShowAll = try XCTUnwrap(showAll)
            countriesShowAll.activate()
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? CountryListPage)
            XCTAssertTrue(page.rows.isSearching)
            XCTAssertEqual(page.rows.searchEntry.text, "land")
            CountriesHarness.waitForRows(page, ["Iceland", "Greenland", "Switzerland", "New Zealand", "Ireland"])
        }
    }

    func testControlFOpensTheSearchAndTheButtonClosesIt() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let search = main.home.search
            XCTAssertFalse(search.isSearching)
            // A real Ctrl+F (XTest): an emitted key-pressed reaches the search bar's key
            // capture without an event, which GTK reports as a critical.
            RealKeys.press(RealKeys.Key.letterF, modifiers: [RealKeys.Key.control], in: main.window)
            XCTAssertTrue(search.isSearching)
            XCTAssertTrue(search.searchBar.isSearchMode)
            XCTAssertTrue(search.searchButton.isActive, "the header's search button shows the state")
            XCTAssertTrue(main.home.headerEnd.contains { $0 === search.searchButton })
            search.searchButton.isActive = false
            XCTAssertFalse(search.isSearching)
            XCTAssertFalse(search.searchBar.isSearchMode)
        }
    }

    /// Ctrl+F and a letter typed at once (real keys in one burst): the letter is the
    /// query, and Escape right after closes the search. The bar shows at once: one that
    /// slides in leaves its entry unmapped until the slide's first frame, and GTK drops the
    /// keys aimed at it then (on a fast X server the burst may still arrive after that frame).
    func testAKeyTypedRightAfterControlFIsTheQuery() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let search = main.home.search
            XCTAssertFalse(search.searchBar.slides, "the bar shows at once")
            typealias Key = RealKeys.Key
            RealKeys.press(
                sequence: [[Key.control, Key.letterF], [Key.letterH]], in: main.window,
                until: { search.searchEntry.text == "h" })
            XCTAssertEqual(search.searchEntry.text, "h", "the key typed right after Ctrl+F was dropped")
            XCTAssertTrue(search.isSearching)
            RealKeys.press(Key.escape, in: main.window, until: { !search.isSearching })
            XCTAssertFalse(search.searchBar.isSearchMode, "Escape right away closes the search")
        }
    }

    func testADamagedStoreIsNamedNotHidden() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let folder = main.context.services.location.userData
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("this is not a database".utf8).write(to: folder.appendingPathComponent("coffee.sqlite"))
            Self.type("e", in: main)
            let results = main.home.search.results
            XCTAssertFalse(results.shown.contains { $0.section == .coffee })
            XCTAssertTrue(results.shown.contains { $0.section == .zoo }, "the other sections are searched")
            XCTAssertEqual(results.unavailableNote, "Not searched, because their data cannot be read: Coffee List.")
            Self.type("espresso", in: main)
            XCTAssertEqual(results.visibleState, "none")
            XCTAssertEqual(results.unavailableNote, "Not searched, because their data cannot be read: Coffee List.")
        }
    }

    func testNothingFoundShowsNoResults() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            Self.type("qqqzzz", in: main)
            XCTAssertTrue(main.home.search.results.shown.isEmpty)
            XCTAssertEqual(main.home.search.results.visibleState, "none")
            XCTAssertNil(main.home.search.results.unavailableNote)
        }
    }
}
