import CGtk
import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

@MainActor
enum BooksHarness {
    static var bundledBooks: URL { DataLocation.current().bundledData.appendingPathComponent("books.xml") }

    /// Opens the Books section and waits until its list is read and on screen.
    static func open(_ main: MainWindow) throws -> BookListPage {
        XCTAssertTrue(main.home.open(sectionID: .books))
        AppHarness.settle(main)
        let page = try XCTUnwrap(main.navigation.top as? BookListPage)
        XCTAssertTrue(MainContext.iterate(until: { page.loading.state != .loading }), "books were not read")
        XCTAssertEqual(page.loading.state, .loaded)
        XCTAssertTrue(MainContext.iterate(until: { page.rows.list.boundRows.count == page.rows.list.count }))
        return page
    }

    /// The bound rows as (title, subtitle) in display order.
    static func shown(_ rows: RowListView) -> [(title: String, subtitle: String)] {
        rows.list.boundRows.map { ($0.row.titleLabel.text, $0.row.subtitleLabel.text) }
    }

    static func write(_ text: String, name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + "-" + name)
        try Data(text.utf8).write(to: url)
        return url
    }
}

final class BooksTests: XCTestCase {
    func testTheListShowsTheSixBundledBooksWithTheirAuthors() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let expected = try BooksDocument.load(contentsOf: BooksHarness.bundledBooks)
            XCTAssertEqual(expected.count, 6)
            let page = try BooksHarness.open(main)
            XCTAssertEqual(main.window.title, "Books")
            let rows = BooksHarness.shown(page.rows)
            XCTAssertEqual(rows.map(\.title), expected.map(\.title))
            XCTAssertEqual(rows.map(\.subtitle), expected.map(\.author))
            XCTAssertTrue(rows.contains { $0.title == "Angels & Demons" }, "entities are decoded")
            XCTAssertTrue(page.headerEnd.contains { $0 === page.rows.searchButton })
            XCTAssertTrue(page.headerEnd.contains { $0 === page.openFeedButton })
            XCTAssertTrue(page.rows.searchButton.isSensitive)
        }
    }

    func testABookOpensItsDetailWithAuthorAndSummary() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try BooksHarness.open(main)
            let book = page.books[2]
            page.rows.list.activate(position: 2)
            AppHarness.settle(main)
            let detail = try XCTUnwrap(main.navigation.top as? BookDetailPage)
            XCTAssertEqual(main.window.title, book.title)
            XCTAssertEqual(detail.titleLabel.text, book.title)
            XCTAssertEqual(detail.authorLabel.text, book.author)
            XCTAssertEqual(detail.summaryLabel.text, book.summary)
            XCTAssertFalse(book.summary.isEmpty)
            for label in [detail.titleLabel, detail.authorLabel, detail.summaryLabel] {
                XCTAssertTrue(label.wraps)
                XCTAssertTrue(label.selectable)
                var start: Int32 = 0, end: Int32 = 0
                XCTAssertEqual(
                    gtk_label_get_selection_bounds(OpaquePointer(label.pointer), &start, &end), 0,
                    "\(label.text) opens unselected")
            }
            main.navigation.pop()
            AppHarness.settle(main)
            XCTAssertTrue(main.navigation.top === page)
        }
    }

    func testSearchNarrowsTheTitles() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try BooksHarness.open(main)
            page.rows.searchButton.isActive = true
            page.rows.searchEntry.text = "demons"
            XCTAssertTrue(
                MainContext.iterate(until: { BooksHarness.shown(page.rows).map(\.title) == ["Angels & Demons"] }),
                "rows are \(BooksHarness.shown(page.rows).map(\.title))")
            page.rows.list.activate(position: 0)
            AppHarness.settle(main)
            XCTAssertEqual((main.navigation.top as? BookDetailPage)?.book.title, "Angels & Demons")
        }
    }

    func testASpinnerShowsUntilTheBooksAreRead() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = BookListPage(context: main.context)
            // The result comes back through the main loop, which has not run yet.
            XCTAssertEqual(page.loading.state, .loading)
            XCTAssertTrue(page.loading.spinner.isSpinning)
            XCTAssertFalse(page.rows.searchButton.isSensitive)
            XCTAssertTrue(page.books.isEmpty)
            XCTAssertTrue(MainContext.iterate(until: { page.loading.state == .loaded }))
            XCTAssertFalse(page.loading.spinner.isSpinning)
            XCTAssertEqual(page.books.count, 6)
        }
    }

    func testAMalformedBooksFileShowsTheParsersMessage() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let url = try BooksHarness.write(
                "<Books>\n<Book id=\"1\"><title>Half</title>\n</Books>\n", name: "broken.xml")
            var expected = ""
            do { _ = try BooksDocument.load(contentsOf: url) } catch let error as ImportError {
                expected = error.message
            }
            XCTAssertFalse(expected.isEmpty)
            let before = Alert.shown.count
            let page = BookListPage(context: main.context, url: url)
            main.navigation.push(page)
            XCTAssertTrue(MainContext.iterate(until: { Alert.shown.count == before + 1 }), "an error dialog appears")
            let alert = try XCTUnwrap(Alert.shown.last)
            XCTAssertTrue(alert.title.contains("broken.xml"), alert.title)
            XCTAssertEqual(page.loading.state, .failed)
            XCTAssertEqual(page.loading.failureText.message, expected)
            XCTAssertTrue(page.books.isEmpty)
            alert.respond()
            XCTAssertEqual(Alert.shown.count, before)
            AppHarness.settle(main)
            main.navigation.pop()
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.depth, 1, "the app carries on")
        }
    }
}

