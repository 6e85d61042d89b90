import Gtk
import Model

/// "Countries" (the original tutorials' UITableView series): the original tutorials' two sections of countries as
/// two-line rows with a disclosure arrow, live search and a letter index. Selecting a
/// country pushes "Selected Country". Country names are iso-codes' in the interface's
/// language (the original tutorial's own "Rome" and "U.S.A" as they are), continents from our
/// catalogue.
@MainActor
final class CountryListPage: Page {
    let title = tr("Countries")
    let rows: RowListView
    let source: SectionedListSource<Country>
    private let context: PageContext

    init(context: PageContext) {
        self.context = context
        // Names in the interface's language (iso-codes); the index follows them.
        let countries = CountryCatalog.sections()
        source = SectionedListSource(countries) { country in
            RowModel(title: country.name, subtitle: country.continent.localizedName, hasDisclosure: true)
        }
        rows = RowListView(
            source: source,
            options: .init(
                searchable: true, indexed: true,
                indexLetters: AlphabetIndex.letters(
                    for: countries.allItems.map(\.name), locale: UserLocale.current(.collate)),
                emptyState: .init(icon: "mark-location-symbolic", heading: tr("No Countries"))))
        rows.onActivate = { [weak self] position in self?.open(position: position) }
    }

    var content: Widget { rows.content }
    var headerEnd: [Widget] { [rows.searchButton] }

    /// Pushes "Selected Country" for the country at source position `position`.
    func open(position: Int) {
        guard let country = source.item(at: position) else { return }
        context.push(CountryDetailPage(country: country))
    }

    func didBecomeTop() { rows.focusList() }
    func handleEscape() -> Bool { rows.handleEscape() }
}
