import CGtk
import Foundation

@testable import Gtk

extension ListView {
    /// The vertical scroll position, its end and the visible height (for tests and
    /// benchmarks).
    public var verticalScroll: (value: Double, upper: Double, page: Double) {
        guard let adjustment = gtk_scrollable_get_vadjustment(listView) else { return (0, 0, 0) }
        return (
            gtk_adjustment_get_value(adjustment), gtk_adjustment_get_upper(adjustment),
            gtk_adjustment_get_page_size(adjustment)
        )
    }
}
