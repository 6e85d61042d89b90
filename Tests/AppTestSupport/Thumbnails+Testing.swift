import Gtk
import Model

@testable import DrilldownApp

extension Thumbnails {
    /// Whether no load is queued or running.
    var isIdle: Bool { !running && queued.isEmpty }
}
