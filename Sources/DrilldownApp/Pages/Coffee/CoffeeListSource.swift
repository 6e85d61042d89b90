import Gtk
import Model

/// The rows of the Coffee List, read from the store a page at a time as the list view
/// asks for them (names only; pictures come from `Thumbnails`).
///
/// Rows are in the store's order (by id). `count` is the number of rows the list view
/// was told about: it changes only through `inserted`/`deleted` (`StoreRows`), so that it
/// always agrees with the list view even while later changes are still on their way.
@MainActor
final class CoffeeListSource: StoreRows {
    nonisolated static let pageSize = 64
    /// Pages kept in memory before the cache starts over.
    static let maxCachedPages = 64

    let store: CoffeeStore
    let thumbnails: Thumbnails?
    private let pictures: Thumbnails
    private(set) var count: Int
    private var pages: [Int: [CoffeeSummary]] = [:]
    /// Where reads that fail after the list is shown are reported.
    let readErrors = ReadErrors()

    /// What the list starts with: the number of coffees and their first page.
    struct Snapshot: Sendable {
        var count: Int
        var firstPage: [CoffeeSummary]
    }

    /// The rows of `store`, starting from `snapshot` (read by `snapshot(of:)`).
    init(store: CoffeeStore, snapshot: Snapshot) {
        self.store = store
        pictures = Thumbnails(label: "drilldown.coffee.thumbnails") { try store.image(id: $0) }
        thumbnails = pictures
        count = snapshot.count
        if !snapshot.firstPage.isEmpty { pages[0] = snapshot.firstPage }
    }

    nonisolated static func snapshot(of store: CoffeeStore) throws -> Snapshot {
        Snapshot(count: try store.count(), firstPage: try store.page(offset: 0, limit: pageSize))
    }

    func row(at position: Int) -> RowModel {
        guard let coffee = summary(at: position) else { return RowModel(title: "") }
        return pictures.row(title: coffee.name, id: coffee.id)
    }

    func searchTitles() -> [String] {
        let store = self.store
        let count = self.count
        let titles = readErrors.attempt("reading the coffees for search") { try store.page(offset: 0, limit: count) }
        return titles?.map(\.name) ?? []
    }

    /// The coffee at `position`, read from the store when its page is not in memory.
    func summary(at position: Int) -> CoffeeSummary? {
        guard position < count else { return nil }
        return fetch(at: position)
    }

    /// The coffee at `position` in the store's current data.
    private func fetch(at position: Int) -> CoffeeSummary? {
        guard position >= 0 else { return nil }
        let index = position / CoffeeListSource.pageSize
        if pages[index] == nil {
            if pages.count >= CoffeeListSource.maxCachedPages { pages.removeAll() }
            let store = self.store
            guard
                let page = readErrors.attempt(
                    "reading coffees page \(index)",
                    {
                        try store.page(offset: index * CoffeeListSource.pageSize, limit: CoffeeListSource.pageSize)
                    })
            else { return nil }
            pages[index] = page
        }
        guard let page = pages[index] else { return nil }
        let offset = position % CoffeeListSource.pageSize
        return page.indices.contains(offset) ? page[offset] : nil
    }

    /// The position of the first row whose id is ≥ `id` (the row itself when it exists,
    /// otherwise where it would be), found by bisection over the current data.
    private func position(ofID id: Int64, in total: Int) -> Int {
        var low = 0, high = total
        while low < high {
            let middle = (low + high) / 2
            if let coffee = fetch(at: middle), coffee.id < id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    func id(at position: Int) -> Int64? { summary(at: position)?.id }

    /// The position `id` has in the data now, if it is among the rows.
    func position(of id: Int64) -> Int? {
        let store = self.store
        let total = readErrors.attempt("counting the coffees", { try store.count() }) ?? count
        let position = position(ofID: id, in: total)
        return position < count && fetch(at: position)?.id == id ? position : nil
    }

    /// Forgets the pages read so far (the data changed).
    func forgetPages() { pages.removeAll() }

    // MARK: Changes

    func inserted(id: Int64) -> Int? {
        forgetPages()
        let position = position(ofID: id, in: count + 1)
        count += 1
        return min(position, count - 1)
    }

    func deleted(id: Int64) -> Int? {
        guard count > 0 else { return nil }
        forgetPages()
        let position = position(ofID: id, in: count - 1)
        count -= 1
        return position
    }

    func updated(id: Int64) -> Int? {
        forgetPages()
        return position(of: id)
    }

    /// Starts over from the store (after a bulk change); a failed count is reported and
    /// keeps the rows' number.
    func reload() -> Bool {
        forgetPages()
        let store = self.store
        guard let fresh = readErrors.attempt("counting the coffees", { try store.count() }) else { return false }
        count = fresh
        return true
    }
}
