import Gtk
import Model

/// A recipe's page, titled with its name: its description, then its ingredients as
/// libadwaita rows in a group titled "Ingredients". Its menu's "Print…" (Ctrl+P) prints
/// the recipe (`RecipePrint`) through the print dialog, whose "Print to File" writes a PDF.
@MainActor
final class RecipeDetailPage: Page {
    let recipe: Recipe
    let ingredients: [Ingredient]
    let descriptionLabel = Label()
    let groups = GroupedList()
    /// The page's menu ("Print…").
    let menu = MenuButton(
        icon: "view-more-symbolic", tooltip: tr("Recipe Menu"),
        sections: [[MenuButton.Item(tr("_Print…"), action: AppShortcuts.print.action ?? "")]])

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
        }
        if ingredients.isEmpty {
            list.descriptionText = tr("No ingredients")
        }
        let actions = WidgetActions.of(groups.scroller)
        actions.add(AppShortcuts.print) { [weak self] in self?.printRecipe() }
        actions.share(with: menu)
    }

    var title: String { recipe.name }
    var content: Widget { groups.scroller }
    var headerEnd: [Widget] { [menu] }

    /// Shows the print dialog for the recipe; the window stays usable while it renders.
    func printRecipe() {
        let window = groups.scroller.window
        let name = recipe.name
        RecipePrint.operation(recipe: recipe, ingredients: ingredients).runDialog(parent: window) { outcome in
            guard case .failed(let message) = outcome else { return }
            Log.problem("recipe \(name) not printed: \(message)")
            Alert(
                parent: window, heading: tr("The Recipe Could Not Be Printed"), body: message, button: tr("OK"),
                kind: .error
            )
            .present()
        }
    }
}

extension RecipeDetailPage: ShowsStoreItem {
    var storeItemID: Int64 { recipe.id }
}
