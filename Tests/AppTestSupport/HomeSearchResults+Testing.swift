import Gtk
import Model

@testable import DrilldownApp

extension HomeSearchResults {
    /// "results" or "none" (No Results): the name of the page shown.
    var visibleState: String { content.visibleChildName == "none" ? "none" : "results" }
}
