import Gtk
import Model

@testable import DrilldownApp

extension ListStatePages {
    /// The page shown.
    var visiblePage: Page {
        if stack.visibleChildPointer == emptyPage.pointer { return .empty }
        if stack.visibleChildPointer == noResultsPage.pointer { return .noResults }
        return .list
    }
    var isDimmed: Bool { shield.isVisible }
}
