import Gtk
import Model

/// A store whose list is short enough to be read whole (To-Do, City Guide, My Zoo,
/// Recipes), in the order its items were added (ids ascending).
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

    func inserted(id: Int64) -> Int? {
        guard position(of: id) == nil, let item = read(id) else { return nil }
        let position = items.firstIndex { $0.id > id } ?? items.count
        items.insert(item, at: position)
        return position
    }

    func deleted(id: Int64) -> Int? {
        guard let position = position(of: id) else { return nil }
        items.remove(at: position)
        return position
    }

    func updated(id: Int64) -> Int? {
        guard let position = position(of: id), let item = read(id) else { return nil }
        items[position] = item
        return position
    }

    func reload() -> Bool {
        let store = self.store
        guard
            let fresh = readErrors.attempt(
                "reading \(Store.self)",
                {
                    try store.page(offset: 0, limit: try store.count())
                })
        else { return false }
        items = fresh
        return true
    }

    /// The item `id` as stored now (nil when it is gone, or reported when the read failed).
    private func read(_ id: Int64) -> Store.Item? {
        let store = self.store
        return readErrors.attempt("reading item \(id) of \(Store.self)", { try store.item(id: id) }) ?? nil
    }
}
