import Gtk
import Model

extension SectionID {
    static let coffee = SectionID("coffee")
}

extension SectionDescriptor {
    /// The coffees of coffee.sqlite, with their pictures.
    static var coffee: SectionDescriptor {
        SectionDescriptor(
            id: .coffee, title: tr("Coffee List"), subtitle: tr("SQLite with images stored as BLOBs"),
            icon: "emoji-food-symbolic", store: SectionStore(CoffeeStore.self),
            search: .storeRows(CoffeeListPage.self) { stores in
                StoreSearchSource.coffee(try stores.store(), in: .coffee)
            },
            place: .storeRows(CoffeeListPage.self), exchange: .coffee
        ) { context in CoffeeListPage(context: context) }
    }
}

extension AppServices {
    /// The Coffee List's store, opened (created and seeded) on first use.
    func coffeeStore() throws(StorageError) -> CoffeeStore { try store() }
}
