import Foundation
import XCTest

/// The app opens where it was left: the real app started with a saved place (as a run
/// before saved it), checked by its window title (the top page's), then closed, which
/// saves the place it shows. What no longer exists is skipped; a file on the command line
/// wins.
final class SavedPlaceTests: XCTestCase {
    func testACoffeeComesBackAndIsSavedAgainOnClose() throws {
        let home = try RealApp.Home()
        try home.save(settings: ["place=['coffee', '1']"])
        let app = try RealApp(home: home)
        XCTAssertTrue(app.waitForTitle("Cafe Latte"), app.title)
        try app.press("ctrl+w")
        XCTAssertTrue(app.waitForExit())
        XCTAssertTrue(home.savedSettings().contains("place=['coffee', '1']"), home.savedSettings())
    }

    func testADeletedItemFallsBackToItsList() throws {
        let home = try RealApp.Home()
        try home.save(settings: ["place=['coffee', '9999']"])
        let app = try RealApp(home: home)
        XCTAssertTrue(app.waitForTitle("Coffee List"), app.title)
        try app.press("ctrl+w")
        XCTAssertTrue(app.waitForExit())
        XCTAssertTrue(home.savedSettings().contains("place=['coffee']"), home.savedSettings())
    }

    func testADrillDownPathComesBack() throws {
        let home = try RealApp.Home()
        // Root → first row → its first row, as the bundled tree has them.
        try home.save(settings: ["place=['drilldown', '0', '0']"])
        let app = try RealApp(home: home)
        XCTAssertTrue(RealApp.wait(seconds: 60) { !["Drilldown", "Root", ""].contains(app.title) }, app.title)
        try app.press("ctrl+w")
        XCTAssertTrue(app.waitForExit())
        XCTAssertTrue(home.savedSettings().contains("place=['drilldown', '0', '0']"), home.savedSettings())
    }

    func testAnOpenedFileComesBackWhileItExists() throws {
        let home = try RealApp.Home()
        let file = home.root.appendingPathComponent("shelf.json")
        try #"{"Shelf": {"Top": "a book"}}"#.write(to: file, atomically: true, encoding: .utf8)
        try home.save(settings: ["place=['drilldown', 'file', '\(file.absoluteString)', '0']"])
        let app = try RealApp(home: home)
        XCTAssertTrue(app.waitForTitle("Shelf"), app.title)
        try app.press("ctrl+w")
        XCTAssertTrue(app.waitForExit())
        XCTAssertTrue(home.savedSettings().contains("'file', '\(file.absoluteString)', '0'"), home.savedSettings())

        // Gone: the home page.
        try FileManager.default.removeItem(at: file)
        let again = try RealApp(home: home)
        XCTAssertTrue(again.waitForTitle("Drilldown"), again.title)
        try again.press("ctrl+q")
        XCTAssertTrue(again.waitForExit())
    }

    func testAFileOnTheCommandLineWins() throws {
        let home = try RealApp.Home()
        let file = home.root.appendingPathComponent("given.json")
        try #"{"Given": 1}"#.write(to: file, atomically: true, encoding: .utf8)
        try home.save(settings: ["place=['coffee', '1']"])
        let app = try RealApp(home: home, arguments: [file.path])
        XCTAssertTrue(app.waitForTitle("given.json"), app.title)
        try app.press("ctrl+q")
        XCTAssertTrue(app.waitForExit())
    }
}
