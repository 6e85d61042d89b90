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

    /// Sections whose store could not be opened when the search was built.
    private var unopened: Set<SearchSectionID> = []

    /// The search, built on first use from the stores (opened here, on the main thread,
    /// as the pages open them) and the bundled files. A store that cannot be opened is
    /// left out and reported with the results (`Outcome.unavailable`); its own page
    /// says why and offers Start Fresh, which rebuilds this.
    private func universalSearch() -> UniversalSearch {
        if let engine { return engine }
        let data = services.location.bundledData
        var sources: [SearchSource] = [
            BundledSearchSource.tree(data.appendingPathComponent("drilldown.plist")),
            BundledSearchSource.countries(),
            BundledSearchSource.books(data.appendingPathComponent("books.xml")),
            BundledSearchSource.trends(data.appendingPathComponent("trends.json")),
        ]
        unopened = []
        func add(_ section: SearchSectionID, _ makeSource: () throws -> SearchSource) {
            do { sources.append(try makeSource()) } catch { unopened.insert(section) }
        }
        add(.coffee) { StoreSearchSource.coffee(try services.coffeeStore()) }
        add(.todo) { StoreSearchSource.todos(try services.todoStore()) }
        add(.zoo) { StoreSearchSource.zoo(try services.zooStore()) }
        add(.recipes) { RecipeSearchSource(try services.recipeStore()) }
        add(.cities) { StoreSearchSource.cities(try services.cityStore()) }
        let built = UniversalSearch(sources: sources)
        engine = built
        return built
    }

    /// Forgets the search (a store was replaced by Start Fresh); the next search rebuilds it.
    func storesReplaced() { engine = nil }

    /// Loads every section in the background, so the first query only searches.
    func prepare() {
        let engine = universalSearch()
        Background.run(on: queue, { engine.prepare() }, then: { _ in })
    }

    /// What one search found.
    struct Outcome: Sendable {
        /// The sections with matches, in home order.
        var sections: [SectionResults]
        /// Sections that could not be searched (a damaged or unreadable file), in home order.
        var unavailable: [SearchSectionID]
    }

    /// Searches for `query`; `completion` gets the sections with matches (at most `limit`
    /// hits each) on the main loop, unless `cancellation` was cancelled first.
    func search(
        _ query: String, limit: Int, cancellation: SearchCancellation,
        completion: @escaping @MainActor (Outcome) -> Void
    ) {
        let engine = universalSearch()
        let unopened = self.unopened
        Background.run(
            on: queue,
            { () -> Outcome? in
                guard !cancellation.isCancelled,
                    let results = engine.search(query, limit: limit, cancellation: cancellation)
                else { return nil }
                let failed = unopened.union(engine.unavailableSections.keys)
                return Outcome(sections: results, unavailable: SearchSectionID.allCases.filter(failed.contains))
            },
            then: { result in
                guard case .success(let outcome?) = result, !cancellation.isCancelled else { return }
                completion(outcome)
            })
    }

    /// The current entries of `targets` (deleted ones left out), on the main loop.
    func entries(for targets: [SearchTarget], completion: @escaping @MainActor ([SearchItem]) -> Void) {
        let engine = universalSearch()
        Background.run(
            on: queue, { engine.entries(for: targets) },
            then: { result in
                if case .success(let entries) = result { completion(entries) }
            })
    }
}
