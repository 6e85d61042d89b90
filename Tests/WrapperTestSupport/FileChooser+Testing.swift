import CGtk
import Foundation

@testable import Gtk

extension FileChooser {
    /// The chooser currently shown, if any (for tests).
    public static var current: FileChooser? { living.values.first }

    /// Completes as if the user chose `url` (nil: cancelled). The same path the real
    /// response takes after reading the file from the dialog; used by tests.
    public func respond(with url: URL?) {
        gtk_native_dialog_hide(cast(GtkNativeDialog.self))
        complete(url)
    }
}
