import Gtk
import Model

@testable import DrilldownApp

extension IndexStrip {
    /// Clicks the button of `letter`.
    func click(_ letter: String) {
        buttons.first { $0.label == letter }?.click()
    }
}
