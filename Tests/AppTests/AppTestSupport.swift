import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// Runs a test body on the main actor (see GtkTests/WrapperTestSupport.swift for why).
func onMain(_ body: @MainActor () throws -> Void) throws {
    try MainActor.assumeIsolated { try body() }
}

/// What a GUI test does when GTK cannot open the display: it fails, so a broken virtual
/// display cannot turn the suite green. A developer who knowingly runs without a display
/// sets `DRILLDOWN_SKIP_GUI_TESTS=1` to skip them instead.
enum GUITestPolicy {
    struct DisplayUnavailable: Error, CustomStringConvertible {
        var description: String {
            "GTK could not open the display or register the application (DISPLAY="
                + (ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset")
                + "): run the GUI tests through meson-helpers/test.sh, or set DRILLDOWN_SKIP_GUI_TESTS=1 to skip them"
        }
    }

    static func displayUnavailable() -> Error {
        if ProcessInfo.processInfo.environment["DRILLDOWN_SKIP_GUI_TESTS"] == "1" {
            return XCTSkip("no display and DRILLDOWN_SKIP_GUI_TESTS=1")
        }
        return DisplayUnavailable()
    }
}

/// One registered application per test process, and a fresh main window per test with
/// its own user-data folder.
@MainActor
enum AppHarness {
    static let app: DrilldownApplication? = {
        guard Toolkit.initialize() else { return nil }
        let app = DrilldownApplication(location: .current(), nonUnique: true)
        guard app.application.register() else { return nil }
        return app
    }()

    /// A new main window on bundled data and an empty user-data folder, with the app's
    /// sections or `sections`; destroyed by the caller with `close(_:)`.
    static func makeWindow(sections: [SectionDescriptor]? = nil) throws -> MainWindow {
        guard let app else { throw GUITestPolicy.displayUnavailable() }
        let userData = FileManager.default.temporaryDirectory
            .appendingPathComponent("drilldown-tests-" + UUID().uuidString, isDirectory: true)
        let services = AppServices(
            location: DataLocation(bundledData: DataLocation.current().bundledData, userData: userData),
            sections: sections)
        let main = MainWindow(application: app.application, services: services)
        main.present()
        MainContext.iterate(until: { main.window.isMapped }, timeout: 5)
        return main
    }

    static func close(_ main: MainWindow) {
        main.window.destroy()
        MainContext.drain()
    }

    /// Waits for a list page's store to open (or an item it opens to be read), the
    /// navigation stack's slide to finish and popped pages to be released.
    static func settle(_ main: MainWindow) {
        XCTAssertTrue(
            MainContext.iterate(
                until: {
                    (main.navigation.top as? any StoreListPage)?.isBusy != true
                        && !main.navigation.isTransitionRunning && main.navigation.leavingCount == 0
                },
                timeout: 5), "navigation transition did not finish")
        MainContext.drain()
    }
}
