import Gtk
import Model

@testable import DrilldownApp

extension View2Page {
    /// The heading shown.
    var shownHeading: String { status.heading }
}
