import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import DrilldownApp

private func write(_ text: String, name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + "-" + name)
    try Data(text.utf8).write(to: url)
    return url
}

final class OpenDocumentTests: XCTestCase {
    func testOpeningAJSONFilePushesItsTree() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let url = try write(
                #"{"Rows":[{"Title":"Alpha","Children":[{"Title":"Beta","View":1}]}]}"#, name: "tree.json")
            var done = false
            DrillDownSection.open(url, context: main.context) { done = true }
            XCTAssertEqual(main.navigation.depth, 1, "the file is read off the main thread")
            XCTAssertTrue(MainContext.iterate(until: { done }, timeout: 10))
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? TreePage)
            XCTAssertEqual(page.title, url.lastPathComponent)
            XCTAssertEqual(page.rowTitles, ["Alpha"])
        }
    }

    func testAMalformedFileShowsAReadableErrorAndTheAppCarriesOn() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let url = try write("<plist><dict><key>Rows</key><array>", name: "broken.plist")
            let before = Alert.shown.count
            var done = false
            DrillDownSection.open(url, context: main.context) { done = true }
            XCTAssertTrue(MainContext.iterate(until: { done }, timeout: 10))
            XCTAssertEqual(Alert.shown.count, before + 1)
            let alert = try XCTUnwrap(Alert.shown.last)
            XCTAssertTrue(alert.title.contains("broken.plist"), alert.title)
            XCTAssertEqual(main.navigation.depth, 1, "nothing was pushed")
            alert.respond()
            XCTAssertEqual(Alert.shown.count, before)
            main.home.open(sectionID: .drilldown)
            AppHarness.settle(main)
            XCTAssertEqual(main.window.title, "Root")
        }
    }
}

final class CommandLineOpenTests: XCTestCase {
    func testFilesGivenToTheApplicationOpenAsTrees() throws {
        try onMain {
            guard let app = AppHarness.app else { throw GUITestPolicy.displayUnavailable() }
            let url = try write(#"["first", {"Title": "second"}]"#, name: "list.json")
            app.application.open([url])
            let main = try XCTUnwrap(app.mainWindow, "open made the main window")
            defer { AppHarness.close(main) }
            XCTAssertTrue(MainContext.iterate(until: { main.window.title == url.lastPathComponent }, timeout: 10))
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? TreePage)
            XCTAssertEqual(page.rowTitles.count, 2)
        }
    }
}
