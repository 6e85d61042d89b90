import Gtk
import Model

/// The City Guide's rows: every city's name (ids and names, read whole; a guide is
/// short) with a thumbnail of its picture (`Thumbnails`).
typealias CityListSource = StoreItemsSource<CityStore>

extension CityStore: ListedStore, DeletingStore {
    func item(id: Int64) throws -> CitySummary? { try city(id: id).map { CitySummary(id: $0.id, name: $0.name) } }
}

extension StoreItemsSource where Store == CityStore {
    /// The cities of `store` (`items`), each with its picture.
    convenience init(cities store: CityStore, items: [CitySummary]) {
        let pictures = Thumbnails(label: "drilldown.cities.thumbnails") { try store.image(id: $0) }
        self.init(store: store, items: items, thumbnails: pictures) { city in
            pictures.row(title: city.name, id: city.id)
        }
    }
}
