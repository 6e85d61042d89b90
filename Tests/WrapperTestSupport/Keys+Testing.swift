import CGtk
import Foundation

@testable import Gtk

extension Key {
    /// The modifier keys themselves (for tests that hold them down).
    public static let shiftLeft = UInt32(GDK_KEY_Shift_L)
    public static let controlLeft = UInt32(GDK_KEY_Control_L)
    public static let altLeft = UInt32(GDK_KEY_Alt_L)
}
