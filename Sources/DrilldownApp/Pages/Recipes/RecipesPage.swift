import Foundation
import Gtk
import Model

/// "Recipes" (the seed's "iPhone SQLite Database Basics"): the recipes' names from
/// `recipes.sqlite`; a row opens the recipe with its description and ingredients.
///
/// When the database cannot be opened the page says why, and for a damaged file offers
/// "Start Fresh", which sets the old file aside and shows the seeded recipes in place.
@MainActor
final class RecipesPage: Page {
    let title = tr("Recipes")
    let content: Widget
    /// Shows a short message after "Start Fresh".
    let toast = ToastBar(closeTooltip: tr("Close"))
    /// The list, or nil while the page shows why the database could not be opened.
    private(set) var rows: RowListView?
    private(set) var recipes: [RecipeSummary] = []
    private(set) var store: RecipeStore?
    /// What the page shows when the database could not be opened.
    private(set) var failure: StatusPage?
    private let overlay = Overlay()
    private let context: PageContext

    init(context: PageContext) {
        self.context = context
        content = overlay
        overlay.addOverlay(toast)
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
            showFailure(error as? StorageError ?? StorageError(kind: .other, sqliteMessage: "\(error)"))
        }
    }

    private func show(_ recipes: [RecipeSummary], store: RecipeStore) {
        let source = ArrayListSource(titles: recipes.map(\.name))
        let rows = RowListView(source: source, options: .init(
            searchable: true,
            emptyState: .init(icon: "accessories-dictionary-symbolic", heading: tr("No Recipes"))))
        rows.onActivate = { [weak self] position in self?.open(position: position) }
        self.recipes = recipes
        self.store = store
        self.rows = rows
        failure = nil
        overlay.child = rows.content
    }

    private func showFailure(_ error: StorageError) {
        let status = StoreFailurePage.make(heading: tr("Recipes Cannot Be Opened"), error: error) { [weak self] in self?.startFresh() }
        rows = nil
        store = nil
        recipes = []
        failure = status
        overlay.child = status.content
    }

    /// Sets the damaged file aside, starts the seeded recipes and shows them.
    func startFresh() {
        StoreFailurePage.startFresh(context, heading: tr("Recipes Cannot Be Opened"),
                                    keptMessage: tr("New recipes were started. The damaged file was kept as “%1$@”."), toast: toast,
                                    makeFresh: context.services.startFreshRecipeStore) { [weak self] in
            self?.load()
            self?.rows?.focusList()
        }
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
