import Foundation
import Gtk
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp
@testable import Model

/// The Coffee List read by keys (`CoffeeListSource` over `KeysetPages`): every row at its
/// place across page boundaries and gaps in the ids, positions after inserts and
/// deletes, and pictures that arrive without disturbing the list's search.
final class CoffeeListPagingTests: XCTestCase {
    /// Adds `extra` coffees to the seeded four and deletes every seventh id (gaps).
    @MainActor
    private static func fill(_ store: CoffeeStore, extra: Int) throws {
        for index in 0..<extra { try store.insert(name: index % 3 == 0 ? "Same Blend" : "Blend \(index)", price: 2) }
        for coffee in try store.page(offset: 0, limit: extra + 4) where coffee.id % 7 == 0 {
            try store.delete(id: coffee.id)
        }
    }

    /// Runs `body` on the main thread with a window whose coffee store holds the seeded
    /// four and `extra` more (`fill`).
    private static func withFilledStore(
        extra: Int, _ body: @MainActor (MainWindow, CoffeeStore) throws -> Void
    ) throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            try fill(store, extra: extra)
            try body(main, store)
        }
    }

    /// Waits until every row of the list is read, then returns them in order.
    @MainActor
    private static func allRows(_ source: CoffeeListSource) -> [CoffeeSummary?] {
        XCTAssertTrue(
            MainContext.iterate(
                until: { (0..<source.count).allSatisfy { source.summary(at: $0) != nil } }, timeout: 30),
            "every page is read")
        return (0..<source.count).map { source.summary(at: $0) }
    }

    func testEveryRowIsReadAtItsPlaceAcrossPageBoundaries() throws {
        try CoffeeListPagingTests.withFilledStore(extra: 400) { main, store in
            let expected = try store.page(offset: 0, limit: 1000)
            let page = try CoffeeHarness.openList(main)
            let source = try XCTUnwrap(page.source)
            XCTAssertEqual(source.count, expected.count)
            XCTAssertEqual(CoffeeListPagingTests.allRows(source), expected.map(Optional.some))
            // A fresh source (only its first page read) reads by keys, the end first.
            let fresh = CoffeeListSource(coffees: store, snapshot: try CoffeeListSource.snapshot(of: store))
            XCTAssertTrue(MainContext.iterate(until: { fresh.summary(at: expected.count - 1) != nil }))
            XCTAssertEqual(fresh.summary(at: expected.count - 1), expected.last)
            XCTAssertEqual(CoffeeListPagingTests.allRows(fresh), expected.map(Optional.some))
        }
    }

    /// The page index (a step over every row) is read once the list is first drawn, or
    /// when a row past the first page is wanted, not while the first drawing is made.
    func testThePageIndexIsReadAfterTheFirstDrawing() throws {
        try CoffeeListPagingTests.withFilledStore(extra: 400) { main, store in
            let snapshot = try CoffeeListSource.snapshot(of: store)
            let fresh = CoffeeListSource(coffees: store, snapshot: snapshot)
            _ = MainContext.iterate(until: { false }, timeout: 0.3)
            XCTAssertNil(fresh.pages, "nothing asked for the index yet")
            XCTAssertNotNil(fresh.summary(at: 0), "the first page is there without it")
            XCTAssertNil(fresh.pages)
            fresh.listShown()
            XCTAssertTrue(MainContext.iterate(until: { fresh.pages != nil }, timeout: 10), "read once drawn")
            // The opened list is drawn, so its index is read.
            let page = try CoffeeHarness.openList(main)
            let source = try XCTUnwrap(page.source)
            XCTAssertTrue(MainContext.iterate(until: { source.pages != nil }, timeout: 10))
        }
    }

    func testPositionsAreRightAfterInsertsAndDeletes() throws {
        try CoffeeListPagingTests.withFilledStore(extra: 300) { main, store in
            let page = try CoffeeHarness.openList(main)
            let source = try XCTUnwrap(page.source)
            let before = CoffeeListPagingTests.allRows(source).compactMap { $0 }
            XCTAssertTrue(MainContext.iterate(until: { source.pages != nil }))
            // A row at a page boundary and one in the middle go, one comes back, two are added.
            let deleted = try store.delete(id: before[64].id)
            try store.delete(id: before[150].id)
            try store.restore(deleted)
            let added = [try store.insert(name: "Late One", price: 3), try store.insert(name: "Late Two", price: 3)]
            let expected = try store.page(offset: 0, limit: 1000)
            XCTAssertTrue(
                MainContext.iterate(until: { source.count == expected.count && page.host.pendingChanges == 0 }))
            XCTAssertEqual(CoffeeListPagingTests.allRows(source), expected.map(Optional.some))
            for (position, coffee) in expected.enumerated() {
                XCTAssertEqual(source.position(of: coffee.id), position, "\(coffee.name) (\(coffee.id))")
            }
            XCTAssertEqual(added.compactMap { source.position(of: $0) }, [expected.count - 2, expected.count - 1])
            XCTAssertNil(source.position(of: before[150].id), "a deleted row has no position")
        }
    }

    func testTheSearchReadsEveryNameInChunks() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let extra = 2 * CoffeeListSource.searchChunk + 5
            try store.database.write(changes: { _ in [] }) { database in
                for index in 0..<extra {
                    try database.run("INSERT INTO Coffee(CoffeeName, Price) VALUES (?, 1)", [.text("Bulk \(index)")])
                }
            }
            let page = try CoffeeHarness.openList(main)
            let rows = try XCTUnwrap(page.rows), source = try XCTUnwrap(page.source)
            XCTAssertEqual(source.count, extra + 4)
            for (query, position) in [
                ("Bulk 0", 4), ("Bulk \(CoffeeListSource.searchChunk - 4)", 16_384), ("Bulk \(extra - 1)", extra + 3),
            ] {
                rows.search(query)
                XCTAssertTrue(MainContext.iterate(until: { rows.results != nil && !rows.isSearchPending }, timeout: 30))
                XCTAssertEqual(rows.results?.first, position, query)
            }
        }
    }

    func testAPictureThatArrivesRedrawsItsRowAndKeepsTheSearch() throws {
        try CoffeeListPagingTests.withFilledStore(extra: 40) { main, store in
            let page = try CoffeeHarness.openList(main)
            let source = try XCTUnwrap(page.source), rows = try XCTUnwrap(page.rows)
            let thumbnails = try XCTUnwrap(source.thumbnails)
            rows.search("Blend")
            XCTAssertTrue(
                MainContext.iterate(until: {
                    rows.results != nil && !rows.isSearchPending && rows.isCorpusBuilt && thumbnails.isIdle
                }))
            let results = try XCTUnwrap(rows.results)
            let shown = try XCTUnwrap(rows.list.boundRows.first)
            let position = try XCTUnwrap(rows.results?[shown.position])
            let id = try XCTUnwrap(source.id(at: position))
            // The row shows its picture's state; a picture known later redraws it alone:
            // the search keeps its corpus and its results (nothing is read or searched again).
            thumbnails.onLoaded?(id)
            XCTAssertTrue(rows.isCorpusBuilt, "the search corpus is kept")
            XCTAssertFalse(rows.isSearchPending, "the query is not run again")
            XCTAssertEqual(rows.results, results)
            XCTAssertEqual(rows.list.boundRows.first?.row.titleLabel.text, source.summary(at: position)?.name)
        }
    }
}
