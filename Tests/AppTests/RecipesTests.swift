import CGtk
import Foundation
import Gtk
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

@MainActor
enum RecipesHarness {
    static let seed = ["Omelet", "Grilled Cheese Sandwich", "Pizza"]

    static func open(_ main: MainWindow) throws -> RecipeListPage {
        XCTAssertTrue(main.home.open(sectionID: .recipes))
        AppHarness.settle(main)
        return try XCTUnwrap(main.navigation.top as? RecipeListPage)
    }

    static func shownTitles(_ page: RecipeListPage) -> [String] {
        page.rows?.list.boundRows.map { $0.row.titleLabel.text } ?? []
    }
}

final class RecipesTests: XCTestCase {
    func testListShowsTheSeedsRecipes() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try RecipesHarness.open(main)
            XCTAssertEqual(main.window.title, "Recipes")
            XCTAssertNil(page.failure)
            XCTAssertTrue(
                MainContext.iterate(until: { RecipesHarness.shownTitles(page) == RecipesHarness.seed }),
                "rows are \(RecipesHarness.shownTitles(page))")
        }
    }

    func testRecipePageShowsDescriptionAndIngredients() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try RecipesHarness.open(main)
            XCTAssertTrue(MainContext.iterate(until: { RecipesHarness.shownTitles(page) == RecipesHarness.seed }))
            let store = try XCTUnwrap(page.source?.store)
            for (position, name) in RecipesHarness.seed.enumerated() {
                page.rows?.list.activate(position: position)
                AppHarness.settle(main)
                let recipe = try XCTUnwrap(main.navigation.top as? RecipeDetailPage)
                XCTAssertEqual(main.window.title, name)
                XCTAssertEqual(main.navigation.backLabel, "Recipes")
                let expected = try store.ingredients(ofRecipe: recipe.recipe.id).map(\.description)
                XCTAssertFalse(expected.isEmpty)
                XCTAssertEqual(recipe.shownIngredients, expected)
                XCTAssertEqual(recipe.ingredientRowCount, expected.count)
                if position == 2 {
                    XCTAssertEqual(recipe.descriptionLabel.text, "A classic dinner from the old world.")
                    XCTAssertEqual(recipe.shownIngredients, ["Pizza Dough", "Pizza Sauce", "Cheese", "Toppings"])
                }
                XCTAssertTrue(main.escape())
                AppHarness.settle(main)
                XCTAssertTrue(main.navigation.top === page)
            }
        }
    }

    func testCorruptDatabaseOffersStartFresh() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let file = main.context.services.location.userData.appendingPathComponent("recipes.sqlite")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(repeating: 0x42, count: 4096).write(to: file)
            let page = try RecipesHarness.open(main)
            let failure = try XCTUnwrap(page.failure)
            XCTAssertEqual(failure.heading, "Recipes Cannot Be Opened")
            XCTAssertTrue(gtk_widget_activate(try XCTUnwrap(failure.button).widget) != 0)
            XCTAssertTrue(MainContext.iterate(until: { RecipesHarness.shownTitles(page) == RecipesHarness.seed }))
        }
    }
}
