import Gtk
import Model

/// The rows of the Coffee List: every coffee's name, read by keys a page at a time
/// (`KeysetListSource`), with a thumbnail of its picture.
typealias CoffeeListSource = KeysetListSource<CoffeeStore>

extension KeysetListSource where Store == CoffeeStore {
    /// The coffees of `store`, starting from `snapshot`, each with its picture.
    convenience init(coffees store: CoffeeStore, snapshot: Snapshot) {
        let pictures = Thumbnails(label: "drilldown.coffee.thumbnails") { try store.image(id: $0) }
        self.init(store: store, snapshot: snapshot, pictures: pictures)
    }
}
