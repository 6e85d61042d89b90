import Foundation

/// One row of a titled list, as the list pages show it before an item is opened.
public protocol TitledSummary: Sendable {
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
public protocol TitledListStore: TableStore {
    associatedtype Summary: TitledSummary = TitledRow<Self>
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
    /// How many items the list has.
    public func count() throws -> Int {
        try database.read { try Self.table.count($0) }
    }

    /// Items `offset..<offset+limit`, in the order they were added (ids and names only).
    public func page(offset: Int, limit: Int) throws -> [Summary] {
        try database.read { try Self.table.page($0, offset: offset, limit: limit) }
            .map { Summary(id: $0.id, name: $0.title) }
    }

    /// At most `limit` items whose ids are in `first...last`, in id order (keyset paging:
    /// as fast at the end of the list as at its start).
    public func page(from first: Int64, through last: Int64 = .max, limit: Int) throws -> [Summary] {
        try database.read { try Self.table.rows($0, from: first, through: last, limit: limit) }
            .map { Summary(id: $0.id, name: $0.title) }
    }

    /// The position of item `id` in the list (where it would be when it does not exist).
    public func position(ofID id: Int64) throws -> Int {
        try database.read { try Self.table.position($0, of: id) }
    }

    /// The first id of every page of `pageSize` items, and the number of items.
    public func pageStarts(pageSize: Int) throws -> (starts: [Int64], count: Int) {
        try database.read { try Self.table.pageStarts($0, stride: pageSize) }
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
