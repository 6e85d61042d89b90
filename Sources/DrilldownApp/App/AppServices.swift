import Foundation
import Gtk
import Model

/// Process-wide services the pages share: the sections, where data lives, and the
/// stores (`stores`, each opened on first use and then kept open).
@MainActor
final class AppServices {
    let location: DataLocation
    /// The app's sections in home order (`Sections.all()`; tests add their own).
    let sections: [SectionDescriptor]
    /// The collection stores; safe to use off the main thread.
    let stores: StoreShelf

    /// Downloads web documents, keeping the last good copy of each under `location.webCache`.
    let web: WebFetcher
    /// The address each live section was last loaded from.
    let addresses: LiveAddresses

    init(location: DataLocation, sections: [SectionDescriptor]? = nil) {
        self.location = location
        self.sections = sections ?? Sections.all()
        // A restore a crash interrupted is finished (or forgotten) before any store opens.
        do {
            try BackupRestore.recover(in: location.userData, collections: self.sections.compactMap { $0.store?.backup })
        } catch {
            Log.problem("finishing an interrupted restore: \(error)")
        }
        stores = StoreShelf(location: location)
        web = WebFetcher(cache: WebCache(directory: location.webCache))
        addresses = LiveAddresses(folder: location.userData)
    }

    /// The search across every section (home page and Shell search provider).
    private(set) lazy var search = SearchService(services: self)

    /// The section `id`, if the app has it.
    func section(_ id: SectionID) -> SectionDescriptor? { sections.first { $0.id == id } }

    /// The store of type `Store`, opened (created and seeded) on first use. A failure is
    /// not remembered: the next call tries again (after Start Fresh, say).
    func store<Store: CollectionStore>(_ type: Store.Type = Store.self) throws(StorageError) -> Store {
        try stores.store(type)
    }
}
