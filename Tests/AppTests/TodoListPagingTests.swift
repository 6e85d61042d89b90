import Foundation
import Gtk
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp
@testable import Model

/// The To-Do list read by keys (`TodoListSource` over `KeysetPages`), like Coffee List: a
/// long list reads pages, not every to-do; every row at its place, with its priority and
/// completion, across page boundaries and gaps in the ids; positions right after inserts,
/// deletes and Undo; the list's search finds every to-do by the text its row shows.
final class TodoListPagingTests: XCTestCase {
    /// Adds `extra` to-dos to the seeded four in one transaction (priorities and completion
    /// in turn, every 50th without text), then deletes every seventh id (gaps).
    @MainActor
    private static func fill(_ store: TodoStore, extra: Int) throws {
        try store.database.write(changes: { _ in [] }) { database in
            for index in 0..<extra {
                try database.run(
                    "INSERT INTO todo(text, priority, complete) VALUES (?, ?, ?)",
                    [
                        .text(index % 50 == 0 ? " " : "Chore \(index)"), .integer(Int64(1 + index % 3)),
                        .integer(Int64(index % 4 == 0 ? 1 : 0)),
                    ])
            }
            try database.run("DELETE FROM todo WHERE pk % 7 = 0")
        }
    }

    /// Waits until every row of the list is read, then returns them in order.
    @MainActor
    private static func allRows(_ source: TodoListSource) -> [Todo?] {
        XCTAssertTrue(
            MainContext.iterate(
                until: { (0..<source.count).allSatisfy { source.summary(at: $0) != nil } }, timeout: 30),
            "every page is read")
        return (0..<source.count).map { source.summary(at: $0) }
    }

    func testALongListReadsPagesAndShowsEveryToDoAtItsPlace() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try TodoHarness.store(main)
            try TodoListPagingTests.fill(store, extra: 3_000)
            let expected = try store.page(offset: 0, limit: 4_000)
            let page = try TodoHarness.open(main)
            let source = try XCTUnwrap(page.source)
            XCTAssertEqual(source.count, expected.count)
            XCTAssertTrue(MainContext.iterate(until: { source.pages != nil }), "the page index is read")
            // The list view binds a few hundred rows around the top: their pages, not every to-do.
            XCTAssertLessThanOrEqual(
                source.cached.count, 8 * TodoListSource.pageSize, "opening reads pages, not every to-do")
            XCTAssertEqual(TodoHarness.shownTexts(page).first, "Take out the trash")
            XCTAssertEqual(TodoListPagingTests.allRows(source), expected.map(Optional.some))
            // Each row looks as its to-do is, on both sides of a page boundary.
            let size = TodoListSource.pageSize
            for position in [size - 1, size, 2 * size, expected.count - 1] {
                let todo = expected[position], row = source.row(at: position)
                XCTAssertEqual(row.title, TodoListSource.displayText(todo.text), "row \(position)")
                XCTAssertEqual(row.styleClasses, todo.isComplete ? ["done"] : [], "row \(position)")
                guard case .dot(let dot)? = row.thumbnail else { return XCTFail("row \(position) has no dot") }
                XCTAssertEqual(dot, TodoListSource.dotClass(todo.priority), "row \(position)")
            }
            // A fresh source (only its first page read) reads the end by its keys.
            let fresh = TodoListSource(todos: store, snapshot: try TodoListSource.snapshot(of: store))
            XCTAssertEqual(fresh.cached.count, size)
            XCTAssertTrue(MainContext.iterate(until: { fresh.summary(at: expected.count - 1) != nil }))
            XCTAssertEqual(fresh.summary(at: expected.count - 1), expected.last)
            XCTAssertLessThanOrEqual(fresh.cached.count, 2 * size, "the end's page only")
        }
    }

    func testPositionsAreRightAfterInsertsDeletesAndUndo() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try TodoHarness.store(main)
            try TodoListPagingTests.fill(store, extra: 300)
            let page = try TodoHarness.open(main)
            let source = try XCTUnwrap(page.source), rows = try XCTUnwrap(page.rows)
            let before = TodoListPagingTests.allRows(source).compactMap { $0 }
            XCTAssertTrue(MainContext.iterate(until: { source.pages != nil }))
            let boundary = TodoListSource.pageSize
            // The first row of the second page is deleted with the Delete key and put back
            // with Undo, one in the middle is deleted, two are added.
            XCTAssertTrue(rows.list.focus(position: boundary))
            XCTAssertTrue(trigger(AppShortcuts.deleteRow, on: rows.content), "Delete")
            waitForWrites()
            XCTAssertNil(source.position(of: before[boundary].id), "deleted")
            XCTAssertEqual(source.summary(at: boundary), before[boundary + 1], "the next one moved up")
            XCTAssertTrue(trigger(AppShortcuts.undo, on: page.content), "Ctrl+Z")
            waitForWrites()
            XCTAssertEqual(source.position(of: before[boundary].id), boundary, "back in its place")
            try store.delete(id: before[150].id)
            let added = [try store.insert(text: "Late one", priority: .high), try store.insert(text: "Late two")]
            let expected = try store.page(offset: 0, limit: 1_000)
            XCTAssertTrue(
                MainContext.iterate(until: { source.count == expected.count && page.host.pendingChanges == 0 }))
            XCTAssertEqual(TodoListPagingTests.allRows(source), expected.map(Optional.some))
            for (position, todo) in expected.enumerated() {
                XCTAssertEqual(source.position(of: todo.id), position, "\(todo.text) (\(todo.id))")
            }
            XCTAssertEqual(added.compactMap { source.position(of: $0) }, [expected.count - 2, expected.count - 1])
            XCTAssertNil(source.position(of: before[150].id), "a deleted row has no position")
        }
    }

    func testTheSearchFindsEveryToDoByItsShownTextReadInChunks() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try TodoHarness.store(main)
            let extra = TodoListSource.searchChunk + 10
            try store.database.write(changes: { _ in [] }) { database in
                for index in 0..<extra {
                    try database.run(
                        "INSERT INTO todo(text, priority, complete) VALUES (?, 2, 0)",
                        [.text(index == extra - 1 ? "" : "Errand \(index)")])
                }
            }
            let page = try TodoHarness.open(main)
            let rows = try XCTUnwrap(page.rows), source = try XCTUnwrap(page.source)
            XCTAssertEqual(source.count, extra + 4)
            for (query, position) in [
                ("Errand 0", 4), ("Errand \(extra - 2)", extra + 2), ("Untitled To-Do", extra + 3), ("Call Mom", 2),
            ] {
                rows.search(query)
                XCTAssertTrue(MainContext.iterate(until: { rows.results != nil && !rows.isSearchPending }, timeout: 30))
                XCTAssertEqual(rows.results?.first, position, query)
            }
        }
    }
}
