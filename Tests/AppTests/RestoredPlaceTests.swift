import Foundation
import Gtk
import TestSupport
import WrapperTestSupport
import XCTest

@testable import DrilldownApp

/// A saved place put back in a window already drawn (as when a list's rows, a file or an
/// address arrive after the window shows): every page appears at once — the transition
/// is over when the pages are pushed, so the next frame draws the top page in place —
/// with the focus in the top page, and going back lands on the rows that were opened.
/// An address that no longer answers leaves the home page, with no alert.
final class RestoredPlaceTests: XCTestCase {
    @MainActor
    private static func drawnWindow() throws -> MainWindow {
        let main = try AppHarness.makeWindow()
        var painted = false
        main.window.afterNextPaint { painted = true }
        XCTAssertTrue(MainContext.iterate(until: { painted }, timeout: 10), "the window was not drawn")
        return main
    }

    /// The top page is shown in place now and has the focus.
    @MainActor
    private static func assertShownAtOnce(_ main: MainWindow, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(main.navigation.isTransitionRunning, "the restored page slides in", file: file, line: line)
        XCTAssertTrue(
            main.navigation.leaflet.visibleChild === main.navigation.topFrame?.root, "another page is shown",
            file: file, line: line)
        if let frame = main.navigation.topFrame {
            XCTAssertTrue(
                focusIsIn(frame.root, of: main.window), "the focus is not on the top page", file: file, line: line)
        }
    }

    func testADrillDownPathAppearsAtOnceAndBackLandsOnItsRows() throws {
        try onMain {
            let main = try Self.drawnWindow()
            defer { AppHarness.close(main) }
            // Root → "Item 3" (its third row) → "Screen D".
            main.restore(place: ["drilldown", "2", "0"])
            XCTAssertEqual(main.navigation.depth, 4)
            Self.assertShownAtOnce(main)
            XCTAssertEqual(main.window.title, "Screen D")
            AppHarness.settle(main)
            let top = try XCTUnwrap(main.navigation.top as? TreePage)
            XCTAssertEqual(focusedRow(top.rows), 0, "the restored level's first row has the focus")
            main.navigation.pop()
            AppHarness.settle(main)
            main.navigation.pop()
            AppHarness.settle(main)
            let root = try XCTUnwrap(main.navigation.top as? TreePage)
            XCTAssertEqual(root.title, "Root")
            XCTAssertEqual(focusedRow(root.rows), 2, "back lands on the opened row")
        }
    }

    func testAnOpenedFileAppearsAtOnce() throws {
        try onMain {
            let main = try Self.drawnWindow()
            defer { AppHarness.close(main) }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("restored-\(UUID()).json")
            try #"{"First": 1, "Shelf": {"Top": "a book"}}"#.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            main.restore(place: ["drilldown", "file", file.absoluteString, "1"])
            XCTAssertTrue(
                MainContext.iterate(until: { main.navigation.depth == 3 }, timeout: 10), "the file was not opened")
            Self.assertShownAtOnce(main)
            XCTAssertEqual(main.window.title, "Shelf")
            main.navigation.pop()
            AppHarness.settle(main)
            let tree = try XCTUnwrap(main.navigation.top as? TreePage)
            XCTAssertEqual(tree.document, file)
            XCTAssertEqual(focusedRow(tree.rows), 1, "back lands on the opened row")
        }
    }

    func testAnAddressAppearsAtOnceWhileItAnswersAndBackLandsOnItsRow() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        try onMain {
            let main = try Self.drawnWindow()
            defer { AppHarness.close(main) }
            let address = server.url("/doc/tree.plist")
            var shown: Bool?
            DrillDownPlace.reopen(address: address, path: ["0"], context: main.context) { shown = $0 }
            XCTAssertEqual(main.navigation.depth, 1, "the home page stays while the address downloads")
            XCTAssertTrue(MainContext.iterate(until: { shown != nil }, timeout: 20), "the download did not end")
            XCTAssertEqual(shown, true)
            XCTAssertEqual(main.navigation.depth, 3)
            Self.assertShownAtOnce(main)
            XCTAssertEqual(main.window.title, "Remote Item")
            XCTAssertEqual(main.place, ["drilldown", "address", address.absoluteString, "0"])
            main.navigation.pop()
            AppHarness.settle(main)
            let location = try XCTUnwrap(main.navigation.top as? LocationPage)
            XCTAssertEqual(location.tree?.rowTitles, ["Remote Item"])
            XCTAssertEqual(focusedRow(location.tree?.rows), 0)
            XCTAssertTrue(focusIsIn(location.content, of: main.window))
        }
    }

    /// A failing address, then one whose server is gone (the app may hold a saved copy of
    /// it: a copy is not an answer): the home page stays, with no alert.
    func testAnAddressThatNoLongerAnswersLeavesTheHomePageWithNoAlert() throws {
        let server = try LoopbackServer()
        try onMain {
            let main = try Self.drawnWindow()
            defer { AppHarness.close(main) }
            let alerts = Alert.shown.count
            var shown: Bool?
            DrillDownPlace.reopen(address: server.url("/status/404"), path: [], context: main.context) { shown = $0 }
            XCTAssertTrue(MainContext.iterate(until: { shown != nil }, timeout: 20), "the download did not end")
            XCTAssertEqual(shown, false)
            XCTAssertEqual(main.navigation.depth, 1)

            let address = server.url("/doc/tree.plist")
            shown = nil
            DrillDownPlace.reopen(address: address, path: [], context: main.context) { shown = $0 }
            XCTAssertTrue(MainContext.iterate(until: { shown != nil }, timeout: 20), "the download did not end")
            XCTAssertEqual(shown, true)
            main.navigation.popToRoot()
            AppHarness.settle(main)
            server.stop()
            shown = nil
            DrillDownPlace.reopen(address: address, path: [], context: main.context) { shown = $0 }
            XCTAssertTrue(MainContext.iterate(until: { shown != nil }, timeout: 20), "the download did not end")
            XCTAssertEqual(shown, false)
            XCTAssertEqual(main.navigation.depth, 1)
            XCTAssertEqual(Alert.shown.count, alerts, "an alert at startup")
        }
    }
}
