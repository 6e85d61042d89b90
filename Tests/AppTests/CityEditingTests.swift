import CGtk
import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// City Guide like Coffee List: edit mode, the Delete key, the context menu and Undo on
/// the list; name, description and picture edited on the city's page. Data assertions
/// read the database.
final class CityEditingTests: XCTestCase {
    func testEditModeDeleteButtonAndUndoRestoreTheCityWithItsPicture() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CityHarness.open(main)
            let store = try CityHarness.store(main)
            XCTAssertTrue(MainContext.iterate(until: { CityHarness.shownNames(page) == CityHarness.seed }))
            XCTAssertTrue(page.headerEnd.contains { $0 === page.editButton }, "the list has an Edit button")
            let sydney = try XCTUnwrap(try store.page(offset: 0, limit: 10).first { $0.name == "Sydney" })
            let picture = try XCTUnwrap(try store.image(id: sydney.id))

            page.editButton.click()
            XCTAssertTrue(page.isEditing)
            XCTAssertFalse(page.addButton.isSensitive, "no adding while editing")
            XCTAssertEqual(page.editButton.label, "_Done")
            MainContext.drain()
            let rows = try XCTUnwrap(page.rows)
            XCTAssertTrue(rows.list.boundRows.allSatisfy { $0.row.isDeleteVisible })
            try XCTUnwrap(rows.list.boundRows.first { $0.row.titleLabel.text == "Sydney" }?.row).deleteButton.click()
            waitForWrites()
            XCTAssertNil(try store.city(id: sydney.id), "the delete is committed at once")
            XCTAssertEqual(CityHarness.shownNames(page), ["London", "San Francisco", "Madrid"])
            XCTAssertEqual(page.toast.currentMessage, "City “Sydney” deleted")
            XCTAssertEqual(page.toast.actionLabel, "_Undo")

