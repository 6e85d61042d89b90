import Gtk
import Model

@testable import DrilldownApp

extension RecipeDetailPage {
    /// The rows of the Ingredients group (the page's last), in order.
    var ingredientRows: [ActionRow] {
        groups.page.allGroups.last?.allChildren.compactMap { $0 as? ActionRow } ?? []
    }

    /// The number of rows in the ingredients list.
    var ingredientRowCount: Int { ingredientRows.count }

    /// The ingredient lines shown, in order.
    var shownIngredients: [String] { ingredientRows.map(\.title) }
}
