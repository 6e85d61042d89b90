import Foundation

/// Searches every section at once: the home page's search and the GNOME Shell search
/// provider ask this.
///
/// Each section is loaded once (off the main thread: `prepare()`, or the first search)
/// into a `SearchSectionIndex`, compact (`SearchEntries`: about 30 bytes a coffee); store changes are queued by the stores' observers and
/// applied before the next search, so an edit made a moment ago is found. A section
/// whose data cannot be read (a damaged database, a missing bundled file) is left out
/// of the results and tried again on the next search; its own page reports the problem.
///
/// `search` may be called from any thread; searches run one at a time (a new query
/// should cancel the previous one's `SearchCancellation`, which then returns nil).
public final class UniversalSearch: @unchecked Sendable {
    // @unchecked: `pending` and `failures` are touched only with `lock` held;
    // `indexes` only inside `searchLock`.
    private let sources: [SearchSource]
    private let lock = NSLock()
    private let searchLock = NSLock()
    private var pending: [SectionID: [StoreChange]] = [:]
    private var failures: [SectionID: String] = [:]
    private var indexes: [SectionID: SearchSectionIndex] = [:]
    private var tokens: [ObservationToken] = []

    /// `sources` in the order their results are shown (the home page's).
    public init(sources: [SearchSource]) {
        self.sources = sources
        for source in sources {
            let section = source.section
            if let token = source.observe({ [weak self] change in self?.queue(change, for: section) }) {
                tokens.append(token)
            }
        }
    }

    private func queue(_ change: StoreChange, for section: SectionID) {
        lock.withLock { pending[section, default: []].append(change) }
    }

    /// Loads every section now (call it off the main thread at start-up, so that the
    /// first query only searches).
    public func prepare() {
        searchLock.withLock {
            for source in sources { _ = index(for: source) }
        }
    }

    /// Bytes held by the loaded sections' entries and indexes (for benchmarks).
    public var byteCount: Int {
        searchLock.withLock { indexes.values.reduce(0) { $0 + $1.byteCount } }
    }

    /// The sections that could not be read at the last search, with the reason.
    public var unavailableSections: [SectionID: String] { lock.withLock { failures } }

    /// Matches of `query` in every section, sections in home-page order, only those with
    /// matches; at most `limit` hits per section. Nil when cancelled.
    public func search(_ query: String, limit: Int, cancellation: SearchCancellation? = nil) -> [SectionResults]? {
        searchLock.withLock {
            var results: [SectionResults] = []
            for source in sources {
                if cancellation?.isCancelled == true { return nil }
                guard var index = index(for: source) else { continue }
                let found = index.search(query, limit: limit, cancellation: cancellation)
                indexes[source.section] = index
                guard let found else { return nil }
                if found.count > 0 { results.append(found) }
            }
            return results
        }
    }

    /// The entries for `targets` as they are now (for the Shell's result metas); unknown
    /// or deleted targets are left out.
    public func entries(for targets: [SearchTarget]) -> [SearchItem] {
        searchLock.withLock {
            targets.compactMap { target in
                guard let source = sources.first(where: { $0.section == target.section }),
                    let index = index(for: source)
                else { return nil }
                return index.entry(for: target)
            }
        }
    }

    /// The section's index with the queued changes applied; loads it when needed.
    /// Called with `searchLock` held.
    private func index(for source: SearchSource) -> SearchSectionIndex? {
        let section = source.section
        let changes = lock.withLock { pending.removeValue(forKey: section) ?? [] }
        if var index = indexes[section], !changes.isEmpty {
            let ids = Set(changes.compactMap(\.rowID))
            if source.appliesChangesByID, !changes.contains(.reloaded), ids.count <= SearchSectionIndex.overlayLimit {
                do {
                    index.apply(try ids.sorted().map { (id: $0, entry: try source.entry(storeID: $0)) })
                    if !index.needsReload { indexes[section] = index; return index }
                } catch {
                    // Fall through to a reload, which reports the failure.
                }
            }
            indexes[section] = nil
        }
        if let index = indexes[section] { return index }
        do {
            var collector = SearchEntryCollector(section: section)
            try source.load(into: &collector)
            let index = SearchSectionIndex(entries: try collector.finish())
            indexes[section] = index
            lock.withLock { failures[section] = nil }
            return index
        } catch {
            let message = (error as? StorageError)?.message ?? (error as? ImportError)?.message ?? "\(error)"
            lock.withLock { failures[section] = message }
            return nil
        }
    }
}

extension StoreChange {
    /// The row a change is about; nil for `.reloaded`.
    var rowID: Int64? {
        switch self {
        case .inserted(let id), .updated(let id), .deleted(let id): return id
        case .reloaded: return nil
        }
    }
}
