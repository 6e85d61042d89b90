import Gtk
import Model

@testable import DrilldownApp

extension DeletableRows {
    /// The last deleted item while its toast is up (for Undo).
    var pending: Deleted? { deletion.pending }
}
