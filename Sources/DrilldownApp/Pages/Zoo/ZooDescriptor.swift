import Gtk
import Model

extension SectionID { static let zoo = SectionID("zoo") }

extension SectionDescriptor {
    /// The animals of zoo.sqlite, with their pictures from the web.
    static var zoo: SectionDescriptor {
        .storeRows(.zoo, tr("My Zoo"), tr("Reading data from a SQLite database"), icon: "emoji-nature-symbolic") {
            AnimalListPage(context: $0)
        }
    }
}
