import Foundation
import Gtk
import Model
import TestSupport
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

    /// Root → "Item 3" → "Screen D", with real keys: the restored level has the focus on
    /// its first row from the start (Return opens it), and going back lands on the rows
    /// that were opened ("Item 3" is the third row of the root).
    func testADrillDownPathComesBackWithTheFocusOnItsRows() throws {
        let home = try RealApp.Home()
        try home.save(settings: ["place=['drilldown', '2', '0']"])
        let app = try RealApp(home: home)
        XCTAssertTrue(app.waitForTitle("Screen D"), app.title)
        try app.press("Return")
        XCTAssertTrue(app.waitForTitle("Screen E"), "the restored level's row has no focus: \(app.title)")
        for title in ["Screen D", "Item 3", "Root"] {
            try app.press("Escape")
            XCTAssertTrue(app.waitForTitle(title), app.title)
        }
        try app.press("Return")
        XCTAssertTrue(app.waitForTitle("Item 3"), "back on the root, the focus is not on the opened row: \(app.title)")
        try app.press("ctrl+w")
        XCTAssertTrue(app.waitForExit())
        XCTAssertTrue(home.savedSettings().contains("place=['drilldown', '2']"), home.savedSettings())
    }

    /// A tree opened with Open Location (here from the command line, which does the same)
    /// is saved as its address; on the next start it is downloaded again and shown with
    /// its path while the address answers. With the server gone, the app starts on the
    /// home page and quits normally.
    func testAnAddressComesBackWhileItAnswers() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let address = server.url("/doc/tree.plist").absoluteString
        let home = try RealApp.Home()
        let first = try RealApp(home: home, arguments: [address])
        XCTAssertTrue(first.waitForTitle("tree.plist"), first.title)
        try first.press("ctrl+w")
        XCTAssertTrue(first.waitForExit())
        XCTAssertTrue(
            home.savedSettings().contains("place=['drilldown', 'address', '\(address)']"), home.savedSettings())

        try home.save(settings: ["place=['drilldown', 'address', '\(address)', '0']"])
        let again = try RealApp(home: home)
        XCTAssertTrue(again.waitForTitle("Remote Item"), again.title)
        try again.press("ctrl+w")
        XCTAssertTrue(again.waitForExit())
        XCTAssertTrue(home.savedSettings().contains("'address', '\(address)', '0'"), home.savedSettings())

        server.stop()
        let offline = try RealApp(home: home)
        XCTAssertTrue(offline.waitForTitle("Drilldown"), offline.title)
        try offline.press("ctrl+q")
        XCTAssertTrue(offline.waitForExit())
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