final class BooksFeedTests: XCTestCase {
    func testOpeningAnRSSFeedListsItsItemsAndOpensLinks() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try BooksHarness.open(main)
            var opened: [URL] = []
            page.openURL = { opened.append($0) }
            page.openFeedButton.click()
            let chooser = try XCTUnwrap(FileChooser.current, "the button shows a file chooser")
            let feed = DataLocation.current().bundledData.appendingPathComponent("feeds/drilldown-news.rss")
            chooser.respond(with: feed)
            XCTAssertTrue(MainContext.iterate(until: { main.navigation.top is FeedPage }), "the feed page is pushed")
            AppHarness.settle(main)
            let feedPage = try XCTUnwrap(main.navigation.top as? FeedPage)
            XCTAssertEqual(main.window.title, "drilldown-news.rss")
            XCTAssertTrue(MainContext.iterate(until: { feedPage.rows.list.boundRows.count == 3 }))
            XCTAssertEqual(
                BooksHarness.shown(feedPage.rows).map(\.title),
                [
                    "Drilldown 1.0 released", "Books & feeds: reading XML with libxml2",
                    "Trends <JSON> without surprises",
                ])
            XCTAssertTrue(BooksHarness.shown(feedPage.rows).allSatisfy { $0.subtitle.contains("github.com") })
            feedPage.rows.list.activate(position: 0)
            XCTAssertEqual(opened, [URL(string: "https://github.com/drilldown/drilldown/releases/tag/1.0")])
        }
    }

    func testOpeningAnAtomFeedListsItsEntries() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try BooksHarness.open(main)
            let feed = DataLocation.current().bundledData.appendingPathComponent("feeds/drilldown-news.atom")
            let expected = try FeedReader.items(contentsOf: feed).map(\.title)
            XCTAssertFalse(expected.isEmpty)
            page.openFeed(feed)
            XCTAssertTrue(MainContext.iterate(until: { main.navigation.top is FeedPage }))
            AppHarness.settle(main)
            let feedPage = try XCTUnwrap(main.navigation.top as? FeedPage)
            XCTAssertTrue(MainContext.iterate(until: { feedPage.rows.list.boundRows.count == expected.count }))
            XCTAssertEqual(BooksHarness.shown(feedPage.rows).map(\.title), expected)
        }
    }

    func testAFileThatIsNotAFeedShowsAnError() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try BooksHarness.open(main)
            let url = try BooksHarness.write("<html><body>hello</body></html>", name: "page.xml")
            let before = Alert.shown.count
            page.openFeed(url)
            XCTAssertTrue(MainContext.iterate(until: { Alert.shown.count == before + 1 }))
            let alert = try XCTUnwrap(Alert.shown.last)
            XCTAssertTrue(alert.title.contains("page.xml"), alert.title)
            XCTAssertTrue(main.navigation.top === page, "nothing was pushed")
            XCTAssertTrue(page.openFeedButton.isSensitive)
            alert.respond()
        }
    }
}
