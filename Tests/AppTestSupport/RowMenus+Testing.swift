import Gtk
import Model

@testable import DrilldownApp

extension RowMenus {
    /// The menu last opened (nil before the first).
    var openedMenu: ContextMenu? { menu }
}
