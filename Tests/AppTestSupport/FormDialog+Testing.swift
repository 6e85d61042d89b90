import Gtk
import Model

@testable import DrilldownApp

extension FormDialog {
    /// The form dialogs on screen (for tests).
    static var shown: [FormDialog] { Array(open.values) }
}
