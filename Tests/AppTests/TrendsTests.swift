import CGtk
import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

@MainActor
enum TrendsHarness {
    /// Waits until the page has read its file (or failed).
    static func waitUntilRead(_ page: TrendsPage) {
        XCTAssertTrue(MainContext.iterate(until: { page.loading.state != .loading }), "trends were not read")
    }

    /// The secondary text of a message dialog (AdwMessageDialog's "body").
    static func body(of alert: Alert) -> String { alert.body }
}

final class TrendsTests: XCTestCase {
    static let names = [
        "#musicmonday", "Spotify", "Happy Labor Day", "District 9", "Goodnight", "Chris Evans",
        "iPhone", "Jay-Z", "Dual-Screen E-Reader", "Cadbury",
    ]

    func testTheListShowsTheTrendNamesAndTheTimeTheyWereTaken() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertTrue(main.home.open(sectionID: .trends))
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? TrendsPage)
            XCTAssertEqual(main.window.title, "Trends")
            TrendsHarness.waitUntilRead(page)
            XCTAssertEqual(page.loading.state, .loaded)
            XCTAssertTrue(MainContext.iterate(until: { page.rows.list.boundRows.count == Self.names.count }))
            XCTAssertEqual(page.rows.list.boundRows.map { $0.row.titleLabel.text }, Self.names)
            let asOf = try XCTUnwrap(page.document?.asOf)
            XCTAssertEqual(asOf, Date(timeIntervalSince1970: 1_252_315_114)) // Mon, 07 Sep 2009 09:18:34 +0000
            XCTAssertEqual(page.asOfLabel.text, TrendsPage.asOfText(asOf))
        }
    }

    func testTheAsOfTimeIsWrittenInTheUsersLocale() throws {
        try onMain {
            let date = Date(timeIntervalSince1970: 1_252_315_114)
            let utc = try XCTUnwrap(TimeZone(identifier: "UTC"))
            let english = TrendsPage.asOfText(date, locale: Locale(identifier: "en_US"), timeZone: utc)
            XCTAssertTrue(english.contains("September 7, 2009"), english)
            XCTAssertTrue(english.contains("9:18"), english)
            let german = TrendsPage.asOfText(date, locale: Locale(identifier: "de_DE"), timeZone: utc)
            XCTAssertTrue(german.contains("7. September 2009"), german)
            XCTAssertFalse(TrendsPage.asOfText(nil).isEmpty)
        }
    }

    func testActivatingATrendOpensItsURLInTheBrowser() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = TrendsPage(context: main.context)
            var opened: [URL] = []
            page.openURL = { opened.append($0) }
            main.navigation.push(page)
            AppHarness.settle(main)
            TrendsHarness.waitUntilRead(page)
            XCTAssertTrue(MainContext.iterate(until: { page.rows.list.boundRows.count == Self.names.count }))
            page.rows.list.activate(position: 1)
            XCTAssertEqual(opened, [URL(string: "http://search.twitter.com/search?q=Spotify+OR+%23Spotify")])
            page.rows.list.activate(position: 3)
            XCTAssertEqual(opened.last, URL(string: "http://search.twitter.com/search?q=%22District+9%22"))
            XCTAssertTrue(main.navigation.top === page, "nothing is pushed")
        }
    }

    func testASpinnerShowsWhileLoading() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = TrendsPage(context: main.context)
            // The result comes back through the main loop, which has not run yet.
            XCTAssertEqual(page.loading.state, .loading)
            XCTAssertTrue(page.loading.spinner.isSpinning)
            XCTAssertNil(page.document)
            TrendsHarness.waitUntilRead(page)
            XCTAssertEqual(page.loading.state, .loaded)
            XCTAssertFalse(page.loading.spinner.isSpinning)
        }
    }

    func testInvalidJSONShowsAnErrorDialogWithTheParsersMessage() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + "-trends.json")
            try Data(#"{"trends": [{"name": "x", "url": "http://example.org"},]}"#.utf8).write(to: url)
            var expected = ""
            do { _ = try TrendsDocument.load(contentsOf: url) } catch let error as ImportError {
                expected = error.message
            }
            XCTAssertFalse(expected.isEmpty)
            let before = Alert.shown.count
            let page = TrendsPage(context: main.context, url: url)
            main.navigation.push(page)
            XCTAssertTrue(MainContext.iterate(until: { Alert.shown.count == before + 1 }), "an error dialog appears")
            let alert = try XCTUnwrap(Alert.shown.last)
            XCTAssertEqual(alert.title, "Error")
            XCTAssertEqual(TrendsHarness.body(of: alert), expected)
            XCTAssertEqual(page.loading.state, .failed)
            XCTAssertEqual(page.loading.failureText.message, expected)
            alert.respond()
            XCTAssertEqual(Alert.shown.count, before)
        }
    }
}
