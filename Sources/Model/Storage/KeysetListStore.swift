import Foundation

/// A store whose list is one table in id order, read a page at a time by its keys
/// (`KeysetPages`): Coffee List, City Guide (`TitledListStore`, ids and names) and To-Do
/// (whole to-dos). A page costs the same at the end of a million rows as at the start.
public protocol KeysetListStore: TableStore {
    /// One row as the list shows it.
    associatedtype ListRow: Sendable & Identifiable where ListRow.ID == Int64
    /// At most `limit` rows whose ids are in `first...last`, in id order.
    func page(from first: Int64, through last: Int64, limit: Int) throws -> [ListRow]
}

extension KeysetListStore {
    /// At most `limit` rows from id `first` on, in id order.
    public func page(from first: Int64, limit: Int) throws -> [ListRow] {
        try page(from: first, through: .max, limit: limit)
    }
}

extension TableStore {
    /// How many items the list has.
    public func count() throws -> Int {
        try database.read { try Self.table.count($0) }
    }

    /// The position of item `id` in the list (where it would be when it does not exist).
    public func position(ofID id: Int64) throws -> Int {
        try database.read { try Self.table.position($0, of: id) }
    }

    /// The first id of every page of `pageSize` items, and the number of items.
    public func pageStarts(pageSize: Int) throws -> (starts: [Int64], count: Int) {
        try database.read { try Self.table.pageStarts($0, stride: pageSize) }
    }
}
