import Gtk
import Model

@testable import DrilldownApp

extension HomePage {
    /// The sections' titles, in the home list's order.
    var sectionTitles: [String] { sections.map(\.title) }
    /// The home list's rows, one per section.
    var listRows: [ListBoxRow] { list.list.allRows }
}
