import CGtk
import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

private typealias Key = RealKeys.Key

/// Forms and detail pages are libadwaita's: entry rows and action rows in preference
/// groups (the widget tree says so, not the Swift wrappers), they fit a 360 px window,
/// and the keyboard reaches every field in order.
final class FormsAdwaitaTests: XCTestCase {
    @MainActor private static func types(_ page: Page) -> [String] { WidgetTree.typeNames(under: page.content) }

    @MainActor private static func assertFits(_ main: MainWindow, _ what: String) {
        AdaptiveLayoutTests.assertFitsPhone(main, what)
    }

    func testCoffeeDetailAndItsEditPagesAreAdwRowsAndFitAPhone() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            AdaptiveLayoutTests.narrow(main)
            let page = try CoffeeHarness.openDetail(main, named: "Espresso")
            let names = Self.types(page)
            XCTAssertTrue(names.contains("AdwPreferencesPage"), "\(names)")
            XCTAssertEqual(names.filter { $0 == "AdwActionRow" }.count, 3, "Coffee Name, Price, Change Image")
            XCTAssertFalse(names.contains("GtkEntry"))
            Self.assertFits(main, "Espresso")
            page.setEditing(true)
            Self.assertFits(main, "Espresso in edit mode")
            page.nameRow.row.activate()
            AppHarness.settle(main)
            let edit = try XCTUnwrap(main.navigation.top as? EditFieldPage)
            XCTAssertEqual(Self.types(edit).filter { $0 == "AdwEntryRow" }.count, 1)
            XCTAssertEqual(edit.entry.title, "Coffee Name")
            Self.assertFits(main, "the name's edit page")
            edit.text = " "
            XCTAssertEqual(edit.visibleMessage, "Enter a name for the coffee.")
            XCTAssertTrue(edit.field.message.isMapped, "the message is drawn under the field")
            XCTAssertTrue(edit.entry.hasCSSClass("error"))
        }
    }

    /// In edit mode Tab goes Coffee Name → Price → Change Image and Shift+Tab back (it
    /// skipped "Change Image": the picture row before it could not take the focus).
    func testTabReachesChangeImageInOrderInEditMode() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CoffeeHarness.openDetail(main, named: "Espresso")
            page.setEditing(true)
            AppHarness.settle(main)
            XCTAssertTrue(page.nameRow.row.hasFocus, "edit mode starts on the name")
            RealKeys.press(Key.tab, in: main.window)
            XCTAssertTrue(page.priceRow.row.hasFocus, "Tab: Price")
            RealKeys.press(Key.tab, in: main.window)
            XCTAssertTrue(page.changeImageRow.row.hasFocus, "Tab: Change Image")
            RealKeys.press(Key.tab, modifiers: [Key.shift], in: main.window)
            XCTAssertTrue(page.priceRow.row.hasFocus, "Shift+Tab: back to Price")
            RealKeys.press(Key.tab, in: main.window)
            XCTAssertTrue(page.changeImageRow.row.hasFocus, "Tab: Change Image again")
            RealKeys.press(Key.returnKey, in: main.window, until: { page.chooser != nil })
            XCTAssertNotNil(page.chooser, "Enter on Change Image opens the chooser")
            page.chooser?.respond(with: nil)
        }
    }

    func testAddDialogsAreEntryRowsWithInlineMessages() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let coffee = AddCoffeeDialog.present(
                context: main.context, store: try CoffeeHarness.store(main),
                format: CoffeeHarness.english
            ) { _ in }
            let names = WidgetTree.typeNames(under: coffee.window)
            XCTAssertEqual(names.filter { $0 == "AdwEntryRow" }.count, 2, "Coffee Name and Price")
            XCTAssertEqual(names.filter { $0 == "AdwPreferencesGroup" }.count, 2)
            XCTAssertEqual(coffee.entries.map(\.title), ["Coffee Name", "Price"])
            coffee.save()
            XCTAssertEqual(coffee.visibleMessages[0], "Enter a name for the coffee.")
            XCTAssertTrue(coffee.formFields[0].message.isMapped, "the message is drawn, under its field")
            coffee.cancel()

            let todo = AddTodoDialog.present(context: main.context, store: try TodoHarness.store(main)) { _ in }
            XCTAssertEqual(WidgetTree.typeNames(under: todo.form.window).filter { $0 == "AdwEntryRow" }.count, 1)
            todo.form.cancel()
        }
    }

    func testCityTodoRecipeAndAnimalPagesAreAdwPagesAndFitAPhone() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            AdaptiveLayoutTests.narrow(main)
            let cities = try CityHarness.open(main)
            XCTAssertTrue(MainContext.iterate(until: { CityHarness.shownNames(cities) == CityHarness.seed }))
            cities.open(position: 0)
            AppHarness.settle(main)
            let city = try XCTUnwrap(main.navigation.top as? CityDetailPage)
            XCTAssertEqual(Self.types(city).filter { $0 == "AdwActionRow" }.count, 3, "Name, Description, Change Image")
            Self.assertFits(main, "London")
            main.navigation.popToRoot()
            AppHarness.settle(main)

            let todos = try TodoHarness.open(main)
            let store = try TodoHarness.store(main)
            let milk = try XCTUnwrap(try store.page(offset: 0, limit: 10).first { $0.text == "Buy milk" })
            XCTAssertTrue(MainContext.iterate(until: { TodoHarness.shownTexts(todos).contains("Buy milk") }))
            todos.open(id: milk.id)
            AppHarness.settle(main)
            let todo = try XCTUnwrap(main.navigation.top as? TodoDetailPage)
            let todoTypes = Self.types(todo)
            XCTAssertEqual(todoTypes.filter { $0 == "AdwEntryRow" }.count, 1, "\(todoTypes)")
            XCTAssertEqual(todoTypes.filter { $0 == "AdwActionRow" }.count, 2, "Priority and Status")
            Self.assertFits(main, "Buy milk")
            main.navigation.popToRoot()
            AppHarness.settle(main)

            let recipes = try RecipesHarness.open(main)
            XCTAssertTrue(MainContext.iterate(until: { RecipesHarness.shownTitles(recipes) == RecipesHarness.seed }))
            recipes.rows?.list.activate(position: 0)
            AppHarness.settle(main)
            let recipe = try XCTUnwrap(main.navigation.top as? RecipeDetailPage)
            XCTAssertEqual(Self.types(recipe).filter { $0 == "AdwActionRow" }.count, recipe.ingredients.count)
            XCTAssertTrue(Self.types(recipe).contains("AdwPreferencesPage"))
            Self.assertFits(main, recipe.title)
            main.navigation.popToRoot()
            AppHarness.settle(main)

            let zoo = try ZooHarness.open(main)
            XCTAssertTrue(MainContext.iterate(until: { ZooHarness.shownTitles(zoo) == ZooHarness.seed }))
            zoo.rows?.list.activate(position: 2)
            AppHarness.settle(main)
            let animal = try XCTUnwrap(main.navigation.top as? AnimalDetailPage)
            XCTAssertTrue(Self.types(animal).contains("AdwPreferencesGroup"))
            Self.assertFits(main, animal.title)
        }
    }

    /// A name with "&" or "<" shows as typed (the rows' markup is off).
    func testRowsShowTextAsTyped() throws {
        try onMain {
            let row = ActionRow(title: "Fish & Chips", subtitle: "<b>x</b> & y")
            let group = PreferencesGroup()
            group.add(row)
            let window = Window()
            window.child = group
            window.present()
            XCTAssertTrue(MainContext.iterate(until: { row.isMapped }))
            let texts = WidgetTree.labels(under: row).map(\.text)
            XCTAssertTrue(texts.contains("Fish & Chips"), "\(texts)")
            XCTAssertTrue(texts.contains("<b>x</b> & y"), "\(texts)")
            window.destroy()
        }
    }
}
