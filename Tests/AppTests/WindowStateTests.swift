import Foundation
import XCTest

/// The window comes back as it was closed: the real app started twice with the same
/// settings (a GSettings key file), resized or maximized in between, closed with GNOME's
/// keys (Ctrl+W closes the window, Ctrl+Q quits). Resizing and clamping need no window
/// manager (the test display has none); maximizing runs on a screen of its own with mutter.
final class WindowStateTests: XCTestCase {
    func testAResizedWindowOpensAtItsSize() throws {
        let home = try RealApp.Home()
        let first = try RealApp(home: home)
        XCTAssertEqual(first.size.width, 900, "a first start opens at the standard size")
        try first.resize(width: 1000, height: 700)
        try first.press("ctrl+w")
        XCTAssertTrue(first.waitForExit(), "Ctrl+W closes the window (and the app with its last window)")
        XCTAssertTrue(home.savedSettings().contains("window-width=1000"), home.savedSettings())

        let second = try RealApp(home: home)
        XCTAssertTrue(RealApp.wait(seconds: 30) { second.size == (1000, 700) }, "\(second.size)")
        XCTAssertFalse(second.windowManagerState.contains("MAXIMIZED"), second.windowManagerState)
        try second.press("ctrl+q")
        XCTAssertTrue(second.waitForExit(), "Ctrl+Q quits")
    }

    func testAMaximizedWindowOpensMaximized() throws {
        let home = try RealApp.Home()
        let desktop = try RealApp.Desktop()
        let first = try RealApp(home: home, desktop: desktop)
        try first.doubleClickHeaderBar(x: 200)
        try first.press("ctrl+q")
        XCTAssertTrue(first.waitForExit(), "Ctrl+Q quits")
        XCTAssertTrue(home.savedSettings().contains("window-maximized=true"), home.savedSettings())

        let second = try RealApp(home: home, desktop: desktop)
        XCTAssertTrue(
            RealApp.wait(seconds: 30) { second.windowManagerState.contains("_NET_WM_STATE_MAXIMIZED_HORZ") },
            second.windowManagerState)
        try second.press("ctrl+q")
        XCTAssertTrue(second.waitForExit())
        // Unmaximized, it goes back to the size it had before.
        XCTAssertTrue(home.savedSettings().contains("window-width=900"), home.savedSettings())
        XCTAssertTrue(home.savedSettings().contains("window-maximized=true"), home.savedSettings())
    }

    func testSavedSizesOutsideThePhoneAndTheMonitorAreClamped() throws {
        let home = try RealApp.Home()
        // The test display is 1280 × 800.
        try home.save(settings: ["window-width=100", "window-height=5000"])
        let app = try RealApp(home: home)
        XCTAssertTrue(RealApp.wait(seconds: 30) { app.size == (360, 800) }, "\(app.size)")
        try app.press("ctrl+q")
        XCTAssertTrue(app.waitForExit())
    }
}
