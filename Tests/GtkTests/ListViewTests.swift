import CGtk
import Foundation
import WrapperTestSupport
import XCTest

@testable import Gtk

/// A row for the wrapper tests: one label showing "row N".
@MainActor
final class TextRow: ListViewRow {
    let label = Label()
    var rowWidget: Widget { label }
}

/// The positions a handler received.
@MainActor
final class Positions {
    var values: [Int] = []
}

@MainActor
enum ListViewHarness {
    /// A window showing a list of `count` rows labelled "row N"; the caller destroys it.
    static func make(
        count: Int, makeRow: @escaping @MainActor () -> TextRow = { TextRow() }
    ) -> (Window, ListView<TextRow>, ScrolledWindow) {
        let list = ListView<TextRow>(count: count, makeRow: makeRow) { row, position in
            row.label.text = "row \(position)"
        }
        let scroller = ScrolledWindow()
        scroller.child = list
        let window = Window()
        window.setDefaultSize(width: 400, height: 300)
        window.child = scroller
        window.present()
        MainContext.iterate(until: { window.isMapped && list.boundRows.first?.row.label.isMapped == true }, timeout: 5)
        return (window, list, scroller)
    }

    static func texts(_ list: ListView<TextRow>) -> [Int: String] {
        Dictionary(uniqueKeysWithValues: list.boundRows.map { ($0.position, $0.row.label.text) })
    }
}

