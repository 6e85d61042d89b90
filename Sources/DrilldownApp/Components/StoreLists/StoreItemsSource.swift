import Gtk
import Model

/// A store whose list is short enough to be read whole (My Zoo, Recipes), in the order
/// its items were added (ids ascending).
protocol ListedStore: CollectionStore {
    associatedtype Item: Identifiable & Sendable where Item.ID == Int64
    func count() throws -> Int
    func page(offset: Int, limit: Int) throws -> [Item]
    /// The list's item `id` read again, or nil when it is gone.
    func item(id: Int64) throws -> Item?
}

/// The rows of a `ListedStore`: every item, read whole when the page opens, then kept in
/// step with the store one item at a time. How an item looks is the page's (`look`).
/// A page whose rows need more than this (My Zoo's pictures) subclasses it.
@MainActor
class StoreItemsSource<Store: ListedStore>: StoreRows {
    let store: Store
    let readErrors = ReadErrors()
    let thumbnails: Thumbnails?
    /// The pictures that follow the list's scale factor (a subclass may have its own).
    var scaledPictures: (any ScaledPictures)? { thumbnails }
    /// The items shown, in list order.
    private(set) var items: [Store.Item]
    private let look: @MainActor (Store.Item) -> RowModel

    /// The rows of `items`, read from `store` by `snapshot(of:)`.
    init(
        store: Store, items: [Store.Item], thumbnails: Thumbnails? = nil,
        look: @escaping @MainActor (Store.Item) -> RowModel
    ) {
        self.store = store
        self.thumbnails = thumbnails
        self.look = look
        self.items = items
    }

    /// Every item of `store` (throws when it cannot: the page then shows why).
    nonisolated static func snapshot(of store: Store) throws -> [Store.Item] {
        try store.page(offset: 0, limit: try store.count())
    }

    var count: Int { items.count }

    func row(at position: Int) -> RowModel {
        guard let item = item(at: position) else { return RowModel(title: "") }
        return look(item)
    }

    func searchTitles() -> [String] { items.map { look($0).title } }

    func item(at position: Int) -> Store.Item? { items.indices.contains(position) ? items[position] : nil }

    func id(at position: Int) -> Int64? { item(at: position)?.id }

    func position(of id: Int64) -> Int? { items.firstIndex { $0.id == id } }

    // MARK: Changes

    /// What a change needs of the store: the item as stored now, or every item.
    enum ChangeRead: Sendable {
        case item(Store.Item?)
        case all([Store.Item])
        case nothing
    }

    nonisolated static func read(_ change: StoreChange, from store: Store) throws -> ChangeRead {
        switch change {
        case .inserted(let id), .updated(let id): return .item(try store.item(id: id))
        case .deleted: return .nothing
        case .reloaded: return .all(try snapshot(of: store))
        }
    }

    func apply(_ change: StoreChange, _ read: ChangeRead) -> RowsMoved {
        switch (change, read) {
        case (.inserted(let id), .item(let item?)):
            guard position(of: id) == nil else { return .none }
            let position = items.firstIndex { $0.id > id } ?? items.count
            items.insert(item, at: position)
            return .inserted(at: position)
        case (.deleted(let id), _):
            guard let position = position(of: id) else { return .none }
            items.remove(at: position)
            return .removed(at: position)
        case (.updated(let id), .item(let item?)):
            guard let position = position(of: id) else { return .none }
            items[position] = item
            return .changed(at: position)
        case (.reloaded, .all(let fresh)):
            items = fresh
            return .all
        default:
            return .none
        }
    }
}
