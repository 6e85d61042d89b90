import Foundation

/// What a backup holds of one collection: its tables in the backup file, each with the
/// store table it comes from and its columns, and how its count reads ("4 coffees").
/// Declared by each store (`BackedUpStore`), so the section's descriptor, which names
/// the store, says what a backup holds of the section.
public struct BackupCollection: Sendable {
    /// The collection's key in the manifest (`count.<key>`), e.g. "coffee".
    let key: String
    /// The store whose file the tables live in.
    let schema: StoreSchema
    /// Parents before children (recipes before their ingredients).
    let tables: [BackupTable]
    /// The plural message for a count ("%1$@ coffees"), translated.
    private let countMessage: @Sendable (Int) -> String

    /// `countMessage` chooses the plural message for a count: `{ trn("%1$@ coffee",
    /// "%1$@ coffees", $0) }`.
    init(
        key: String, schema: StoreSchema, tables: [BackupTable], countMessage: @escaping @Sendable (Int) -> String
    ) {
        self.key = key
        self.schema = schema
        self.tables = tables
        self.countMessage = countMessage
    }

    /// A collection of one table, the store's (`TableStore.table`) with `columns`.
    init<Store: TableStore>(
        key: String, of store: Store.Type, columns: [BackupColumn],
        countMessage: @escaping @Sendable (Int) -> String
    ) {
        self.init(
            key: key, schema: Store.schema, tables: [BackupTable(Store.table.name, columns)], countMessage: countMessage
        )
    }

    /// "4 coffees", translated, for the confirmation before a restore.
    func countPhrase(_ count: Int) -> String { fill(countMessage(count), UserLocale.count(count)) }

    /// The store file's name (`coffee.sqlite`).
    public var fileName: String { schema.fileName }

    /// The table whose rows are counted in the manifest and in the confirmation.
    var mainTable: BackupTable? { tables.first }
}

/// One table of a backup file: `storeTable` in the store's file, `name` (the same in
/// lower case) in the backup, with the same columns in both. Names are fixed strings from
/// the declarations, never input.
struct BackupTable: Sendable {
    let name: String
    let storeTable: String
    /// The first column is the integer row id.
    let columns: [BackupColumn]

    init(_ storeTable: String, _ columns: [BackupColumn]) {
        self.storeTable = storeTable
        name = storeTable.lowercased()
        self.columns = columns
    }

    var columnList: String { columns.map(\.name).joined(separator: ", ") }
    var idColumn: String { columns.first?.name ?? "rowid" }
}

/// A column and the values a restore accepts in it.
struct BackupColumn: Sendable {
    enum Kind: Sendable, Equatable {
        /// The row id: an integer in `BackupLimits.ids`, unique.
        case id
        /// The id of a row of another table of the same collection (`Ingredients.Recipe_ID`).
        case reference(table: String)
        /// UTF-8 text of at most `BackupLimits.textBytes`, or NULL.
        case text
        /// A number, or NULL.
        case number
        /// An integer, or NULL.
        case integer
        /// A picture (PNG, JPEG…: whatever the picture gate takes), or NULL.
        case picture
    }

    let name: String
    let kind: Kind

    init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// The limits a restore holds every value to.
enum BackupLimits {
    /// Row ids: positive and below 2^53, so an `AUTOINCREMENT` table always has room
    /// for the next row (a file whose ids end at Int64.max would make every add fail).
    static let ids: ClosedRange<Int64> = 1...(Int64(1) << 53)
    /// A text value (a recipe's description is the longest the app writes).
    static let textBytes = 1 << 20
    /// A stored picture.
    static let pictureBytes = 64 << 20
}

/// A store whose collection goes into backups.
public protocol BackedUpStore: CollectionStore {
    static var backup: BackupCollection { get }
}
