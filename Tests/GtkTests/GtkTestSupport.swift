import CGtk
import Gtk
import XCTest

/// GTK is initialised once per test process, on the main thread, on the virtual display
/// that meson-helpers/test.sh provides.
@MainActor
enum GtkTestSupport {
    static let available: Bool = Toolkit.initialize()

    static func requireDisplay() throws {
        guard available else { throw GUITestPolicy.displayUnavailable() }
    }
}

/// What a GUI test does when GTK cannot open the display: it fails, so a broken virtual
/// display cannot turn the suite green. A developer who knowingly runs without a display
/// sets `DRILLDOWN_SKIP_GUI_TESTS=1` to skip them instead.
enum GUITestPolicy {
    struct DisplayUnavailable: Error, CustomStringConvertible {
        var description: String {
            "GTK could not open the display (DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset")): "
                + "run the GUI tests through meson-helpers/test.sh, or set DRILLDOWN_SKIP_GUI_TESTS=1 to skip them"
        }
    }

    static func displayUnavailable() -> Error {
        if ProcessInfo.processInfo.environment["DRILLDOWN_SKIP_GUI_TESTS"] == "1" {
            return XCTSkip("no display and DRILLDOWN_SKIP_GUI_TESTS=1")
        }
        return DisplayUnavailable()
    }
}

/// Runs a test body on the main actor. XCTest on Linux calls test methods on the main
/// thread but cannot call `@MainActor` methods, so tests are plain methods whose body
/// asserts it is on the main thread and runs isolated.
func onMain(_ body: @MainActor () throws -> Void) throws {
    try MainActor.assumeIsolated { try body() }
}
