import Foundation
import Gtk
import Model

/// "Recipes" (the original tutorials' "iPhone SQLite Database Basics"): the recipes' names from
/// `recipes.sqlite`; a row opens the recipe with its description and ingredients.
///
/// When the database cannot be opened the page says why, and for a damaged file offers
/// "Start Fresh", which sets the old file aside and shows the seeded recipes in place.
@MainActor
final class RecipesPage: StoreListPage {
    let title = tr("Recipes")
    /// The list or the failure page, and the toast saying what "Start Fresh" kept.
    let host: StoreListHost<Listing>
    var recipes: [RecipeSummary] { host.source?.recipes ?? [] }
    var store: RecipeStore? { host.source?.store }
    private let context: PageContext

    /// The opened store and the recipes read from it (ids and names, in list order).
    struct Listing {
        let store: RecipeStore
        let recipes: [RecipeSummary]
    }

    init(context: PageContext) {
        self.context = context
        host = StoreListHost(context: context, failureHeading: tr("Recipes Cannot Be Opened"))
        load()
    }

    var headerEnd: [Widget] { rows.map { [$0.searchButton] } ?? [] }

    /// Opens the store and shows the list, or the reason it cannot be shown.
    private func load() {
        do {
            let store = try context.services.recipeStore()
            let recipes = try store.page(offset: 0, limit: try store.count())
            show(recipes, store: store)
        } catch {
            host.showFailure(error) { [weak self] in self?.startFresh() }
        }
    }

    private func show(_ recipes: [RecipeSummary], store: RecipeStore) {
        let source = ArrayListSource(titles: recipes.map(\.name))
        let rows = RowListView(source: source, options: .init(
            searchable: true,
            emptyState: .init(icon: "accessories-dictionary-symbolic", heading: tr("No Recipes"))))
        rows.onActivate = { [weak self] position in self?.open(position: position) }
        host.show(rows, source: Listing(store: store, recipes: recipes))
    }

    /// Sets the damaged file aside, starts the seeded recipes and shows them.
    func startFresh() {
        host.startFresh(keptMessage: tr("New recipes were started. The damaged file was kept as “%1$@”."),
                        makeFresh: context.services.startFreshRecipeStore) { load() }
    }

    /// Pushes the recipe at source position `position`.
    func open(position: Int) {
        guard let store, recipes.indices.contains(position) else { return }
        do {
            guard let recipe = try store.recipe(id: recipes[position].id) else { return }
            let ingredients = try store.ingredients(ofRecipe: recipe.id)
            context.push(RecipePage(recipe: recipe, ingredients: ingredients))
        } catch let error as StorageError {
            context.showError(tr("The Recipe Could Not Be Opened"), error.message)
        } catch {
            context.showError(tr("The Recipe Could Not Be Opened"), "\(error)")
        }
    }

    func didBecomeTop() { rows?.focusList() }
    func handleEscape() -> Bool { rows?.handleEscape() ?? false }
}
