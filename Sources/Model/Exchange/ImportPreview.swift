import Foundation

/// What an import would add, before anything is added: the items read, and the rows
/// passed over with why (the first few messages, and how many in all).
public struct ImportPreview: Sendable {
    /// A row (CSV) or item (JSON) that was not imported.
    public struct Skipped: Sendable, Hashable {
        /// The CSV line the row starts on, or the JSON item's number (from 1).
        public var position: Int
        /// "line 5, price “abc” is not a number".
        public var message: String
    }

    /// The most skip messages kept; `skippedCount` counts them all.
    public static let keptMessages = 5

    public var records: [ExchangeRecord] = []
    /// The first `keptMessages` rows skipped.
    public var skipped: [Skipped] = []
    public var skippedCount = 0
    /// Columns (CSV) or keys (JSON) the collection does not have, ignored.
    public var ignoredColumns: [String] = []

    public init() {}

    mutating func skip(_ position: Int, _ message: String) {
        skippedCount += 1
        if skipped.count < ImportPreview.keptMessages { skipped.append(Skipped(position: position, message: message)) }
    }
}
