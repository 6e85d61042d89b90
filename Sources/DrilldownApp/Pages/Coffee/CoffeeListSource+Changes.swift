import Gtk
import Model

/// How the Coffee List follows the store's changes: the changed row and its position are
/// read off the main thread (one indexed count of the ids before it), then the rows, the
/// cache and the page index move on the main thread.
extension CoffeeListSource {
    nonisolated static func read(_ change: StoreChange, from store: CoffeeStore) throws -> ChangeRead {
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
        case (.inserted(let id), .row(let position, let coffee)):
            count += 1
            let at = min(position, count - 1)
            shift(from: at, by: 1)
            pages?.inserted(id: id)
            if let coffee, coffee.id == id { cached[at] = coffee }
            return .inserted(at: at)
        case (.deleted(let id), .row(let position, _)):
            guard count > 0 else { return .none }
            let at = min(position, count - 1)
            cached[at] = nil
            shift(from: at + 1, by: -1)
            count -= 1
            pages?.removed(id: id)
            return .removed(at: at)
        case (.updated(let id), .row(let position, let coffee)):
            guard let coffee, coffee.id == id, position < count else { return .none }
            cached[position] = coffee
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

    /// Moves the cached rows at `start` and after by `offset` positions.
    private func shift(from start: Int, by offset: Int) {
        cached = Dictionary(uniqueKeysWithValues: cached.map { ($0.key >= start ? $0.key + offset : $0.key, $0.value) })
    }
}
