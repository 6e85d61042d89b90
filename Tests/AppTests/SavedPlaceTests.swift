import Foundation
import Gtk
import XCTest

@testable import DrilldownApp

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

    /// In a window already shown (a list's rows load after it is), the restored coffee
    /// appears without sliding in, with the focus on its first control; back, the focus is
    /// on its row, as after opening it by hand.
    func testARestoredCoffeeAppearsAtOnceWithTheFocusInItThenOnItsRow() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            var painted = false
            main.window.afterNextPaint { painted = true }
            XCTAssertTrue(MainContext.iterate(until: { painted }, timeout: 10), "the window was not drawn")
            // The third coffee: off the first row, which a list focuses on its own.
            let id = try XCTUnwrap(try CoffeeHarness.store(main).page(offset: 2, limit: 1).first?.id)
            main.restore(place: ["coffee", String(id)])
            XCTAssertTrue(
                MainContext.iterate(until: { main.navigation.depth == 3 }, timeout: 10), "the coffee was not opened")
            XCTAssertFalse(main.navigation.isTransitionRunning, "the restored page slides in")
            let item = try XCTUnwrap(main.navigation.top as? ShowsStoreItem)
            XCTAssertEqual(item.storeItemID, id)
            // The page's first control, or the one it places the focus on (a detail page's Edit).
            let frame = try XCTUnwrap(main.navigation.topFrame)
            XCTAssertTrue(focusIsIn(frame.root, of: main.window), "the focus is not on the restored page")
            AppHarness.settle(main)
            XCTAssertTrue(focusIsIn(frame.root, of: main.window), "the focus left the restored page")
            main.navigation.pop()
            AppHarness.settle(main)
            let list = try XCTUnwrap(main.navigation.top as? CoffeeListPage)
            let row = try XCTUnwrap(list.source?.position(of: id))
            XCTAssertNotEqual(row, 0, "the test needs the coffee off the first row")
            XCTAssertEqual(focusedRow(list.rows), row, "back lands on the restored coffee's row")
        }
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
