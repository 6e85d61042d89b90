import Gtk
import Model

@testable import DrilldownApp

extension PictureSection {
    /// No import and no read of the stored picture is running.
    var isIdle: Bool { pendingImports == 0 && !isLoading && refit?.isPending != true }
}
