import Gtk
import Model

/// The rows of a store list that can grow to millions (Coffee List, City Guide, To-Do),
/// read from the store a page at a time, off the main thread, as the list view asks for
/// them (what a row shows only: pictures come from `Thumbnails`; how a row looks is the
/// page's, `look`). A row whose page is still being read is blank until it arrives
/// (`whenRowsRead`).
///
/// Rows are in the store's order (by id). Pages are read by their keys (`KeysetPages`:
/// the first id of every page, read once off the main thread after the first page is
/// drawn, then kept in step with each change), never with an OFFSET, so the end of a
/// million coffees reads as fast as the start; a row's position is found in that index
/// and the page's rows, without asking the store.
///
/// `count` is the number of rows the list view was told about: it changes only through
/// `apply` (`StoreRows`), so that it always agrees with the list view even while later
/// changes are still on their way.
@MainActor
final class KeysetListSource<Store: KeysetListStore>: StoreRows {
    typealias Summary = Store.ListRow
    nonisolated static var pageSize: Int { 64 }
    /// Rows kept in memory before the cache starts over.
    static var maxCachedRows: Int { 64 * pageSize }

    let store: Store
    let thumbnails: Thumbnails?
    /// How a row looks, and the title the list's search finds it by (read off the main thread).
    private let look: @MainActor (Summary) -> RowModel
    private let searchTitle: @Sendable (Summary) -> String
    /// Changed only by `apply` (`KeysetListSource+Changes.swift`).
    var count: Int
    /// The rows read, by position.
    var cached: [Int: Summary] = [:]
    /// Where each page starts; nil until read (pages asked for meanwhile wait in `waiting`).
    var pages: KeysetPages?
    /// Whether `pages` was asked for: once the list is first drawn (`listShown`), or
    /// as soon as a row past the first page is wanted, so that its read (a step over
    /// every row) does not take the processor from the first drawing.
    private var pagesAsked = false
    /// The pages asked for before `pages` was read, by their first position.
    var waiting: Set<Int> = []
    /// The pages being read (by their first position), and the changes applied so far: a
    /// page read before a change moved the rows is dropped (and asked for again).
    private var reading: Set<Int> = []
    var changes = 0 {
        didSet { short = [] }
    }
    /// The changes after which the index was last read again because a page did not
    /// hold the rows it should, and the pages (first positions) that still did not
    /// since: those are not asked for again until the next change (another program may
    /// have changed the file without telling).
    private var reindexed: Int?
    private var short: Set<Int> = []
    var rowsRead: (@MainActor (Range<Int>) -> Void)?
    /// Where reads that fail after the list is shown are reported.
    let readErrors = ReadErrors()

    /// What the list starts with: the number of rows and their first page.
    struct Snapshot: Sendable {
        var count: Int
        var firstPage: [Summary]
    }

    /// What a change needs of the store: where the changed row is (or was) and the row as
    /// stored now, or the number of rows after a bulk change.
    enum ChangeRead: Sendable {
        case row(position: Int, Summary?)
        case count(Int)
    }

    /// The rows of `store`, starting from `snapshot` (read by `snapshot(of:)`), looking
    /// as `look` makes them, with the rows' `thumbnails` when they have pictures.
    init(
        store: Store, snapshot: Snapshot, thumbnails: Thumbnails? = nil,
        look: @escaping @MainActor (Summary) -> RowModel, searchTitle: @escaping @Sendable (Summary) -> String
    ) {
        self.store = store
        self.thumbnails = thumbnails
        self.look = look
        self.searchTitle = searchTitle
        count = snapshot.count
        for (offset, row) in snapshot.firstPage.enumerated() { cached[offset] = row }
        if snapshot.firstPage.count == snapshot.count {
            // The whole list is its first page: its index needs no read.
            let starts = Swift.stride(from: 0, to: snapshot.count, by: Self.pageSize).map {
                snapshot.firstPage[$0].id
            }
            pages = KeysetPages(starts: starts, count: snapshot.count, pageSize: Self.pageSize)
            pagesAsked = true
        }
    }

    func listShown() { askForPages() }

    private func askForPages() {
        if !pagesAsked { readPages() }
    }

    nonisolated static func snapshot(of store: Store) throws -> Snapshot {
        Snapshot(count: try store.count(), firstPage: try store.page(from: .min, limit: pageSize))
    }

    func row(at position: Int) -> RowModel {
        guard let row = summary(at: position) else { return RowModel(title: "") }
        return look(row)
    }

