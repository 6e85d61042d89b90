import Foundation
import Gtk
import Model

/// A recipe on paper: its name as the heading, its description, then "Ingredients" and
/// one bulleted line per ingredient, in Pango markup printed across as many pages as it
/// needs (`PagedText`) in the paper size of the print dialog.
@MainActor
enum RecipePrint {
    /// The recipe as Pango markup (every text escaped).
    static func markup(recipe: Recipe, ingredients: [Ingredient]) -> String {
        let heading = PagedText.escaped(tr("Ingredients"))
        let empty = PagedText.escaped(tr("No ingredients"))
        var parts = ["<span size=\"xx-large\" weight=\"bold\">\(PagedText.escaped(recipe.name))</span>"]
        if !recipe.description.isEmpty { parts.append("\n" + PagedText.escaped(recipe.description)) }
        parts.append("\n<span size=\"large\" weight=\"bold\">\(heading)</span>")
        if ingredients.isEmpty { parts.append(empty) }
        parts += ingredients.map { "•\u{2002}" + PagedText.escaped($0.description) }
        return parts.joined(separator: "\n")
    }

    /// A print job of the recipe, named after it.
    static func operation(recipe: Recipe, ingredients: [Ingredient]) -> PrintOperation {
        let operation = PrintOperation()
        operation.setJobName(recipe.name)
        operation.embedsPageSetup = true
        _ = PagedText(markup: markup(recipe: recipe, ingredients: ingredients), font: "Sans 11", operation: operation)
        return operation
    }
}
