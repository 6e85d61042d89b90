import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import DrilldownApp

/// Printing a recipe: the page's "Print…" and Ctrl+P, and the pages it prints, read back
/// from the PDF the print operation exports (the file "Print to File" writes).
final class RecipePrintTests: XCTestCase {
    func testThePageOffersPrintInItsMenuAndWithCtrlP() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try main.context.services.recipeStore()
            let recipe = try XCTUnwrap(try store.recipe(id: 1))
            let page = RecipeDetailPage(recipe: recipe, ingredients: try store.ingredients(ofRecipe: recipe.id))
            XCTAssertTrue(page.headerEnd.contains { $0 === page.menu })
            XCTAssertEqual(page.menu.items.map(\.action), ["page.print"])
            let actions = WidgetActions.of(page.content)
            XCTAssertEqual(actions.keys(of: "print"), [KeyCombo(Key.p, .control)])
            XCTAssertEqual(actions["print"]?.isEnabled, true)
        }
    }

    func testThePDFHoldsTheTitleDescriptionAndEveryIngredient() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try main.context.services.recipeStore()
            let recipe = try XCTUnwrap((1...10).compactMap { try? store.recipe(id: $0) }.first { $0.name == "Pizza" })
            let ingredients = try store.ingredients(ofRecipe: recipe.id)
            XCTAssertFalse(ingredients.isEmpty)
            let text = try Self.printedText(recipe: recipe, ingredients: ingredients)
            XCTAssertTrue(text.contains("Pizza"), text)
            XCTAssertTrue(text.contains("A classic dinner from the old world."), text)
            XCTAssertTrue(text.contains("Ingredients"), text)
            for ingredient in ingredients {
                XCTAssertTrue(text.contains(ingredient.description), "“\(ingredient.description)” is printed")
            }
        }
    }

    func testALongRecipeSpansPagesAndLosesNoLineBetweenThem() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try main.context.services.recipeStore()
            let id = try store.insert(
                name: "Feast <for> “everyone” & more", description: "Lines & lines.",
                ingredients: (1...150).map { String(format: "Ingredient number %03d", $0) })
            let recipe = try XCTUnwrap(try store.recipe(id: id))
            let ingredients = try store.ingredients(ofRecipe: id)
            XCTAssertEqual(ingredients.count, 150)
            let text = try Self.printedText(recipe: recipe, ingredients: ingredients)
            let pages = text.split(separator: "\u{0C}", omittingEmptySubsequences: true)
                .filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
            XCTAssertGreaterThanOrEqual(pages.count, 2, "150 ingredients need more than one page")
            XCTAssertTrue(text.contains("Feast <for> “everyone” & more"), "the title is printed as written")
            // pdftotext may give the bullet's en space as a plain space: compare from the words on.
            let printed = text.split(whereSeparator: \.isNewline).compactMap { line in
                line.range(of: "Ingredient number").map { String(line[$0.lowerBound...]) }
            }
            XCTAssertEqual(
                printed, ingredients.map(\.description),
                "every ingredient once, in order, across the pages")
        }
    }

    /// Exports the recipe to a PDF and returns its text (pages separated by form feeds).
    @MainActor
    static func printedText(recipe: Recipe, ingredients: [Ingredient]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recipe-print-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("recipe.pdf")
        let operation = RecipePrint.operation(recipe: recipe, ingredients: ingredients)
        XCTAssertEqual(operation.export(to: pdf), .printed)
        let text = folder.appendingPathComponent("recipe.txt")
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
        tool.arguments = ["-enc", "UTF-8", pdf.path, text.path]
        try tool.run()
        tool.waitUntilExit()
        XCTAssertEqual(tool.terminationStatus, 0, "pdftotext read the PDF")
        return try String(contentsOf: text, encoding: .utf8)
    }
}
