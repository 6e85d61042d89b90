import CGtk
import Foundation

@testable import Gtk

extension Alert {
    /// The alerts on screen now.
    public static var shown: [Alert] { Array(living.values) }
}
