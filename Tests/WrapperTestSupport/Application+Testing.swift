import CGtk
import Foundation

@testable import Gtk

extension Application {
    /// Registers the app without running a main loop (for tests).
    @discardableResult
    public func register() -> Bool { g_application_register(cast(GApplication.self), nil, nil) != 0 }
}
