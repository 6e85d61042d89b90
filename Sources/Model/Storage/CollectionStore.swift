import Foundation

/// What every collection store (`CoffeeStore`, `TodoStore`, `ZooStore`, `RecipeStore`,
/// `CityStore`) has in common: opening its file, starting fresh after damage, the
/// read-only flag, change notifications and the integrity check.
///
/// `schema`, `database` and `init(database:)` are the plumbing the shared code needs;
/// their types are opaque outside the model, so pages cannot run SQL through them.
public protocol CollectionStore: Sendable {
    /// The file name, migrations and seed of this collection.
    static var schema: StoreSchema { get }
    /// The opened file.
    var database: StoreDatabase { get }
    init(database: StoreDatabase)
}

extension CollectionStore {
    /// Opens the collection's file in `location.userData` (`$XDG_DATA_HOME/drilldown`),
    /// creating, migrating and seeding it as needed. Throws `StorageError`.
    public static func open(in location: DataLocation) throws -> Self {
        Self(database: try StoreDatabase.open(schema, in: location))
    }

    /// Like `open(in:)` with connection options (tests: busy timeout, size cap).
    static func open(in location: DataLocation, options: Database.Options) throws -> Self {
        Self(database: try StoreDatabase.open(schema, in: location, options: options))
    }

    /// Sets a damaged or foreign file aside (renamed `<name>.corrupt-<UTC time>`, with its
    /// `-wal`/`-shm`) and starts a new, seeded one. `keptFile` is where the old file went.
    public static func startFresh(in location: DataLocation) throws -> (store: Self, keptFile: URL?) {
        let (database, kept) = try StoreDatabase.startFresh(schema, in: location)
        return (Self(database: database), kept)
    }

    /// The database file.
    public var fileURL: URL { database.fileURL }

    /// True when the file could only be opened for reading; changes then throw `.readOnly`.
    public var isReadOnly: Bool { database.isReadOnly }

    /// Calls `handler` after each committed change until the token is cancelled or released.
    public func observe(_ handler: @escaping @Sendable (StoreChange) -> Void) -> ObservationToken {
        database.observers.add(handler)
    }

    /// `integrity_check` and `foreign_key_check` findings; empty when the file is sound.
    public func integrityProblems() throws -> [String] { try database.integrityProblems() }
}
