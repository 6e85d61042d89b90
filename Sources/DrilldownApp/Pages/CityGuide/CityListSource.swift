import Gtk
import Model

/// The City Guide's rows: every city's name, read by keys a page at a time
/// (`KeysetListSource`: a guide of a million cities opens as fast as one of ten), with a
/// thumbnail of its picture (`Thumbnails`).
typealias CityListSource = KeysetListSource<CityStore>

extension CityStore: DeletingStore {}

extension KeysetListSource where Store == CityStore {
    /// The cities of `store`, starting from `snapshot`, each with its picture.
    convenience init(cities store: CityStore, snapshot: Snapshot) {
        let pictures = Thumbnails(label: "drilldown.cities.thumbnails") { try store.image(id: $0) }
        self.init(store: store, snapshot: snapshot, pictures: pictures)
    }
}
