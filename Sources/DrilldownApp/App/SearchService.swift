import Dispatch
import Foundation
import Gtk
import Model

/// The app's one search across every section (`UniversalSearch`), shared by the home
/// page and the Shell search provider. The search is built from the sections'
/// descriptors (`SectionSearch.source`, which opens the stores) and searched one query at
/// a time on a background queue; results come back on the main loop. Each caller
/// cancels its own stale query.
@MainActor
final class SearchService {
    private let queue = DispatchQueue(label: "drilldown.search", qos: .userInitiated)
    /// Touched only on `queue`.
    private let engine: Engine

    init(services: AppServices) {
        engine = Engine(
            stores: services.stores,
            sources: services.sections.compactMap { section in section.search.map { (section.id, $0.source) } })
    }

    /// Forgets the search (a store was replaced by Start Fresh); the next search rebuilds it.
    func storesReplaced() {
        let engine = engine
        Background.run(on: queue, { engine.forget() }, then: { _ in })
    }

    /// Loads every section in the background, so the first query only searches.
    func prepare() {
        let engine = engine
        Background.run(on: queue, { engine.current().search.prepare() }, then: { _ in })
    }

    /// What one search found.
    struct Outcome: Sendable {
        /// The sections with matches, in home order.
        var sections: [SectionResults]
        /// Sections that could not be searched (a damaged or unreadable file), in home order.
        var unavailable: [SectionID]
    }

    /// Searches for `query`; `completion` gets the sections with matches (at most `limit`
    /// hits each) on the main loop, unless `cancellation` was cancelled first.
    func search(
        _ query: String, limit: Int, cancellation: SearchCancellation,
        completion: @escaping @MainActor (Outcome) -> Void
    ) {
        let engine = engine
        Background.run(
            on: queue,
            { () -> Outcome? in
                let (search, unopened) = engine.current()
                guard !cancellation.isCancelled,
                    let results = search.search(query, limit: limit, cancellation: cancellation)
                else { return nil }
                let failed = unopened.union(search.unavailableSections.keys)
                return Outcome(sections: results, unavailable: engine.order.filter(failed.contains))
            },
            then: { result in
                guard case .success(let outcome?) = result, !cancellation.isCancelled else { return }
                completion(outcome)
            })
    }

    /// The current entries of `targets` (deleted ones left out), on the main loop.
    func entries(for targets: [SearchTarget], completion: @escaping @MainActor ([SearchItem]) -> Void) {
        let engine = engine
        Background.run(
            on: queue, { engine.current().search.entries(for: targets) },
            then: { result in
                if case .success(let entries) = result { completion(entries) }
            })
    }
}

/// The search and the sections it could not open, built on first use on the search
/// queue. A store that cannot be opened is left out and reported with the results
/// (`Outcome.unavailable`); its own page says why and offers Start Fresh, which
/// rebuilds this.
private final class Engine: @unchecked Sendable {
    // @unchecked: `built` is touched only on the search queue (one job at a time).
    typealias MakeSource = @Sendable (StoreShelf) throws -> SearchSource
    let order: [SectionID]
    private let stores: StoreShelf
    private let sources: [(id: SectionID, make: MakeSource)]
    private var built: (search: UniversalSearch, unopened: Set<SectionID>)?

    init(stores: StoreShelf, sources: [(SectionID, MakeSource)]) {
        self.stores = stores
        self.sources = sources.map { (id: $0.0, make: $0.1) }
        order = sources.map(\.0)
    }

    func current() -> (search: UniversalSearch, unopened: Set<SectionID>) {
        if let built { return built }
        var made: [SearchSource] = []
        var unopened: Set<SectionID> = []
        for source in sources {
            do { made.append(try source.make(stores)) } catch { unopened.insert(source.id) }
        }
        let result = (search: UniversalSearch(sources: made), unopened: unopened)
        built = result
        return result
    }

    func forget() { built = nil }
}
