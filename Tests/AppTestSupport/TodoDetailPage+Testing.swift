import Gtk
import Model

@testable import DrilldownApp

extension TodoDetailPage {
    /// The priority buttons, in the order shown: Low, Medium, High.
    var priorityButtons: [(priority: TodoPriority, button: ToggleButton)] { prioritySwitch.buttons }
}
