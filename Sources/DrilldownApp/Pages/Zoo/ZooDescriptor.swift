import Gtk
import Model

extension SectionID {
    static let zoo = SectionID("zoo")
}

extension SectionDescriptor {
    /// The animals of zoo.sqlite, with their pictures from the web.
    static var zoo: SectionDescriptor {
        SectionDescriptor(
            id: .zoo, title: tr("My Zoo"), subtitle: tr("Reading data from a SQLite database"),
            icon: "emoji-nature-symbolic", store: SectionStore(ZooStore.self),
            search: .storeRows(AnimalListPage.self) { stores in
                StoreSearchSource.zoo(try stores.store(), in: .zoo)
            },
            place: .storeRows(AnimalListPage.self), exchange: .zoo
        ) { context in AnimalListPage(context: context) }
    }
}

extension AppServices {
    /// My Zoo's store, opened (created and seeded) on first use.
    func zooStore() throws(StorageError) -> ZooStore { try store() }
}
