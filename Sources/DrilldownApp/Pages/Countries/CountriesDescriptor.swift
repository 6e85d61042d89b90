import Gtk
import Model

extension SectionID {
    static let countries = SectionID("countries")
}

extension SectionDescriptor {
    /// The original tutorial's countries, sectioned and indexed.
    static var countries: SectionDescriptor {
        SectionDescriptor(
            id: .countries, title: tr("Countries"), subtitle: tr("Sectioned, searchable and indexed list"),
            icon: "mark-location-symbolic",
            search: SectionSearch(
                CountryListPage.self,
                source: { _ in BundledSearchSource.countries(in: .countries) },
                reveal: { page, target in
                    if let position = target.path.first { page.open(position: position) }
                },
                showAll: { page, query in page.rows.search(query) }),
            place: .firstPage(CountryListPage.self)
        ) { context in CountryListPage(context: context) }
    }
}
