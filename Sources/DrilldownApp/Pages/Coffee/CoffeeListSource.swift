import Gtk
import Model

/// The rows of the Coffee List, read from the store a page at a time, off the main
/// thread, as the list view asks for them (names only; pictures come from `Thumbnails`).
/// A row whose page is still being read is blank until it arrives (`whenRowsRead`).
///
/// Rows are in the store's order (by id). `count` is the number of rows the list view
/// was told about: it changes only through `apply` (`StoreRows`), so that it always
/// agrees with the list view even while later changes are still on their way.
@MainActor
final class CoffeeListSource: StoreRows {
    nonisolated static let pageSize = 64
    /// Rows kept in memory before the cache starts over.
    static let maxCachedRows = 64 * pageSize

    let store: CoffeeStore
    let thumbnails: Thumbnails?
    private let pictures: Thumbnails
    private(set) var count: Int
    /// The rows read, by position.
    private var cached: [Int: CoffeeSummary] = [:]
    /// The pages being read, and the changes applied so far: a page read before a change
    /// moved the rows is dropped (and asked for again).
    private var reading: Set<Int> = []
    private var changes = 0
    private var rowsRead: (@MainActor (Range<Int>) -> Void)?
    /// Where reads that fail after the list is shown are reported.
    let readErrors = ReadErrors()

    /// What the list starts with: the number of coffees and their first page.
    struct Snapshot: Sendable {
        var count: Int
        var firstPage: [CoffeeSummary]
    }

    /// What a change needs of the store: where the changed row is (or was) and the row as
    /// stored now, or the number of rows after a bulk change.
    enum ChangeRead: Sendable {
        case row(position: Int, CoffeeSummary?)
        case count(Int)
    }

    /// The rows of `store`, starting from `snapshot` (read by `snapshot(of:)`).
    init(store: CoffeeStore, snapshot: Snapshot) {
        self.store = store
        pictures = Thumbnails(label: "drilldown.coffee.thumbnails") { try store.image(id: $0) }
        thumbnails = pictures
        count = snapshot.count
        for (offset, coffee) in snapshot.firstPage.enumerated() { cached[offset] = coffee }
    }

    nonisolated static func snapshot(of store: CoffeeStore) throws -> Snapshot {
        Snapshot(count: try store.count(), firstPage: try store.page(offset: 0, limit: pageSize))
    }

    func row(at position: Int) -> RowModel {
        guard let coffee = summary(at: position) else { return RowModel(title: "") }
        return pictures.row(title: coffee.name, id: coffee.id)
    }

    /// Every coffee's name, read off the main thread when the search needs them.
    func searchTitlesRead() -> @Sendable () -> [String] {
        let (store, count) = (self.store, self.count)
        return {
            do {
                return try store.page(offset: 0, limit: count).map(\.name)
            } catch {
                Log.problem("reading the coffees for search failed: \(error)") // no-tr: a log line
                return []
            }
        }
    }

    func whenRowsRead(_ redraw: @escaping @MainActor (Range<Int>) -> Void) { rowsRead = redraw }

    /// The coffee at `position` if its page has been read; otherwise nil, and the page
    /// is read (off the main thread) and its rows drawn again once it arrives.
    func summary(at position: Int) -> CoffeeSummary? {
        guard position >= 0, position < count else { return nil }
        if let coffee = cached[position] { return coffee }
        read(page: position / CoffeeListSource.pageSize)
        return nil
    }

    private func read(page index: Int) {
        guard !reading.contains(index) else { return }
        reading.insert(index)
        let (store, changes, size) = (self.store, self.changes, CoffeeListSource.pageSize)
        Background.run({ try store.page(offset: index * size, limit: size) }) { [weak self] result in
            guard let self else { return }
            self.reading.remove(index)
            let rows = index * size..<min(self.count, (index + 1) * size)
            guard changes == self.changes else {
                if !rows.isEmpty { self.rowsRead?(rows) } // the rows moved meanwhile: asked for again
                return
            }
            guard let page = self.readErrors.attempt("reading coffees page \(index)", { try result.get() }) else {
                return
            }
            if self.cached.count + page.count > CoffeeListSource.maxCachedRows { self.cached.removeAll() }
            for (offset, coffee) in page.enumerated() { self.cached[index * size + offset] = coffee }
            if !rows.isEmpty { self.rowsRead?(rows) }
        }
    }

    func id(at position: Int) -> Int64? { summary(at: position)?.id }

    /// The position `id` has among the rows read, if it is one of them.
    func position(of id: Int64) -> Int? {
        cached.first { $0.value.id == id && $0.key < count }?.key
    }

    /// Forgets the rows read so far.
    func forgetPages() { cached.removeAll() }

    // MARK: Changes

    nonisolated static func read(_ change: StoreChange, from store: CoffeeStore) throws -> ChangeRead {
        switch change {
        case .inserted(let id), .updated(let id):
            let position = try position(ofID: id, in: store)
            return .row(position: position, try store.page(offset: position, limit: 1).first)
        case .deleted(let id):
            return .row(position: try position(ofID: id, in: store), nil)
        case .reloaded:
            return .count(try store.count())
        }
    }

    /// The position of the first coffee whose id is ≥ `id` in the store's data now (the
    /// coffee itself when it exists, otherwise where it would be), found by bisection.
    nonisolated private static func position(ofID id: Int64, in store: CoffeeStore) throws -> Int {
        var low = 0
        var high = try store.count()
        while low < high {
            let middle = (low + high) / 2
            if let coffee = try store.page(offset: middle, limit: 1).first, coffee.id < id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    func apply(_ change: StoreChange, _ read: ChangeRead) -> RowsMoved {
        changes += 1
        switch (change, read) {
        case (.inserted(let id), .row(let position, let coffee)):
            count += 1
            let at = min(position, count - 1)
            shift(from: at, by: 1)
            if let coffee, coffee.id == id { cached[at] = coffee }
            return .inserted(at: at)
        case (.deleted, .row(let position, _)):
            guard count > 0 else { return .none }
            let at = min(position, count - 1)
            cached[at] = nil
            shift(from: at + 1, by: -1)
            count -= 1
            return .removed(at: at)
        case (.updated(let id), .row(let position, let coffee)):
            guard let coffee, coffee.id == id, position < count else { return .none }
            cached[position] = coffee
            return .changed(at: position)
        case (.reloaded, .count(let fresh)):
            cached.removeAll()
            count = fresh
            return .all
        default:
            return .none
        }
    }

    /// Moves the cached rows at `start` and after by `offset` positions.
    private func shift(from start: Int, by offset: Int) {
        cached = Dictionary(uniqueKeysWithValues: cached.map { ($0.key >= start ? $0.key + offset : $0.key, $0.value) })
    }
}