            page.toast.performAction()
            waitForWrites()
            XCTAssertNil(page.toast.currentMessage)
            let restored = try XCTUnwrap(try store.city(id: sydney.id), "restored under its old id")
            XCTAssertEqual(restored.name, "Sydney")
            XCTAssertEqual(try store.image(id: sydney.id), picture, "with its picture")
            MainContext.drain()
            XCTAssertEqual(CityHarness.shownNames(page), CityHarness.seed, "back in its place")
            XCTAssertTrue(main.escape())
            XCTAssertFalse(page.isEditing, "Escape leaves edit mode")
            XCTAssertEqual(main.navigation.depth, 2)
        }
    }

    func testTheDeleteKeyAndTheContextMenuDeleteAndCtrlZUndoes() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CityHarness.open(main)
            let store = try CityHarness.store(main)
            XCTAssertTrue(MainContext.iterate(until: { CityHarness.shownNames(page) == CityHarness.seed }))
            let rows = try XCTUnwrap(page.rows)
            XCTAssertTrue(rows.list.focus(position: 3))
            XCTAssertTrue(trigger(AppShortcuts.deleteRow, on: rows.content), "the list handled Delete")
            waitForWrites()
            XCTAssertEqual(try store.page(offset: 0, limit: 10).map(\.name), ["London", "San Francisco", "Sydney"])
            XCTAssertEqual(page.toast.currentMessage, "City “Madrid” deleted")
            XCTAssertTrue(trigger(AppShortcuts.undo, on: page.content), "Ctrl+Z undoes")
            waitForWrites()
            XCTAssertEqual(try store.page(offset: 0, limit: 10).map(\.name), CityHarness.seed)

            let items = rows.contextMenuItems?(0) ?? []
            XCTAssertEqual(items.map(\.title), ["Open", "Delete"])
            try XCTUnwrap(items.last).action()
            MainContext.drain() // the item's work runs once the menu's click handling is over
            waitForWrites()
            XCTAssertEqual(try store.page(offset: 0, limit: 10).map(\.name), ["San Francisco", "Sydney", "Madrid"])
            XCTAssertEqual(page.toast.currentMessage, "City “London” deleted")
            XCTAssertEqual(CityHarness.shownNames(page), ["San Francisco", "Sydney", "Madrid"])
        }
    }

    func testTheCityPageEditsNameAndDescriptionAndFollowsThem() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let list = try CityHarness.open(main)
            let store = try CityHarness.store(main)
            XCTAssertTrue(MainContext.iterate(until: { CityHarness.shownNames(list) == CityHarness.seed }))
            list.open(position: 0)
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? CityDetailPage)
            XCTAssertEqual(page.nameRow.value, "London")
            XCTAssertFalse(
                WidgetTree.labels(under: page.descriptionRow.row).contains { $0.selectable },
                "read-only text: no text cursor")
            XCTAssertFalse(page.nameRow.row.isActivatable, "rows are not editable outside edit mode")
            XCTAssertFalse(page.changeImageRow.row.isSensitive)

            page.editButton.click()
            XCTAssertTrue(page.isEditing)
            XCTAssertFalse(main.navigation.isBackVisible, "edit mode hides the back button")
            XCTAssertTrue(page.changeImageRow.row.isSensitive)
            page.nameRow.row.activate()
            AppHarness.settle(main)
            var edit = try XCTUnwrap(main.navigation.top as? EditFieldPage)
            XCTAssertEqual(main.window.title, "Name")
            edit.text = "  "
            XCTAssertFalse(edit.saveButton.isSensitive, "a city needs a name")
            edit.text = "Londinium "
            edit.saveButton.click()
            XCTAssertTrue(MainContext.iterate(until: { main.navigation.top === page }), "back once committed")
            AppHarness.settle(main)
            XCTAssertEqual(try store.city(id: page.cityID)?.name, "Londinium")
            XCTAssertTrue(
                MainContext.iterate(until: { main.window.title == "Londinium" }), "the title follows the name")
            XCTAssertEqual(page.nameRow.value, "Londinium")

            page.descriptionRow.row.activate()
            AppHarness.settle(main)
            edit = try XCTUnwrap(main.navigation.top as? EditFieldPage)
            let area = try XCTUnwrap(edit.area, "the description is edited on several lines")
            XCTAssertEqual(area.text, "London is the capital of the United Kingdom and England.")
            area.text = ""
            XCTAssertTrue(area.placeholder.isVisible, "an empty description shows its placeholder")
            XCTAssertEqual(area.placeholder.text, "What is the city like?")
            area.text = "Roman town.\nOn the Thames."
            XCTAssertFalse(area.placeholder.isVisible)
            edit.saveButton.click()
            XCTAssertTrue(MainContext.iterate(until: { main.navigation.top === page }))
            AppHarness.settle(main)
            XCTAssertEqual(try store.city(id: page.cityID)?.description, "Roman town.\nOn the Thames.")
            XCTAssertTrue(MainContext.iterate(until: { page.descriptionRow.value == "Roman town.\nOn the Thames." }))
            XCTAssertTrue(
                MainContext.iterate(until: { CityHarness.shownNames(list).first == "Londinium" }), "the list follows")
        }
    }

    func testTheCityPictureChangesInEditModeOnlyByChooserDropAndPaste() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let list = try CityHarness.open(main)
            let store = try CityHarness.store(main)
            XCTAssertTrue(MainContext.iterate(until: { CityHarness.shownNames(list) == CityHarness.seed }))
            list.open(position: 1)
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? CityDetailPage)
            let section = page.pictureSection
            XCTAssertTrue(
                MainContext.iterate(until: { section.isIdle && page.pictureShown }), "the stored picture shows")
            let before = try store.image(id: page.cityID)

            // Outside edit mode: a drop is refused and Ctrl+V does nothing, as "Change Image" is off.
            let dropped = try CoffeeFixtures.png(width: 300, height: 200, rgba: 0x22AA44FF, name: "drop.png")
            XCTAssertFalse(page.dropTarget.emitDrop(of: [dropped]))
            let clipboard = Clipboard(of: page.content)
            clipboard.set(texture: try Texture(contentsOf: try CoffeeFixtures.png(width: 90, height: 60)))
            XCTAssertFalse(trigger(AppShortcuts.pastePicture, on: page.content))
            MainContext.drain()
            XCTAssertEqual(section.pendingImports, 0)
            XCTAssertEqual(try store.image(id: page.cityID), before)

            page.setEditing(true)
            XCTAssertTrue(page.dropTarget.emitDrop(of: [dropped]))
            XCTAssertTrue(MainContext.iterate(until: { section.isIdle }, timeout: 20))
            XCTAssertEqual(try CoffeeFixtures.size(ofPNG: try XCTUnwrap(try store.image(id: page.cityID))).0, 300)
            XCTAssertTrue(trigger(AppShortcuts.pastePicture, on: page.content), "Ctrl+V pastes in edit mode")
            XCTAssertTrue(MainContext.iterate(until: { section.isIdle && section.pendingImports == 0 }, timeout: 20))
            XCTAssertTrue(
                MainContext.iterate(
                    until: {
                        (try? store.image(id: page.cityID)).flatMap { $0 }.flatMap {
                            try? CoffeeFixtures.size(ofPNG: $0).0
                        } == 90
                    }, timeout: 20))
            page.changeImageRow.row.activate()
            try XCTUnwrap(section.chooser, "Change Image opens the chooser").respond(with: nil)
            XCTAssertEqual(CoffeeHarness.dismissAlerts(), [])
        }
    }

    func testAddCityShowsASymbolicPlaceholderAndADescriptionPlaceholder() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CityHarness.open(main)
            let dialog = try XCTUnwrap(page.add())
            defer { dialog.form.cancel() }
            XCTAssertEqual(
                dialog.pictureImage.iconName, "image-x-generic-symbolic", "a symbolic picture, not a black “?”")
            XCTAssertTrue(dialog.pictureImage.hasCSSClass("dim-label"))
            XCTAssertTrue(dialog.description.placeholder.isVisible)
            XCTAssertEqual(dialog.description.placeholder.text, "What is the city like?")
            dialog.descriptionView.text = "Lights."
            XCTAssertFalse(dialog.description.placeholder.isVisible)
        }
    }

    func testTheCityPageInEditModeTheDescriptionPageAndAddToDoFitAPhone() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            AdaptiveLayoutTests.narrow(main)
            let list = try CityHarness.open(main)
            XCTAssertTrue(MainContext.iterate(until: { CityHarness.shownNames(list) == CityHarness.seed }))
            list.open(position: 0)
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? CityDetailPage)
            XCTAssertTrue(MainContext.iterate(until: { page.pictureSection.isIdle && page.pictureShown }))
            page.setEditing(true)
            AdaptiveLayoutTests.assertFitsPhone(main, "London in edit mode")
            page.editDescription()
            AppHarness.settle(main)
            AdaptiveLayoutTests.assertFitsPhone(main, "the description's edit page")
            XCTAssertTrue(main.escape())
            AppHarness.settle(main)

            let todo = AddTodoDialog.present(context: main.context, store: try main.context.services.todoStore())
            XCTAssertLessThanOrEqual(todo.form.window.minimumWidth, AdaptiveLayoutTests.phoneWidth, "Add To-Do")
            todo.form.cancel()
        }
    }
}
