import Dispatch
import Foundation
import Gtk
import Model

/// The app's one search across every section (`UniversalSearch`), shared by the home
/// page and the Shell search provider. Searches run one at a time on a background queue;
/// results come back on the main loop. Each caller cancels its own stale query.
@MainActor
final class SearchService {
    // Unowned: the services own this service.
    private unowned let services: AppServices
    private var engine: UniversalSearch?
    private let queue = DispatchQueue(label: "drilldown.search", qos: .userInitiated)

    init(services: AppServices) {
        self.services = services
    }

    /// The search, built on first use from the stores (opened here, on the main thread,
    /// as the pages open them) and the bundled files. A store that cannot be opened is
    /// left out: its own page shows why and offers Start Fresh, which rebuilds this.
    private func universalSearch() -> UniversalSearch {
        if let engine { return engine }
        let data = services.location.bundledData
        var sources: [SearchSource] = [
            BundledSearchSource.tree(data.appendingPathComponent("drilldown.plist")),
            BundledSearchSource.countries(),
            BundledSearchSource.books(data.appendingPathComponent("books.xml")),
            BundledSearchSource.trends(data.appendingPathComponent("trends.json")),
        ]
        if let store = try? services.coffeeStore() { sources.append(StoreSearchSource.coffee(store)) }
        if let store = try? services.todoStore() { sources.append(StoreSearchSource.todos(store)) }
        if let store = try? services.zooStore() { sources.append(StoreSearchSource.zoo(store)) }
        if let store = try? services.recipeStore() { sources.append(RecipeSearchSource(store)) }
        if let store = try? services.cityStore() { sources.append(StoreSearchSource.cities(store)) }
        let built = UniversalSearch(sources: sources)
        engine = built
        return built
    }

    /// Forgets the search (a store was replaced by Start Fresh); the next search rebuilds it.
    func storesReplaced() { engine = nil }

    /// Loads every section in the background, so the first query only searches.
    func prepare() {
        let engine = universalSearch()
        queue.async { engine.prepare() }
    }

    /// Searches for `query`; `completion` gets the sections with matches (at most `limit`
    /// hits each) on the main loop, unless `cancellation` was cancelled first.
    func search(_ query: String, limit: Int, cancellation: SearchCancellation,
                completion: @escaping @MainActor ([SectionResults]) -> Void) {
        let engine = universalSearch()
        queue.async {
            guard !cancellation.isCancelled, let results = engine.search(query, limit: limit, cancellation: cancellation) else { return }
            MainContext.run {
                guard !cancellation.isCancelled else { return }
                completion(results)
            }
        }
    }

    /// The current entries of `targets` (deleted ones left out), on the main loop.
    func entries(for targets: [SearchTarget], completion: @escaping @MainActor ([SearchItem]) -> Void) {
        let engine = universalSearch()
        queue.async {
            let entries = engine.entries(for: targets)
            MainContext.run { completion(entries) }
        }
    }
}
