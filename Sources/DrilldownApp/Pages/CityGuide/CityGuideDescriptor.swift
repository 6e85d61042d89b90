import Gtk
import Model

extension SectionID {
    static let cities = SectionID("cities")
}

extension SectionDescriptor {
    /// The cities of cities.sqlite, with their pictures.
    static var cities: SectionDescriptor {
        SectionDescriptor(
            id: .cities, title: tr("City Guide"), subtitle: tr("Cities with pictures stored in SQLite"),
            icon: "find-location-symbolic", store: SectionStore(CityStore.self),
            search: .storeRows(CityListPage.self) { stores in
                StoreSearchSource.cities(try stores.store(), in: .cities)
            },
            place: .storeRows(CityListPage.self), exchange: .cities
        ) { context in CityListPage(context: context) }
    }
}

extension AppServices {
    /// The City Guide's store, opened (created and seeded) on first use.
    func cityStore() throws(StorageError) -> CityStore { try store() }
}
