import Foundation
import Model

/// A section's store, as every section-wide feature sees it: which collection (its
/// file, migrations and seed: `schema`) and how to set a damaged one aside.
struct SectionStore: Sendable {
    /// The store's type (`CoffeeStore.self`…).
    let type: any CollectionStore.Type
    /// Sets the damaged file aside for a fresh, seeded one in `stores`; returns where the
    /// old file went.
    let startFresh: @Sendable (StoreShelf) throws(StorageError) -> URL?

    /// The store of type `Store`.
    init<Store: CollectionStore>(_ type: Store.Type) {
        self.type = type
        startFresh = { shelf throws(StorageError) in try shelf.startFresh(Store.self) }
    }

    /// What a backup holds of the section, when its store is backed up.
    var backup: BackupCollection? { (type as? any BackedUpStore.Type)?.backup }

    /// The store's file name, migrations and seed.
    var schema: StoreSchema { type.schema }
}
