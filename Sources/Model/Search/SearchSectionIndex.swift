import Foundation

/// One section's entries ready to search: a snapshot (`entries`, compact, with its folded
/// `index`) plus the store changes made since it was taken, so an edit made a moment ago is found at once
/// without reloading a million rows.
///
/// Changes live in an overlay: entries changed or deleted since the snapshot are hidden
/// (found by id: store entries are in id order) and their current version, with inserted
/// ones, is searched in a small index of its own. Past `overlayLimit` changed entries the
/// owner reloads the section instead.
struct SearchSectionIndex: Sendable {
    static let overlayLimit = 2048

    let section: SectionID
    private let entries: SearchEntries
    private var index: RankedTitleIndex { entries.index }
    /// Positions in `entries` that are out of date (updated or deleted since).
    private(set) var hidden: Set<Int> = []
    /// Current versions of the changed and inserted entries.
    private(set) var extra: [SearchItem] = []
    private var extraIndex = RankedTitleIndex(titles: [])
    /// The last query and its matches in `index`, to narrow the next one.
    private var narrowing: (query: String, matches: [Int])?

    init(entries: SearchEntries) {
        section = entries.section
        self.entries = entries
    }

    /// Bytes held by the snapshot (its entries and index; the overlay is small).
    var byteCount: Int { entries.byteCount }

    /// The number of entries searched.
    var count: Int { entries.count - hidden.count + extra.count }

    /// Whether the overlay has grown enough that a reload is cheaper.
    var needsReload: Bool { hidden.count + extra.count > SearchSectionIndex.overlayLimit }

    /// Replaces the entries of the changed store rows by their current version (nil:
    /// the row was deleted).
    mutating func apply(_ changes: [(id: Int64, entry: SearchItem?)]) {
        let ids = Set(changes.map(\.id))
        extra.removeAll { $0.target.storeID.map(ids.contains) == true }
        for change in changes {
            if let position = entries.position(ofStoreID: change.id) { hidden.insert(position) }
            if let entry = change.entry { extra.append(entry) }
        }
        extraIndex = RankedTitleIndex(titles: extra.lazy.map(\.title))
    }

    /// Matches of `query`: the count and the best `limit`; nil when cancelled.
    mutating func search(_ query: String, limit: Int, cancellation: SearchCancellation?) -> SectionResults? {
        let candidates = narrowing.flatMap { searchNarrows(from: $0.query, to: query) ? $0.matches : nil }
        guard let base = index.search(query, among: candidates, cancellation: cancellation),
            let changed = extraIndex.search(query)
        else { return nil }
        narrowing = query.isEmpty ? nil : (query, base.ascending)
        var count = base.count + changed.count
        for position in hidden where RankedTitleIndex.contains(base, position) { count -= 1 }
        var top: [SearchHit] = []
        for rank in MatchRank.allCases where top.count < limit {
            for position in base.byRank[rank.rawValue] where !hidden.contains(position) {
                if top.count >= limit { break }
                top.append(SearchHit(entry: entries.item(at: position), rank: rank))
            }
            for position in changed.byRank[rank.rawValue] {
                if top.count >= limit { break }
                top.append(SearchHit(entry: extra[position], rank: rank))
            }
        }
        return SectionResults(section: section, count: count, top: top)
    }

    /// The entry for `target`, if the section has it now.
    func entry(for target: SearchTarget) -> SearchItem? {
        if let found = extra.first(where: { $0.target == target }) { return found }
        if let id = target.storeID {
            guard let position = entries.position(ofStoreID: id), !hidden.contains(position) else { return nil }
            return entries.target(at: position) == target ? entries.item(at: position) : nil
        }
        return entries.position(ofItem: target).map(entries.item(at:))
    }
}

extension RankedTitleIndex {
    /// Whether `position` is among `matches` (each rank is ascending: bisection).
    static func contains(_ matches: RankedMatches, _ position: Int) -> Bool {
        for list in matches.byRank {
            var low = 0, high = list.count
            while low < high {
                let middle = (low + high) / 2
                if list[middle] < position { low = middle + 1 } else { high = middle }
            }
            if low < list.count && list[low] == position { return true }
        }
        return false
    }
}
