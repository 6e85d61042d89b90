import Gtk
import Model

@testable import DrilldownApp

extension TabbedDetailPage {
    /// The index of the tab shown.
    var selectedTab: Int? {
        tabPages.firstIndex { $0.pointer == tabs.visibleChildPointer }
    }
}
