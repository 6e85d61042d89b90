import Foundation

/// A collection that can be exported to a file and imported from one (CSV or JSON,
/// `CollectionExchange`): the store declares its columns, gives every item as a record,
/// adds records in one transaction and removes exactly those again (Undo).
public protocol ExchangeableStore: CollectionStore {
    /// The columns of the files, in the order CSV writes them.
    static var exchangeColumns: [ExchangeColumn] { get }
    /// What the files call the collection (`"coffee"`), written in JSON's `collection`.
    static var exchangeName: String { get }
    /// Every item, in the list's order.
    func exportRecords() throws -> [ExchangeRecord]
    /// Adds `records` in one transaction (all or none) and returns their new ids.
    func addRecords(_ records: [ExchangeRecord]) throws -> [Int64]
    /// Removes the items `ids` in one transaction (an id already gone is passed over);
    /// returns how many were removed.
    @discardableResult
    func removeRecords(ids: [Int64]) throws -> Int
}

extension TitledTable {
    /// Deletes the rows `ids` (ids already gone are passed over); returns how many went.
    func delete(_ database: Database, ids: [Int64]) throws -> Int {
        var removed = 0
        for id in ids {
            removed += try database.run("DELETE FROM \(name) WHERE \(idColumn) = ?", [.integer(id)])
        }
        return removed
    }
}
