import Gtk
import Model

@testable import DrilldownApp

extension CountryDetailPage {
    /// The name shown.
    var shownName: String { status.heading }
}
