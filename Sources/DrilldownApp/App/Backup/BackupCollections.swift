import Foundation
import Model

/// The collections a backup holds, as the section descriptors declare them (their
/// stores' `BackupCollection`), and the stores' files opened for a backup.
extension AppServices {
    /// Every backed-up collection, in home order.
    var backupCollections: [BackupCollection] { sections.compactMap { $0.store?.backup } }

    /// The stores of the backed-up collections, opened (created and migrated) on the
    /// calling thread: what `BackupWriter` copies. Call it off the main thread.
    nonisolated static func backupSources(
        _ sections: [SectionStore], shelf: StoreShelf
    ) throws(StorageError)
        -> [BackupWriter.Source]
    {
        func file<Store: CollectionStore>(_ type: Store.Type) throws(StorageError) -> URL {
            try shelf.store(type).fileURL
        }
        var sources: [BackupWriter.Source] = []
        for section in sections {
            guard let collection = section.backup else { continue }
            sources.append(BackupWriter.Source(collection: collection, file: try file(section.type)))
        }
        return sources
    }
}
