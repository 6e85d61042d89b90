import CGtk
import Foundation

@testable import Gtk

extension ConfirmAlert {
    /// The questions on screen now (for tests).
    public static var shown: [ConfirmAlert] { Array(living.values) }
}
