import Gtk
import Model

extension SectionID { static let recipes = SectionID("recipes") }

extension SectionDescriptor {
    /// The recipes of recipes.sqlite; the search finds ingredients too (each opens its
    /// recipe), which the recipes list does not show, so all matches are shown in place.
    static var recipes: SectionDescriptor {
        SectionDescriptor(
            id: .recipes, title: tr("Recipes"), subtitle: tr("Recipes and their ingredients in SQLite"),
            icon: "accessories-dictionary-symbolic", store: SectionStore(RecipeStore.self),
            search: SectionSearch(
                RecipeListPage.self,
                source: { stores in RecipeSearchSource(try stores.store(), in: .recipes) },
                reveal: { page, target in
                    // An ingredient's path is [ingredient, recipe].
                    guard let recipe = target.storeID ?? target.path.last.map(Int64.init) else { return }
                    page.open(id: recipe)
                }),
            place: .storeRows(RecipeListPage.self)
        ) { context in RecipeListPage(context: context) }
    }
}
