import Gtk
import Model

@testable import DrilldownApp

extension ZooPictures {
    /// Whether no load is running (for tests).
    var isIdle: Bool { loading.isEmpty }
}
