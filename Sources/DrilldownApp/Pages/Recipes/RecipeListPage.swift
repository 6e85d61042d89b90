import Foundation
import Gtk
import Model

/// "Recipes" (the original tutorials' "iPhone SQLite Database Basics"): the recipes'
/// names from `recipes.sqlite` (`RecipesSource`); a row opens the recipe with its
/// description and ingredients. Loading, Start Fresh and following the store are the
/// skeleton's (`StoreListHost`).
@MainActor
final class RecipeListPage: StoreListPage {
    let host = StoreListHost<RecipesSource, Never>(
        texts: .init(
            title: tr("Recipes"),
            cannotOpen: tr("Recipes Cannot Be Opened"),
            startedFresh: tr("New recipes were started. The damaged file was kept as “%1$@”."),
            cannotOpenItem: tr("The Recipe Could Not Be Opened"),
            emptyIcon: "accessories-dictionary-symbolic",
            emptyHeading: tr("No Recipes")
        ))

    init(context: PageContext) {
        host.start(
            context: context,
            source: { store, items in RecipesSource(store: store, items: items) { RowModel(title: $0.name) } },
            actions: .init(
                open: .init(
                    read: { store, id in
                        try store.recipe(id: id).map {
                            (recipe: $0, ingredients: try store.ingredients(ofRecipe: $0.id))
                        }
                    },
                    page: { _, found in RecipeDetailPage(recipe: found.recipe, ingredients: found.ingredients) })))
    }
}

/// The recipes' rows: their names (ids and names, read whole).
typealias RecipesSource = StoreItemsSource<RecipeStore>

extension RecipeStore: ListedStore {
    func item(id: Int64) throws -> RecipeSummary? { try recipe(id: id).map { RecipeSummary(id: $0.id, name: $0.name) } }
}
