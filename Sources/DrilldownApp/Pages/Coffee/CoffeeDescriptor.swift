import Gtk
import Model

extension SectionID { static let coffee = SectionID("coffee") }

extension SectionDescriptor {
    /// The coffees of coffee.sqlite, with their pictures.
    static var coffee: SectionDescriptor {
        .storeRows(.coffee, tr("Coffee List"), tr("SQLite with images stored as BLOBs"), icon: "emoji-food-symbolic") {
            CoffeeListPage(context: $0)
        }
    }
}
