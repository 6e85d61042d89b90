import Gtk
import Model

/// A recipe's page, titled with its name: its description, then its ingredients as
/// libadwaita rows in a group titled "Ingredients".
@MainActor
final class RecipeDetailPage: Page {
    let recipe: Recipe
    let ingredients: [Ingredient]
    let descriptionLabel = Label()
    private let groups = GroupedList()
    private var ingredientRows: [ActionRow] = []

    init(recipe: Recipe, ingredients: [Ingredient]) {
        self.recipe = recipe
        self.ingredients = ingredients

        let heading = Box(.vertical, spacing: 6)
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
        groups.appendBelow(heading)

        let list = groups.addGroup(tr("Ingredients"))
        for ingredient in ingredients {
            let row = ActionRow(title: ingredient.description)
            row.titleLines = 0
            list.add(row)
            ingredientRows.append(row)
        }
        if ingredients.isEmpty {
            list.descriptionText = tr("No ingredients")
        }
    }

    var title: String { recipe.name }
    var content: Widget { groups.scroller }

    /// The number of rows in the ingredients list.
    var ingredientRowCount: Int { ingredientRows.count }
}

extension RecipeDetailPage: ShowsStoreItem {
    var storeItemID: Int64 { recipe.id }
}

// MARK: - Testing

extension RecipeDetailPage {
    /// The ingredient lines shown, in order (for tests).
    var shownIngredients: [String] { ingredientRows.map(\.title) }
}
