import Foundation

/// One column a collection exports and imports, as its store declares it
/// (`ExchangeableStore.exchangeColumns`): the name used as the CSV header and the JSON
/// key (stable English words, never translated, so a file reads back in any language),
/// and what the column holds.
public struct ExchangeColumn: Sendable, Hashable {
    /// What a column holds, and so how it is written and checked.
    public enum Kind: Sendable, Hashable {
        /// Any text (a missing cell is empty text).
        case text
        /// A price: a decimal number ≥ 0 with a point (`3.45`).
        case price
        /// A to-do's priority: `high`, `medium`, `low` (or 1, 2, 3).
        case priority
        /// Yes or no: `true`/`false` (also `yes`/`no`, `1`/`0`).
        case flag
        /// A picture: PNG bytes as base64 (empty: no picture). Imported pictures go
        /// through the app's picture gate (`ExchangeImport.PictureCheck`).
        case picture
        /// Lines of text: one cell with a line each in CSV, an array of strings in JSON.
        case lines
    }

    public let name: String
    public let kind: Kind
    /// A file without this column is refused (the others may be left out).
    public let isRequired: Bool

    public init(_ name: String, _ kind: Kind, required: Bool = false) {
        self.name = name
        self.kind = kind
        isRequired = required
    }
}

/// One field's value.
public enum ExchangeValue: Sendable, Hashable {
    case text(String)
    case price(Decimal)
    case priority(TodoPriority)
    case flag(Bool)
    case picture(Data?)
    case lines([String])
}

/// One item of a collection as it is exported and imported: a value per column name.
public struct ExchangeRecord: Sendable, Hashable {
    public var values: [String: ExchangeValue]

    public init(_ values: [String: ExchangeValue]) { self.values = values }

    public func text(_ column: String) -> String {
        if case .text(let text)? = values[column] { return text }
        return ""
    }
    public func price(_ column: String) -> Decimal {
        if case .price(let price)? = values[column] { return price }
        return 0
    }
    public func priority(_ column: String) -> TodoPriority {
        if case .priority(let priority)? = values[column] { return priority }
        return .medium
    }
    public func flag(_ column: String) -> Bool {
        if case .flag(let flag)? = values[column] { return flag }
        return false
    }
    public func picture(_ column: String) -> Data? {
        if case .picture(let data)? = values[column] { return data }
        return nil
    }
    public func lines(_ column: String) -> [String] {
        if case .lines(let lines)? = values[column] { return lines }
        return []
    }
}

/// Why one field of a row was refused ("price “abc” is not a number"), without its line.
public struct ExchangeFieldError: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