final class ListViewTests: XCTestCase {
    func testLifecycle() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let window = Window()
            defer { window.destroy() }
            try assertWrapperLifecycle({ ListView<TextRow>(count: 3, makeRow: { TextRow() }) { _, _ in } }) { list in
                let activated = Positions()
                list.onActivate { activated.values.append($0) }
                list.singleClickActivate = true
                XCTAssertTrue(list.singleClickActivate)
                XCTAssertEqual(list.count, 3)
                window.child = list
                list.activate(position: 2)
                window.child = nil
                XCTAssertEqual(activated.values, [2], "activate(position) arrives as its position")
            }
        }
    }

    func testMillionRowsMaterialiseOnlyTheVisibleOnesAndScrollToTheEnd() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let (window, list, _) = ListViewHarness.make(count: 1_000_000)
            defer { window.destroy(); MainContext.drain() }
            XCTAssertEqual(list.count, 1_000_000)
            XCTAssertFalse(list.boundRows.isEmpty)
            XCTAssertLessThan(list.boundRows.count, 300, "only rows near the viewport exist (GTK keeps ~200)")
            XCTAssertEqual(ListViewHarness.texts(list)[0], "row 0")

            list.scrollTo(999_999)
            XCTAssertTrue(
                MainContext.iterate(until: { list.row(at: 999_999) != nil }, timeout: 5),
                "the last row was not materialised after scrolling to it")
            XCTAssertEqual(list.row(at: 999_999)?.label.text, "row 999999")
            XCTAssertNil(list.row(at: 250), "rows far from the viewport were recycled")
            XCTAssertLessThan(list.boundRows.count, 300)
            let scroll = list.verticalScroll
            XCTAssertEqual(scroll.value + scroll.page, scroll.upper, accuracy: 1, "scrolled to the very end")
        }
    }

    func testSpliceInsertsAndDeletesAndRefreshRebinds() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            var labels = (0..<5).map { "item \($0)" }
            let list = ListView<TextRow>(count: labels.count, makeRow: { TextRow() }) { row, position in
                row.label.text = labels[position]
            }
            let window = Window()
            window.child = list
            window.present()
            defer { window.destroy(); MainContext.drain() }
            XCTAssertTrue(MainContext.iterate(until: { list.boundRows.count == 5 }))

            labels.remove(at: 1)
            list.splice(at: 1, removing: 1, inserting: 0)
            labels.insert("new", at: 0)
            list.splice(at: 0, removing: 0, inserting: 1)
            XCTAssertTrue(MainContext.iterate(until: { list.boundRows.count == 5 }))
            XCTAssertEqual(list.boundRows.map(\.row.label.text), labels, "rows moved with their data")

            labels[2] = "changed"
            list.refresh(at: 2, count: 1)
            XCTAssertTrue(MainContext.iterate(until: { list.row(at: 2)?.label.text == "changed" }))

            labels = ["only"]
            list.reset(count: 1)
            XCTAssertTrue(MainContext.iterate(until: { list.boundRows.map(\.row.label.text) == ["only"] }))
            list.splice(at: 7, removing: 3, inserting: 0) // out of range: clamped, no critical
            XCTAssertEqual(list.count, 1)
        }
    }

    /// A filter applied to a long list keeps the row widgets and binds them again, with at
    /// most one change of the model, at its end: replacing every item made GTK 4.8 tear
    /// the widgets down, make new ones and walk every added item (the cost that made
    /// search keystrokes slow on a million rows).
    func testResetAndRefreshBindTheSameRowWidgetsAgain() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            var made = 0, prefix = "row"
            let list = ListView<TextRow>(
                count: 100_000,
                makeRow: {
                    made += 1; return TextRow()
                }
            ) { row, position in
                row.label.text = "\(prefix) \(position)"
            }
            let scroller = ScrolledWindow()
            scroller.child = list
            let window = Window()
            window.setDefaultSize(width: 400, height: 300)
            window.child = scroller
            window.present()
            defer { window.destroy(); MainContext.drain() }
            XCTAssertTrue(MainContext.iterate(until: { list.row(at: 0)?.label.isMapped == true }))
            // Once the long list has grown into GTK's model (ListViewGrowthTests).
            let model = try XCTUnwrap(gtk_list_view_get_model(list.listView))
            XCTAssertTrue(
                MainContext.iterate(until: { g_list_model_get_n_items(model) == 100_000 }, timeout: 5))
            let widgets = Set(list.boundRows.map { ObjectIdentifier($0.row) })
            let madeBefore = made
            var changes: [[UInt32]] = []
            let probe = ModelProbe(UnsafeMutableRawPointer(model))
            probe.onItemsChanged { position, removed, added in changes.append([position, removed, added]) }

            prefix = "match"
            list.reset(count: 5_000)
            XCTAssertTrue(MainContext.iterate(until: { list.row(at: 0)?.label.text == "match 0" }))
            XCTAssertEqual(changes, [[5_000, 95_000, 0]], "one items-changed, removing the rows past the new count")
            XCTAssertEqual(made, madeBefore, "no row widget was made for the new rows")
            XCTAssertTrue(Set(list.boundRows.map { ObjectIdentifier($0.row) }).isSubset(of: widgets))
            XCTAssertTrue(list.boundRows.allSatisfy { $0.row.label.text == "match \($0.position)" })

            prefix = "again"
            list.refresh(at: 0, count: 3)
            XCTAssertTrue(MainContext.iterate(until: { list.row(at: 2)?.label.text == "again 2" }))
            XCTAssertEqual(made, madeBefore)
            XCTAssertEqual(changes.count, 1, "a refresh does not change the model")

            // A delete after the filter: the rows after it move with their data.
            list.splice(at: 0, removing: 1, inserting: 0)
            XCTAssertTrue(MainContext.iterate(until: { list.row(at: 0) != nil && list.count == 4_999 }))
            list.reset(count: 4_999)
            XCTAssertTrue(MainContext.iterate(until: { list.row(at: 0)?.label.text == "again 0" }))
            XCTAssertTrue(list.boundRows.allSatisfy { $0.row.label.text == "again \($0.position)" })
            // Growing back adds the rows at the end.
            changes = []
            list.reset(count: 100_000)
            XCTAssertEqual(changes, [[4_999, 0, 95_001]])
            let first = try XCTUnwrap(list.row(at: 0))
            XCTAssertTrue(widgets.contains(ObjectIdentifier(first)), "the first row kept its widget")
        }
    }

    func testActivationContextMenuAndFocus() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let (window, list, _) = ListViewHarness.make(count: 50)
            defer { window.destroy(); MainContext.drain() }
            var activated: [Int] = []
            list.onActivate { activated.append($0) }
            list.activate(position: 3)
            list.activate(position: 99) // out of range: ignored
            XCTAssertEqual(activated, [3])

            // Enter on a focused row: the focused list item's activate binding.
            XCTAssertTrue(list.focus(position: 4))
            XCTAssertEqual(list.focusedPosition, 4)
            let focus = try XCTUnwrap(window.focusPointer)
            XCTAssertTrue(gtk_widget_activate(focus.assumingMemoryBound(to: GtkWidget.self)) != 0)
            XCTAssertEqual(activated, [3, 4])

            // The row under a point (a right click's, a long press's), and the point in it.
            let row = try XCTUnwrap(list.row(at: 2))
            XCTAssertTrue(MainContext.iterate(until: { row.label.isMapped && row.label.width > 0 }))
            var x = 0.0, y = 0.0
            _ = gtk_widget_translate_coordinates(row.label.widget, list.widget, 5, 5, &x, &y)
            let picked = try XCTUnwrap(list.row(atX: x, y: y))
            XCTAssertEqual(picked.position, 2)
            XCTAssertTrue(picked.row === row)
            XCTAssertEqual(list.focusedRow()?.position, 4, "the focused row and its position")

            list.scrollTo(40)
            XCTAssertTrue(MainContext.iterate(until: { list.row(at: 40) != nil }))
        }
    }

    func testContextMenuRunsItsItemAndIsReusable() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let host = Box(.vertical)
            let label = Label("anchor")
            host.append(label)
            let window = Window()
            window.child = host
            window.present()
            defer { window.destroy(); MainContext.drain() }
            MainContext.iterate(until: { window.isMapped })
            var ran: [String] = []
            let menu = ContextMenu(items: [
                .init("Delete") { ran.append("Delete") }, .init("Share") { ran.append("Share") },
            ])
            menu.present(in: host, at: label, x: 3, y: 3)
            XCTAssertTrue(menu.isInTree)
            XCTAssertTrue(menu.activate(title: "Delete"))
            XCTAssertFalse(menu.activate(title: "Missing"))
            XCTAssertEqual(ran, ["Delete"])
            XCTAssertTrue(MainContext.iterate(until: { !menu.isOpen }), "the menu did not close")
            // It stays parented (unparenting a just-closed popover crashed GTK 4.8) and
            // serves the next request with new items.
            XCTAssertTrue(menu.isInTree)
            menu.setItems([.init("Open") { ran.append("Open") }])
            menu.present(in: host, at: label, x: 3, y: 3)
            XCTAssertTrue(menu.isOpen)
            XCTAssertFalse(menu.activate(title: "Delete"), "old items are gone")
            XCTAssertTrue(menu.activate(title: "Open"))
            XCTAssertEqual(ran, ["Delete", "Open"])
        }
    }

    func testListViewIsFinalizedWithItsRows() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            var probe: FinalizationProbe?
            do {
                let (window, list, _) = ListViewHarness.make(count: 1000)
                probe = FinalizationProbe(list)
                window.destroy()
                MainContext.drain()
            }
            MainContext.drain()
            XCTAssertEqual(probe?.isFinalized, true, "the list view leaked")
        }
    }
}

/// A wrapper of the list view's model, to connect to its `items-changed`.
private final class ModelProbe: Object, ListModel {}
