import Gtk
import Model

@testable import DrilldownApp

extension NavigationStack {
    /// Pages that have been popped but not yet released (during the slide).
    var leavingCount: Int { leaving.count }
}
