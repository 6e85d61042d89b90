import Gtk
import Model

extension SectionID { static let cities = SectionID("cities") }

extension SectionDescriptor {
    /// The cities of cities.sqlite, with their pictures.
    static var cities: SectionDescriptor {
        .storeRows(
            .cities, tr("City Guide"), tr("Cities with pictures stored in SQLite"), icon: "find-location-symbolic"
        ) { CityListPage(context: $0) }
    }
}
