import CGtk
import Gtk
import XCTest

/// GTK is initialised once per test process, on the main thread, on the virtual display
/// that meson-helpers/test.sh provides.
@MainActor
enum GtkTestSupport {
    static let available: Bool = Toolkit.initialize()

    static func requireDisplay() throws {
        guard available else { throw XCTSkip("no display: run the GUI tests through meson-helpers/test.sh") }
    }
}

/// Runs a test body on the main actor. XCTest on Linux calls test methods on the main
/// thread but cannot call `@MainActor` methods, so tests are plain methods whose body
/// asserts it is on the main thread and runs isolated.
func onMain(_ body: @MainActor () throws -> Void) throws {
    try MainActor.assumeIsolated { try body() }
}
