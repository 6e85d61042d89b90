import Foundation

/// One row of a titled list, as the list pages show it before an item is opened.
public protocol TitledSummary: Sendable, Identifiable where ID == Int64 {
    var id: Int64 { get }
    var name: String { get }
    init(id: Int64, name: String)
}

/// The row of a titled list: an id and a name. `Store` keeps one store's rows apart from
/// another's (a `CoffeeSummary` is not a `CitySummary`); it is not stored.
public struct TitledRow<Store>: TitledSummary, Hashable, Identifiable {
    public var id: Int64
    public var name: String

    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}

/// A store whose list is one titled table (`CoffeeStore`, `ZooStore`, `RecipeStore`,
/// `CityStore`): counting, paging and searching by title are the same for all of them
/// and differ only in the summary type they return.
public protocol TitledListStore: KeysetListStore where ListRow: TitledSummary {
    associatedtype ListRow = TitledRow<Self>
}

extension TitledListStore {
    /// The row of the list: an id and a name.
    public typealias Summary = ListRow
}

/// A store whose items are the rows of one table with an integer id (`TitledTable`).
public protocol TableStore: CollectionStore {
    /// The items' table (opaque outside the model).
    static var table: TitledTable { get }
}

extension TableStore {
    /// The items' table.
    var table: TitledTable { Self.table }

    /// Sets `column` of the item `id` (committed, then the observers hear it was updated);
    /// throws `.notFound` when it does not exist.
    func set(_ column: String, of id: Int64, to value: SQLValue) throws {
        try database.write(changes: { [.updated(id: id)] }) { try table.set($0, id: id, column: column, to: value) }
    }
}

extension TitledListStore {
    /// Items `offset..<offset+limit`, in the order they were added (ids and names only).
    public func page(offset: Int, limit: Int) throws -> [Summary] {
        try database.read { try Self.table.page($0, offset: offset, limit: limit) }
            .map { Summary(id: $0.id, name: $0.title) }
    }

    /// At most `limit` items whose ids are in `first...last`, in id order (keyset paging:
    /// as fast at the end of the list as at its start).
    public func page(from first: Int64, through last: Int64, limit: Int) throws -> [Summary] {
        try database.read { try Self.table.rows($0, from: first, through: last, limit: limit) }
            .map { Summary(id: $0.id, name: $0.title) }
    }

    /// Items whose name contains `query`, ignoring case and accents; `after` continues a
    /// previous page.
    public func search(_ query: String, after: Int64? = nil, limit: Int = 1000) throws -> [Summary] {
        try database.read { try Self.table.search($0, query: query, afterID: after, limit: limit) }
            .map { Summary(id: $0.id, name: $0.title) }
    }

    /// Renames the item `id` (its title column); throws `.notFound` when it does not exist.
    public func update(id: Int64, name: String) throws {
        try set(Self.table.titleColumn, of: id, to: .text(name))
    }
}
