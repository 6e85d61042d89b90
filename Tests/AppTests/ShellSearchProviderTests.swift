import Foundation
import Gtk
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// GNOME Shell's search provider, called over D-Bus as the Shell calls it: in-process
/// (the registered test application on the test session bus, called through GDBus), and
/// the real executable started by D-Bus activation on a private bus (`gdbus call`).
final class ShellSearchProviderTests: XCTestCase {
    /// Calls a provider method on this process's own connection and waits for the reply.
    @MainActor
    static func call(
        _ method: String, _ arguments: [Variant], file: StaticString = #filePath, line: UInt = #line
    ) throws -> Variant {
        let bus = try DBusConnection.session()
        let name = try XCTUnwrap(bus.uniqueName)
        var outcome: Result<Variant, DBusError>?
        bus.call(
            name, path: ShellSearchProvider.objectPath, interface: ShellSearchProvider.interface, method: method,
            parameters: Variant(tuple: arguments)
        ) { outcome = $0 }
        XCTAssertTrue(
            MainContext.iterate(until: { outcome != nil }, timeout: 20), "no reply to \(method)", file: file, line: line
        )
        return try XCTUnwrap(outcome, file: file, line: line).get()
    }

    @MainActor
    static var app: DrilldownApplication {
        get throws {
            let app = try XCTUnwrap(AppHarness.app, "no display: run the GUI tests through meson-helpers/test.sh")
            XCTAssertNotNil(app.searchProvider, "the provider is exported on the session bus")
            return app
        }
    }

    func testResultSetsAndMetas() throws {
        try onMain {
            _ = try Self.app
            let initial = try Self.call("GetInitialResultSet", [Variant(strings: ["eleph"])])
            XCTAssertEqual(initial.typeString, "(as)")
            XCTAssertEqual(initial.children.first?.strings, ["zoo:1:"])

            // Terms are searched as one phrase; every section answers, best rank first.
            let green = try Self.call("GetInitialResultSet", [Variant(strings: ["GREEN"])])
            let ids = try XCTUnwrap(green.children.first?.strings)
            XCTAssertEqual(ids.first, "countries::1", "Greenland starts with the query")

            let sub = try Self.call("GetSubsearchResultSet", [Variant(strings: ids), Variant(strings: ["greenl"])])
            XCTAssertEqual(sub.children.first?.strings, ["countries::1"])
            let none = try Self.call("GetInitialResultSet", [Variant(strings: ["qqqzzz"])])
            XCTAssertEqual(none.children.first?.strings, [])

            let reply = try Self.call(
                "GetResultMetas",
                [Variant(strings: ["zoo:1:", "countries::1", "drilldown::1.0", "coffee:999999:", "nonsense"])])
            XCTAssertEqual(reply.typeString, "(aa{sv})")
            let metas = try XCTUnwrap(reply.children.first?.children.compactMap(\.dictionary))
            XCTAssertEqual(metas.count, 3, "unknown and deleted ids are left out")
            XCTAssertEqual(metas.map { $0["id"]?.string }, ["zoo:1:", "countries::1", "drilldown::1.0"])
            XCTAssertEqual(metas.map { $0["name"]?.string }, ["Elephant", "Greenland", "Screen B"])
            XCTAssertEqual(metas[0]["description"]?.string, "My Zoo")
            XCTAssertEqual(metas[1]["description"]?.string, "Countries — Countries to visit")
            XCTAssertEqual(metas[2]["description"]?.string, "Drill Down — Root › Item 2")
            XCTAssertTrue(
                metas[0]["icon"]?.text.contains("emoji-nature-symbolic") == true,
                "\(metas[0]["icon"]?.text ?? "no icon")")
        }
    }

    func testActivateResultAndLaunchSearchShowTheWindow() throws {
        try onMain {
            let app = try Self.app
            defer {
                if let main = app.mainWindow { AppHarness.close(main) }
            }
            _ = try Self.call(
                "ActivateResult", [Variant("countries::1"), Variant(strings: ["green"]), Variant(UInt32(0))])
            let main = try XCTUnwrap(app.mainWindow, "ActivateResult opens the window")
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.pages.map(\.title), ["Drilldown", "Countries", "Selected Country"])
            XCTAssertEqual((main.navigation.top as? CountryDetailPage)?.shownName, "Greenland")

            _ = try Self.call("ActivateResult", [Variant("recipes::1.1"), Variant(strings: []), Variant(UInt32(0))])
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.depth, 3, "the previous result's pages were replaced")
            XCTAssertTrue(main.navigation.top is RecipeDetailPage)

            _ = try Self.call("LaunchSearch", [Variant(strings: ["screen", "b"]), Variant(UInt32(0))])
            AppHarness.settle(main)
            XCTAssertTrue(main.navigation.top === main.home)
            XCTAssertTrue(main.home.search.isSearching)
            XCTAssertEqual(main.home.search.searchEntry.text, "screen b")
            XCTAssertTrue(MainContext.iterate(until: { main.home.search.shownQuery == "screen b" }, timeout: 10))
            XCTAssertEqual(main.home.search.results.shown.first?.titles, ["Screen B"])

            XCTAssertThrowsError(
                try Self.call("ActivateResult", [Variant("nonsense"), Variant(strings: []), Variant(UInt32(0))]))
        }
    }
}
