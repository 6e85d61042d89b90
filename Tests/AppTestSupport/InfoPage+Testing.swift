import Gtk
import Model

@testable import DrilldownApp

extension InfoDialog {
    /// The Info dialog currently shown.
    static var current: InfoDialog? { open }
}
