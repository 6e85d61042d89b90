/// Where the pages of a list in id order start, so that a page is read by its keys
/// (`WHERE id BETWEEN first AND last`) rather than by an OFFSET, which walks every row
/// before it (a page at the end of a million rows cost 22 ms, one at the start < 1 ms).
///
/// Page `k` holds the rows whose ids are from its first id up to the next page's first
/// id, and starts at position `firsts[k]`. The index is built once from the ids
/// (`TitledListStore.pageStarts`), then kept in step with each insert and delete of the
/// list; pages that grow past twice their size are split once they are read
/// (`split(page:ids:pageSize:)`). Positions are found from it without counting rows.
public struct KeysetPages: Sendable, Equatable {
    /// The number of rows.
    public private(set) var count: Int
    /// The first id of each page (page 0 starts at the smallest id there can be).
    private var starts: [Int64]
    /// The position of each page's first row.
    private var firsts: [Int]

    /// Pages of `pageSize` rows each (the last one shorter) starting at `starts`, over
    /// `count` rows.
    public init(starts: [Int64], count: Int, pageSize: Int) {
        let rows = max(0, count), size = max(1, pageSize), first = starts.isEmpty ? [.min] : starts
        self.count = rows
        self.starts = first
        firsts = first.indices.map { min($0 * size, rows) }
    }

    /// The number of pages (at least one, empty when the list is).
    public var pageCount: Int { starts.count }

    /// The page holding `position`, or nil outside `0..<count`.
    public func page(containing position: Int) -> Int? {
        guard position >= 0, position < count else { return nil }
        return lastIndex(in: firsts) { $0 <= position }
    }

    /// The page where row `id` is, or would be.
    public func page(ofID id: Int64) -> Int {
        lastIndex(in: starts) { $0 <= id }
    }

    /// The positions of page `page`'s rows.
    public func positions(ofPage page: Int) -> Range<Int> {
        guard firsts.indices.contains(page) else { return count..<count }
        return firsts[page]..<(page + 1 < firsts.count ? firsts[page + 1] : count)
    }

    /// The smallest and largest id page `page` can hold.
    public func keys(ofPage page: Int) -> ClosedRange<Int64> {
        let first = page <= 0 ? Int64.min : starts[min(page, starts.count - 1)]
        let last = page + 1 < starts.count ? starts[page + 1] - 1 : Int64.max
        return first...max(first, last)
    }

    /// Row `id` was added: its page has one row more.
    public mutating func inserted(id: Int64) {
        let page = page(ofID: id)
        for later in (page + 1)..<firsts.count { firsts[later] += 1 }
        count += 1
    }

    /// Row `id` was deleted: its page has one row less (and goes once it has none).
    public mutating func removed(id: Int64) {
        guard count > 0 else { return }
        let page = page(ofID: id)
        for later in (page + 1)..<firsts.count { firsts[later] -= 1 }
        count -= 1
        if positions(ofPage: page).isEmpty, starts.count > 1 {
            starts.remove(at: page)
            firsts.remove(at: page)
            if page == 0 { starts[0] = .min }
        }
    }

    /// Cuts page `page`, whose rows have `ids` (as read, in order), into pages of
    /// `pageSize` rows, when it has grown past twice that; positions stay the same.
    public mutating func split(page: Int, ids: [Int64], pageSize: Int) {
        let size = max(1, pageSize)
        guard ids.count > 2 * size, positions(ofPage: page).count == ids.count else { return }
        let pieces = Swift.stride(from: size, to: ids.count, by: size).map { (start: ids[$0], offset: $0) }
        starts.insert(contentsOf: pieces.map(\.start), at: page + 1)
        firsts.insert(contentsOf: pieces.map { firsts[page] + $0.offset }, at: page + 1)
    }

    /// The last index of the sorted `values` whose value passes `isBelow` (0 when none does).
    private func lastIndex<Value>(in values: [Value], where isBelow: (Value) -> Bool) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if isBelow(values[middle]) { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }
}
