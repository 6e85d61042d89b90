import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

@MainActor
enum TodoHarness {
    static func open(_ main: MainWindow) throws -> TodoListPage {
        XCTAssertTrue(main.home.open(sectionID: .todo))
        AppHarness.settle(main)
        return try XCTUnwrap(main.navigation.top as? TodoListPage)
    }

    static func boundRows(_ page: TodoListPage) -> [ListRowWidget] {
        page.rows?.list.boundRows.map(\.row) ?? []
    }

    static func shownTexts(_ page: TodoListPage) -> [String] {
        boundRows(page).map(\.titleLabel.text)
    }

    static func store(_ main: MainWindow) throws -> TodoStore { try main.context.services.todoStore() }

    static func row(_ page: TodoListPage, _ text: String) throws -> ListRowWidget {
        try XCTUnwrap(boundRows(page).first { $0.titleLabel.text == text }, "no row “\(text)”")
    }
}

/// The To-Do section: list, detail edits committed at once, add, delete and undo.
/// Data assertions read the database.
final class TodoTests: XCTestCase {
    func testListShowsTheSeededToDosWithPriorityDotsAndWords() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try TodoHarness.open(main)
            XCTAssertEqual(main.window.title, "To-Do")
            XCTAssertNil(page.failure)
            let seed = ["Take out the trash", "Buy milk", "Call Mom", "Read the SQLite tutorial"]
            XCTAssertTrue(
                MainContext.iterate(until: { TodoHarness.shownTexts(page) == seed }),
                "rows are \(TodoHarness.shownTexts(page))")
            XCTAssertEqual(
                TodoHarness.boundRows(page).map(\.subtitleLabel.text),
                ["High", "Medium", "Low", "Medium · Completed"])
            let source = try XCTUnwrap(page.source)
            let dots: [String] = (0..<source.count).map {
                if case .dot(let cssClass)? = source.row(at: $0).thumbnail { return cssClass }
                return "none"
            }
            XCTAssertEqual(dots, ["dot-red", "dot-yellow", "dot-green", "dot-yellow"])
            XCTAssertEqual(source.row(at: 3).styleClasses, ["done"], "the completed to-do is shown as done")
            XCTAssertEqual(source.row(at: 0).styleClasses, [])
            XCTAssertEqual(
                try TodoHarness.row(page, "Take out the trash").spokenLabel, "Take out the trash, High",
                "the priority word is read out, not just the colour")
        }
    }

    func testAddOpensADialogAndCancelLeavesNothingBehind() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try TodoHarness.open(main)
            let store = try TodoHarness.store(main)
            XCTAssertEqual(try store.count(), 4)
            page.addButton.click()
            let dialog = try XCTUnwrap(
                FormDialog.shown.first { $0.window.title == "Add To-Do" }, "“+” opens “Add To-Do”")
            XCTAssertTrue(main.navigation.top === page, "no page is pushed")
            XCTAssertEqual(try store.count(), 4, "nothing is created before Save")
            XCTAssertFalse(dialog.saveButton.isSensitive, "Save waits for the text")
            dialog.entries[0].text = "   "
            XCTAssertFalse(dialog.saveButton.isSensitive, "blank is no to-do")
            XCTAssertTrue(pressKey(Key.escape, on: dialog.window), "Escape cancels")
            XCTAssertTrue(FormDialog.shown.isEmpty)
            MainContext.drain()
            XCTAssertEqual(try store.count(), 4, "backing out leaves nothing behind")
            XCTAssertFalse(try store.page(offset: 0, limit: 10).contains { $0.text.isEmpty || $0.text == "New To-Do" })
        }
    }

    func testAddSavesTextAndPriorityAndFocusesTheNewRow() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try TodoHarness.open(main)
            let store = try TodoHarness.store(main)
            XCTAssertTrue(MainContext.iterate(until: { TodoHarness.shownTexts(page).count == 4 }))
            let (dialog, priority) = try XCTUnwrap(page.add())
            XCTAssertEqual(priority.priority, .medium, "Medium unless changed")
            dialog.entries[0].text = "Water the plants"
            XCTAssertTrue(dialog.saveButton.isSensitive)
            try XCTUnwrap(priority.buttons.first { $0.priority == .high }?.button).click()
            dialog.saveButton.click()
            XCTAssertTrue(MainContext.iterate(until: { FormDialog.shown.isEmpty }), "the dialog closes once saved")
            let added = try XCTUnwrap(try store.page(offset: 0, limit: 10).first { $0.text == "Water the plants" })
            XCTAssertEqual(added.priority, .high)
            XCTAssertFalse(added.isComplete)
            XCTAssertEqual(try store.count(), 5)
            XCTAssertTrue(
                MainContext.iterate(until: { TodoHarness.shownTexts(page).last == "Water the plants" }),
                "rows are \(TodoHarness.shownTexts(page))")
            let position = try XCTUnwrap(page.source?.position(of: added.id))
            XCTAssertTrue(
                MainContext.iterate(until: { page.rows?.list.focusedPosition == position }), "the new row has the focus"
            )
        }
    }

    func testDetailEditsAreInTheStoreAtOnce() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try TodoHarness.open(main)
            let store = try TodoHarness.store(main)
            let milk = try XCTUnwrap(try store.page(offset: 0, limit: 10).first { $0.text == "Buy milk" })
            XCTAssertTrue(MainContext.iterate(until: { TodoHarness.shownTexts(page).contains("Buy milk") }))
            page.open(id: milk.id)
            AppHarness.settle(main)
            let detail = try XCTUnwrap(main.navigation.top as? TodoDetailPage)
            XCTAssertEqual(main.window.title, "Buy milk", "the page is titled with the to-do's text")
            let stored: (@escaping (Todo) -> Bool) -> Bool = { check in
                MainContext.iterate(until: {
                    detail.pendingWrites == 0 && (try? store.todo(id: milk.id)).flatMap { $0 }.map(check) == true
                })
            }

            detail.textEntry.text = "Buy oat milk"
            XCTAssertTrue(stored { $0.text == "Buy oat milk" }, "the text is committed off the main thread")
            XCTAssertEqual(main.window.title, "Buy oat milk", "the title follows the text")
            XCTAssertEqual(detail.title, "Buy oat milk")

            let high = try XCTUnwrap(detail.priorityButtons.first { $0.priority == .high }?.button)
            high.click()
            XCTAssertTrue(stored { $0.priority == .high })
            XCTAssertEqual(
                detail.priorityButtons.filter(\.button.isActive).map(\.priority), [.high], "the switch is three-way")

            XCTAssertEqual(detail.completeButton.label, "Mark As _Complete")
            detail.completeButton.click()
            XCTAssertTrue(stored { $0.isComplete })
            XCTAssertEqual(detail.statusRow.title, "Status: Complete")
            XCTAssertEqual(detail.completeButton.label, "Mark As _In Progress")
            detail.completeButton.click()
            XCTAssertTrue(stored { !$0.isComplete })
            XCTAssertEqual(detail.statusRow.title, "Status: In Progress")
            detail.completeButton.click()
            XCTAssertTrue(stored { $0.isComplete })

            // The list followed the store.
            main.navigation.pop()
            AppHarness.settle(main)
            MainContext.drain()
            let row = try TodoHarness.row(page, "Buy oat milk")
            XCTAssertEqual(row.subtitleLabel.text, "High · Completed")
            let source = try XCTUnwrap(page.source)
            let position = try XCTUnwrap(source.position(of: milk.id))
            XCTAssertEqual(source.row(at: position).styleClasses, ["done"])
        }
    }

    func testDeleteOffersUndoAndUndoRestoresTheToDo() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try TodoHarness.open(main)
            let store = try TodoHarness.store(main)
            let mom = try XCTUnwrap(try store.page(offset: 0, limit: 10).first { $0.text == "Call Mom" })
            XCTAssertTrue(MainContext.iterate(until: { TodoHarness.shownTexts(page).count == 4 }))
            page.setEditing(true)
            XCTAssertFalse(page.addButton.isSensitive, "no adding while editing")
            MainContext.drain()
            try TodoHarness.row(page, "Call Mom").deleteButton.click()
            waitForWrites()
            XCTAssertNil(try store.todo(id: mom.id), "the delete is committed at once")
            XCTAssertEqual(
                TodoHarness.shownTexts(page), ["Take out the trash", "Buy milk", "Read the SQLite tutorial"])
            XCTAssertEqual(page.toast.currentMessage, "To-do “Call Mom” deleted")

            page.toast.performAction()
            waitForWrites()
            XCTAssertNil(page.toast.currentMessage)
            XCTAssertEqual(try store.todo(id: mom.id), mom, "restored under its old id with its priority")
            XCTAssertEqual(
                TodoHarness.shownTexts(page),
                ["Take out the trash", "Buy milk", "Call Mom", "Read the SQLite tutorial"])
            XCTAssertTrue(page.handleEscape())
            XCTAssertFalse(page.isEditing)
        }
    }
}
