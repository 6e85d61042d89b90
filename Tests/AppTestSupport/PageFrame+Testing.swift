import Gtk
import Model

@testable import DrilldownApp

extension PageFrame {
    /// The title as drawn now (the full one, or the compact one on a phone).
    var visibleTitle: Widget? { titleSlot.visibleChild }

    /// The back button while it is shown.
    var visibleBackButton: Widget? { isBackVisible ? back : nil }
}
