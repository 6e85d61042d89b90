import Gtk
import Model

/// How a keyset list (`KeysetListSource`) follows the store's changes: the changed row and its position are
/// read off the main thread (one indexed count of the ids before it), then the rows, the
/// cache and the page index move on the main thread.
extension KeysetListSource {
    nonisolated static func read(_ change: StoreChange, from store: Store) throws -> ChangeRead {
        switch change {
        case .inserted(let id), .updated(let id):
            return .row(position: try store.position(ofID: id), try store.page(from: id, through: id, limit: 1).first)
        case .deleted(let id):
            return .row(position: try store.position(ofID: id), nil)
        case .reloaded:
            return .count(try store.count())
        }
    }

    func apply(_ change: StoreChange, _ read: ChangeRead) -> RowsMoved {
        changes += 1
        switch (change, read) {
        case (.inserted(let id), .row(let stored, let row)):
            let position = listed(id) ?? stored
            if cached[position]?.id == id { return .none } // listed already
            count += 1
            let at = min(position, count - 1)
            shift(from: at, by: 1)
            pages?.inserted(id: id)
            if let row, row.id == id { cached[at] = row }
            return .inserted(at: at)
        case (.deleted(let id), .row(let stored, _)):
            let position = listed(id) ?? stored
            guard count > 0, listed(id) == nil || cached[position]?.id == id else { return .none }
            let at = min(position, count - 1)
            cached[at] = nil
            shift(from: at + 1, by: -1)
            count -= 1
            pages?.removed(id: id)
            return .removed(at: at)
        case (.updated(let id), .row(let stored, let row)):
            let position = listed(id) ?? stored
            guard let row, row.id == id, position < count else { return .none }
            cached[position] = row
            return .changed(at: position)
        case (.reloaded, .count(let fresh)):
            cached.removeAll()
            count = fresh
            readPages()
            return .all
        default:
            return .none
        }
    }

    /// Where row `id` is, or would go, among the rows the list holds now: found in its
    /// page when every row of that page is read; nil otherwise (the position read from the
    /// store is used then, which may already count later changes).
    private func listed(_ id: Int64) -> Int? {
        guard let pages else { return nil }
        let rows = pages.positions(ofPage: pages.page(ofID: id))
        for position in rows {
            guard let row = cached[position] else { return nil }
            if row.id >= id { return position }
        }
        return rows.upperBound
    }

    /// Moves the cached rows at `start` and after by `offset` positions.
    private func shift(from start: Int, by offset: Int) {
        cached = Dictionary(uniqueKeysWithValues: cached.map { ($0.key >= start ? $0.key + offset : $0.key, $0.value) })
    }
}
