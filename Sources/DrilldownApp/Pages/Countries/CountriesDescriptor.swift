import Gtk
import Model

extension SectionID { static let countries = SectionID("countries") }

extension SectionDescriptor {
    /// The original tutorial's countries, sectioned and indexed.
    static var countries: SectionDescriptor {
        .firstPage(
            .countries, tr("Countries"), tr("Sectioned, searchable and indexed list"), icon: "mark-location-symbolic",
            search: .revealed(by: CountryListPage.self) { _ in BundledSearchSource.countries(in: .countries) }
        ) { CountryListPage(context: $0) }
    }
}

extension CountryListPage: RevealsSearchResults {
    func reveal(_ target: SearchTarget) {
        if let position = target.path.first { open(position: position) }
    }

    static var showsAllInItsSearch: Bool { true }
    func showAll(_ query: String) { rows.search(query) }
}