    /// Every row's search title, read off the main thread when the search needs them, by keys
    /// in chunks: the store is free between two chunks for the pages and pictures the
    /// list asks for meanwhile (a million names in one read held it for seconds).
    func searchTitlesRead() -> @Sendable () -> [String] {
        let (store, count, title) = (self.store, self.count, searchTitle)
        return {
            var names: [String] = []
            names.reserveCapacity(count)
            var next = Int64.min
            do {
                while names.count < count {
                    let chunk = try store.page(from: next, limit: min(Self.searchChunk, count - names.count))
                    guard let last = chunk.last else { break }
                    names.append(contentsOf: chunk.lazy.map(title))
                    if last.id == .max { break }
                    next = last.id + 1
                }
                return names
            } catch {
                Log.problem("reading \(Store.self) for search failed: \(error)") // no-tr: a log line
                return []
            }
        }
    }

    /// The rows read at once for the search.
    nonisolated static var searchChunk: Int { 16_384 }

    func whenRowsRead(_ redraw: @escaping @MainActor (Range<Int>) -> Void) { rowsRead = redraw }

    /// The row at `position` if its page has been read; otherwise nil, and the page
    /// is read (off the main thread) and its rows drawn again once it arrives.
    func summary(at position: Int) -> Summary? {
        guard position >= 0, position < count else { return nil }
        if let row = cached[position] { return row }
        guard let pages else {
            waiting.insert(position / Self.pageSize * Self.pageSize)
            askForPages()
            return nil
        }
        if let page = pages.page(containing: position) { read(page: page, of: pages) }
        return nil
    }

    /// Reads page `page` of `pages` by its keys, off the main thread.
    func read(page: Int, of pages: KeysetPages) {
        let rows = pages.positions(ofPage: page), keys = pages.keys(ofPage: page)
        guard !rows.isEmpty, !reading.contains(rows.lowerBound), !short.contains(rows.lowerBound) else { return }
        reading.insert(rows.lowerBound)
        let (store, changes) = (self.store, self.changes)
        Background.run({ try store.page(from: keys.lowerBound, through: keys.upperBound, limit: rows.count + 1) }) {
            [weak self] result in
            guard let self else { return }
            self.reading.remove(rows.lowerBound)
            let shown = rows.clamped(to: 0..<self.count)
            guard changes == self.changes else {
                if !shown.isEmpty { self.rowsRead?(shown) } // the rows moved meanwhile: asked for again
                return
            }
            guard let found = self.readErrors.attempt("reading \(Store.self) rows \(rows)", { try result.get() }) else {
                return
            }
            if found.count != rows.count {
                // The store holds rows the list has not heard of yet (a change on its way):
                // the index is read again, once per change.
                guard self.reindexed == self.changes else {
                    self.reindexed = self.changes
                    return self.readPages()
                }
                self.short.insert(rows.lowerBound)
            }
            if self.cached.count + found.count > Self.maxCachedRows { self.cached.removeAll() }
            for (offset, row) in found.prefix(rows.count).enumerated() {
                self.cached[rows.lowerBound + offset] = row
            }
            if let index = self.pages?.page(containing: rows.lowerBound) {
                self.pages?.split(page: index, ids: found.map(\.id), pageSize: Self.pageSize)
            }
            if !shown.isEmpty { self.rowsRead?(shown) }
        }
    }

    /// Reads where every page starts, off the main thread, after the changes on their
    /// way (on the queue their reads take); the pages asked for meanwhile are read then.
    func readPages() {
        pages = nil
        pagesAsked = true
        let (store, changes, size) = (self.store, self.changes, Self.pageSize)
        Background.run(on: StoreChangeReads.queue, { try store.pageStarts(pageSize: size) }) { [weak self] result in
            guard let self, self.pages == nil else { return }
            guard changes == self.changes else { return self.readPages() }
            guard let found = self.readErrors.attempt("reading the pages of \(Store.self)", { try result.get() }) else {
                return
            }
            if found.count != self.count {
                // Another program changed the file without telling: positions follow what
                // the list was told; a page that is short is read again after the next change.
                Log.problem("\(found.count) rows in \(Store.self), \(self.count) listed") // no-tr: a log line
            }
            self.pages = KeysetPages(starts: found.starts, count: self.count, pageSize: size)
            let asked = self.waiting
            self.waiting = []
            for first in asked.sorted() {
                let rows = first..<min(self.count, first + size)
                if !rows.isEmpty { self.rowsRead?(rows) }
            }
        }
    }

    func id(at position: Int) -> Int64? { summary(at: position)?.id }

    /// The position of `id` among the rows read: looked up in its page, without a read.
    func position(of id: Int64) -> Int? {
        guard let pages else { return cached.first { $0.value.id == id && $0.key < count }?.key }
        return pages.positions(ofPage: pages.page(ofID: id)).first { cached[$0]?.id == id }
    }
}

extension KeysetListSource where Store: TitledListStore {
    /// The rows of a titled store (ids and names), each with its picture from `pictures`.
    convenience init(store: Store, snapshot: Snapshot, pictures: Thumbnails) {
        self.init(
            store: store, snapshot: snapshot, thumbnails: pictures, look: { pictures.row(title: $0.name, id: $0.id) },
            searchTitle: { $0.name })
    }
}
