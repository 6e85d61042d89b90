import Gtk
import Model

@testable import DrilldownApp

extension AddCityDialog {
    /// The form dialogs on screen (for tests).
    static var shown: [AddCityDialog] { Array(open.values) }
}
