import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// Issue 29, item 3: a document that takes long to open shows its progress (its name, the
/// bytes read of the total) and Cancel; Cancel goes back to where the user was with no
/// alert; a level of 100,000 rows appears in the progress page's place.
final class OpeningProgressTests: XCTestCase {
    static let rows = 100_000

    /// A flat JSON array of 100,000 rows with a long note each (about 45 MB): slower to
    /// read than the half second after which the progress shows, even in a release build.
    static let bigDocument: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("opening-progress-\(getpid()).json")
        let note = String(repeating: "A long note that makes the document slow to read. ", count: 8)
        var text = "["
        text.reserveCapacity(rows * (note.utf8.count + 40))
        for index in 0..<rows {
            if index > 0 { text += "," }
            text += #"{"title":"Row \#(index)","note":"\#(note)"}"#
        }
        text += "]"
        // A test fixture in the temporary folder: written once per test process.
        try? Data(text.utf8).write(to: url)
        return url
    }()

    /// Opens the big document and waits for the progress page.
    @MainActor
    private static func openUntilProgress(
        _ main: MainWindow, done: @escaping @MainActor () -> Void
    ) throws -> OpeningPage {
        let url = Self.bigDocument
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
        DrillDownSection.open(url, context: main.context, completion: done)
        XCTAssertTrue(MainContext.iterate(until: { main.navigation.top is OpeningPage }, timeout: 30))
        AppHarness.settle(main)
        return try XCTUnwrap(main.navigation.top as? OpeningPage)
    }

    func testASlowDocumentShowsItsProgressAndCancelGoesBack() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let before = Alert.shown.count
            var done = false
            let page = try Self.openUntilProgress(main) { done = true }
            let name = Self.bigDocument.lastPathComponent
            XCTAssertEqual(main.window.title, name)
            XCTAssertEqual(main.navigation.depth, 2)
            let heading = try XCTUnwrap(WidgetTree.labels(under: page.content).map(\.text).first { $0.contains(name) })
            XCTAssertEqual(heading, "Opening “\(name)”…")
            let total = ByteCountFormatter.string(fromByteCount: Int64(page.progress.totalBytes), countStyle: .file)
            XCTAssertGreaterThan(page.progress.totalBytes, 40_000_000)
            XCTAssertTrue(page.bytesLabel.text.hasSuffix(" of \(total)"), page.bytesLabel.text)
            XCTAssertEqual(page.cancelButton.label, "_Cancel")
            XCTAssertTrue(page.cancelButton.containsFocus, "Cancel has the focus (Enter or Escape cancels)")
            page.cancelButton.click()
            XCTAssertTrue(page.progress.isCancelled)
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.depth, 1, "back where the user was")
            XCTAssertEqual(main.window.title, "Drilldown")
            XCTAssertTrue(MainContext.iterate(until: { done }, timeout: 30), "the read stopped")
            AppHarness.settle(main)
            XCTAssertEqual(Alert.shown.count, before, "a cancel is not an error")
            XCTAssertEqual(main.navigation.depth, 1, "nothing is pushed after a cancel")
        }
    }

    func testEscapeCancelsAndTheLevelBelowStays() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertTrue(main.home.open(sectionID: .drilldown))
            AppHarness.settle(main)
            var done = false
            let page = try Self.openUntilProgress(main) { done = true }
            XCTAssertEqual(main.navigation.depth, 3)
            XCTAssertTrue(page.handleEscape())
            AppHarness.settle(main)
            XCTAssertTrue(MainContext.iterate(until: { done }, timeout: 30))
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.depth, 2)
            XCTAssertEqual(main.window.title, "Root")
        }
    }

    func testGoingBackStopsTheReadAndPushesNothing() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            var done = false
            weak var page = try Self.openUntilProgress(main) { done = true }
            let progress = try XCTUnwrap(page?.progress)
            main.navigation.pop() // the back button, Alt+Left or a swipe
            AppHarness.settle(main)
            XCTAssertTrue(MainContext.iterate(until: { done }, timeout: 60))
            AppHarness.settle(main)
            XCTAssertTrue(progress.isCancelled, "the page's end stopped the read")
            XCTAssertNil(page)
            XCTAssertEqual(main.navigation.depth, 1)
        }
    }

    func testAHundredThousandRowLevelTakesTheProgressPagesPlace() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            var done = false
            _ = try Self.openUntilProgress(main) { done = true }
            XCTAssertTrue(MainContext.iterate(until: { done }, timeout: 120))
            AppHarness.settle(main)
            let tree = try XCTUnwrap(main.navigation.top as? TreePage)
            XCTAssertEqual(main.navigation.depth, 2, "the tree is in the progress page's place")
            XCTAssertEqual(tree.rows.list.count, Self.rows)
            XCTAssertEqual(tree.title, Self.bigDocument.lastPathComponent)
            XCTAssertEqual(tree.rows.source.row(at: Self.rows - 1).title, "Row \(Self.rows - 1)")
            main.navigation.pop()
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.depth, 1)
            XCTAssertEqual(main.window.title, "Drilldown")
        }
    }
}
