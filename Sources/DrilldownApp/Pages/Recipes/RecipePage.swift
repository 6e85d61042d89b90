import Gtk
import Model

/// A recipe's page, titled with its name: its description, then its ingredients in a
/// boxed list titled "Ingredients".
@MainActor
final class RecipePage: Page {
    let recipe: Recipe
    let ingredients: [Ingredient]
    let descriptionLabel = Label()
    private let boxed = BoxedList(header: tr("Ingredients"))
    private var ingredientLabels: [Label] = []

    init(recipe: Recipe, ingredients: [Ingredient]) {
        self.recipe = recipe
        self.ingredients = ingredients

        let heading = Box(.vertical, spacing: 6)
        heading.setMargins(top: 0, bottom: 12, start: 0, end: 0)
        let name = Label(recipe.name)
        name.addCSSClass("title-1")
        name.wraps = true
        name.xalign = 0
        heading.append(name)
        descriptionLabel.text = recipe.description
        descriptionLabel.wraps = true
        descriptionLabel.xalign = 0
        descriptionLabel.isVisible = !recipe.description.isEmpty
        heading.append(descriptionLabel)
        boxed.prependAbove(heading)

        for ingredient in ingredients {
            let label = Label(ingredient.description)
            label.xalign = 0
            label.wraps = true
            label.setMargins(top: 12, bottom: 12, start: 12, end: 12)
            boxed.list.append(ListBoxRow(label, activatable: false))
            ingredientLabels.append(label)
        }
        let none = Label(tr("No ingredients"))
        none.addCSSClass("dim-label")
        none.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        boxed.list.setPlaceholder(none)
    }

    var title: String { recipe.name }
    var content: Widget { boxed.scroller }

    /// The ingredient lines shown, in order (for tests).
    var shownIngredients: [String] { ingredientLabels.map(\.text) }
    /// The number of rows in the ingredients list.
    var ingredientRowCount: Int { boxed.list.allRows.count }
}
