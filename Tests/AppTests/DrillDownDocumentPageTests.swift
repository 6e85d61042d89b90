import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// Issue 18, item 3 in the window: rows of any document tell siblings apart, every row
/// has a chevron, leaves and rows open a page listing their keys and values; issue 12:
/// an address on the command line says why it cannot be opened.
private func writeDocument(_ text: String, name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + "-" + name)
    try Data(text.utf8).write(to: url)
    return url
}

@MainActor
private func openDocument(_ url: URL, in main: MainWindow) throws -> TreePage {
    var done = false
    DrillDownSection.open(url, context: main.context) { done = true }
    XCTAssertTrue(MainContext.iterate(until: { done }, timeout: 10))
    AppHarness.settle(main)
    return try XCTUnwrap(main.navigation.top as? TreePage)
}

final class DrillDownDocumentPageTests: XCTestCase {
    /// The header's Row Details button, found as a user finds it: by its tooltip.
    @MainActor
    static func detailsButton(of page: TreePage) -> Button? {
        page.headerEnd.compactMap { $0 as? Button }.first { $0.tooltip == "Row Details" }
    }

    func testXMLSiblingsAreToldApartAndLeavesOpenTheirValue() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let url = try writeDocument(
                """
                <library><book id="1"><title>Emma</title><year>1815</year></book>\
                <book id="2"><title>Persuasion</title><year>1817</year></book></library>
                """, name: "library.xml")
            let page = try openDocument(url, in: main)
            let source = TreeLevelSource(page.node)
            let rows = (0..<source.count).map { source.row(at: $0) }
            XCTAssertEqual(rows.map(\.title), ["book", "book"])
            XCTAssertEqual(rows.map(\.subtitle), ["Emma", "Persuasion"])
            page.activate(index: 1)
            AppHarness.settle(main)
            let book = try XCTUnwrap(main.navigation.top as? TreePage)
            let bookRows = TreeLevelSource(book.node)
            XCTAssertEqual((0..<bookRows.count).map { bookRows.row(at: $0).title }, ["@id", "title", "year"])
            XCTAssertTrue(
                (0..<bookRows.count).allSatisfy { bookRows.row(at: $0).hasDisclosure },
                "leaves open a detail page, so they have a chevron too")
            book.activate(index: 2)
            AppHarness.settle(main)
            let detail = try XCTUnwrap(main.navigation.top as? SimpleDetailPage)
            XCTAssertEqual(detail.title, "year")
            XCTAssertEqual(detail.entries.map(\.key), ["year"])
            XCTAssertEqual(detail.entries.map(\.value), ["1817"])
            XCTAssertEqual(main.window.title, "year")
        }
    }

    func testRowsWithMoreKeysThanTheSeedListThemAll() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let url = try writeDocument(
                #"{"Rows": [{"Title": "Harbour", "Visitors": 1234567, "Opened": "1850", "Children": [{"Title": "Pier", "Length": 2.5}, {"Title": "Quay"}]}]}"#,
                name: "harbour.json")
            let root = try openDocument(url, in: main)
            XCTAssertEqual(root.rowTitles, ["Harbour"])
            XCTAssertNil(Self.detailsButton(of: root), "the document's root row has only Rows")
            root.activate(index: 0)
            AppHarness.settle(main)
            let harbour = try XCTUnwrap(main.navigation.top as? TreePage)
            XCTAssertEqual(harbour.rowTitles, ["Pier", "Quay"])
            let details = try XCTUnwrap(Self.detailsButton(of: harbour), "the row has keys beyond the seed's")
            details.click()
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? SimpleDetailPage)
            XCTAssertEqual(page.title, "Harbour")
            XCTAssertEqual(page.entries.map(\.key), ["Title", "Visitors", "Opened", "Children"])
            XCTAssertEqual(page.entries[1].value, 1_234_567.formatted(.number.locale(UserLocale.current(.numeric))))
            XCTAssertEqual(page.entries[3].value, "2 items")
            main.navigation.pop()
            AppHarness.settle(main)
            // A leaf with a value of its own lists it; a leaf with only the seed's keys
            // keeps the seed's "Detail View".
            harbour.activate(index: 0)
            AppHarness.settle(main)
            let pier = try XCTUnwrap(main.navigation.top as? SimpleDetailPage)
            XCTAssertEqual(pier.title, "Detail View")
            XCTAssertEqual(pier.entries.map(\.key), ["Title", "Length"])
            main.navigation.pop()
            AppHarness.settle(main)
            harbour.activate(index: 1)
            AppHarness.settle(main)
            let quay = try XCTUnwrap(main.navigation.top as? SimpleDetailPage)
            XCTAssertEqual(quay.title, "Detail View")
            XCTAssertTrue(quay.entries.isEmpty)
        }
    }

    func testAHugeTitleIsShortenedInTheWindowTitle() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let big = String(repeating: "W", count: 2_000_000)
            let url = try writeDocument(
                #"{"Rows": [{"Title": "\#(big)", "Children": [{"Title": "x"}]}]}"#, name: "big.json")
            let root = try openDocument(url, in: main)
            root.activate(index: 0)
            AppHarness.settle(main)
            XCTAssertEqual(main.window.title.count, DisplayText.titleCharacters + 1)
        }
    }

    /// http and https arguments open like Open Location… (LiveDataTests, against the
    /// loopback server); any other address is refused with the Error alert at once,
    /// without reaching the network.
    func testAnAddressThatIsNotWebOnTheCommandLineSaysWhy() throws {
        try onMain {
            guard let app = AppHarness.app else { throw GUITestPolicy.displayUnavailable() }
            let before = Alert.shown.count
            let address = try XCTUnwrap(URL(string: "ftp://127.0.0.1/data.json"))
            app.application.open([address])
            let main = try XCTUnwrap(app.mainWindow)
            defer { AppHarness.close(main) }
            XCTAssertTrue(MainContext.iterate(until: { Alert.shown.count == before + 1 }, timeout: 10))
            let alert = try XCTUnwrap(Alert.shown.last)
            XCTAssertEqual(alert.heading, "Error")
            XCTAssertEqual(alert.body, FetchError.notWebAddress(address.absoluteString).message)
            XCTAssertTrue(alert.body.contains("only http and https"))
            alert.respond()
        }
    }
}
