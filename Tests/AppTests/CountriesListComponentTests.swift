import CGtk
import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// The list component Countries is built on, as the Coffee and To-Do lists will use it:
/// inserts and deletes with section headers kept right, edit mode, context menu, empty state.
final class CountriesListComponentTests: XCTestCase {
    @MainActor static func show(_ rows: RowListView, in main: MainWindow) {
        main.navigation.push(TestListPage(rows: rows))
        AppHarness.settle(main)
    }

    @MainActor static func shown(_ rows: RowListView) -> [String] {
        rows.list.boundRows.map { ($0.row.headerText.map { "[\($0)] " } ?? "") + $0.row.titleLabel.text }
    }

    func testInsertAndDeleteKeepSectionHeadersRight() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            var sections: [(String, [String])] = [("Fruit", ["Apple", "Pear"]), ("Nuts", ["Hazel", "Walnut"])]
            func list() -> SectionedList<String> {
                SectionedList(sections: sections.map { .init(title: $0.0, items: $0.1) })
            }
            let source = SectionedListSource(list()) { RowModel(title: $0) }
            let rows = RowListView(source: source, options: .init(searchable: false))
            Self.show(rows, in: main)
            XCTAssertFalse(rows.searchButton.isVisible)
            XCTAssertTrue(
                MainContext.iterate(until: { Self.shown(rows) == ["[Fruit] Apple", "Pear", "[Nuts] Hazel", "Walnut"] }),
                "\(Self.shown(rows))")

            // Delete the first row of "Nuts": Walnut becomes its first row and gets the header.
            sections[1].1.remove(at: 0)
            source.replace(with: list())
            rows.rowsRemoved(at: 2, count: 1)
            XCTAssertTrue(
                MainContext.iterate(until: { Self.shown(rows) == ["[Fruit] Apple", "Pear", "[Nuts] Walnut"] }),
                "\(Self.shown(rows))")
            // Insert at the front of "Fruit": the old first row loses its header.
            sections[0].1.insert("Apricot", at: 0)
            source.replace(with: list())
            rows.rowsInserted(at: 0, count: 1)
            XCTAssertTrue(
                MainContext.iterate(until: {
                    Self.shown(rows) == ["[Fruit] Apricot", "Apple", "Pear", "[Nuts] Walnut"]
                }), "\(Self.shown(rows))")
            sections[0].1[1] = "Green Apple"
            source.replace(with: list())
            rows.rowsChanged(at: 1, count: 1)
            XCTAssertTrue(MainContext.iterate(until: { Self.shown(rows).contains("Green Apple") }))
        }
    }

    func testEditModeDeleteButtonsContextMenuAndEmptyState() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let source = ArrayListSource(titles: ["Latte", "Mocha", "Espresso"])
            var addTapped = 0
            let rows = RowListView(
                source: source,
                options: .init(
                    searchable: true,
                    emptyState: .init(
                        icon: "view-list-symbolic", heading: "No Coffees", hint: "Add one",
                        actionTitle: "Add", action: { addTapped += 1 })))
            var deleted: [Int] = []
            rows.onDelete = { position in
                deleted.append(position)
                source.remove(at: position)
                rows.rowsRemoved(at: position, count: 1)
            }
            Self.show(rows, in: main)
            XCTAssertTrue(MainContext.iterate(until: { rows.list.boundRows.count == 3 }))
            XCTAssertTrue(rows.list.boundRows.allSatisfy { !$0.row.isDeleteVisible })

            // Edit mode binds the same row widgets again, at once (no change of the GTK model).
            let widgets = rows.list.boundRows.map { ObjectIdentifier($0.row) }
            rows.isEditing = true
            XCTAssertTrue(rows.list.boundRows.allSatisfy { $0.row.isDeleteVisible })
            XCTAssertEqual(rows.list.boundRows.map { ObjectIdentifier($0.row) }, widgets)
            let mocha = try XCTUnwrap(rows.list.row(at: 1))
            XCTAssertEqual(mocha.titleLabel.text, "Mocha")
            mocha.deleteButton.click()
            XCTAssertEqual(deleted, [1])
            XCTAssertTrue(MainContext.iterate(until: { Self.shown(rows) == ["Latte", "Espresso"] }))
            rows.isEditing = false

            // Context menu: items for the row under the pointer; an item runs its action.
            rows.contextMenuItems = { position in
                [ContextMenu.Item("Delete") { rows.onDelete?(position) }]
            }
            let espresso = try XCTUnwrap(rows.list.row(at: 1))
            XCTAssertTrue(MainContext.iterate(until: { espresso.rowWidget.isMapped && espresso.rowWidget.width > 0 }))
            var x = 0.0, y = 0.0
            _ = gtk_widget_translate_coordinates(espresso.rowWidget.widget, rows.list.widget, 10, 10, &x, &y)
            XCTAssertTrue(rows.openContextMenu(atX: x, y: y))
            let menu = try XCTUnwrap(rows.contextMenu)
            XCTAssertEqual(menu.items.map(\.title), ["Delete"])
            XCTAssertTrue(menu.activate(title: "Delete"))
            XCTAssertEqual(deleted, [1, 1])

            // Last row gone: the empty state with its action; search is disabled.
            rows.onDelete?(0)
            XCTAssertEqual(rows.visibleState, "empty")
            XCTAssertEqual(rows.emptyPage.heading, "No Coffees")
            XCTAssertFalse(rows.searchButton.isSensitive)
            rows.emptyPage.button?.click()
            XCTAssertEqual(addTapped, 1)
            source.insert("Flat White", at: 0)
            rows.rowsInserted(at: 0, count: 1)
            XCTAssertEqual(rows.visibleState, "list")
            XCTAssertTrue(MainContext.iterate(until: { Self.shown(rows) == ["Flat White"] }))
        }
    }
}
