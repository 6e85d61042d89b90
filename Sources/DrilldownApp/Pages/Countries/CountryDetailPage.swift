import Gtk
import Model

/// "Selected Country": the chosen country's name, large, with where it lies and whether
/// it was visited (the original tutorials showed the name in a label).
@MainActor
final class CountryDetailPage: Page {
    let title = tr("Selected Country")
    let country: Country
    let status: StatusPage

    init(country: Country) {
        self.country = country
        let detail =
            country.visited
            ? fill(tr("%1$@ · Visited"), country.continent.localizedName)
            : fill(tr("%1$@ · To visit"), country.continent.localizedName)
        status = StatusPage(
            icon: country.visited ? "emblem-ok-symbolic" : "mark-location-symbolic",
            heading: country.name, description: detail)
    }

    var content: Widget { status }
}
