import CGtk
import Foundation
import Gtk
import Model
import TestSupport
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// Books, feeds, trends and Open Location… fed from the loopback server (127.0.0.1 only).
final class LiveDataTests: XCTestCase {
    @MainActor
    static func waitUntilIdle(_ status: LiveStatus, timeout: Double = 20) {
        XCTAssertTrue(
            MainContext.iterate(until: { !status.isLoading }, timeout: timeout), "the download did not finish")
    }

    /// Pushes the feeds page for `address` (remembered first, as "Load from Address…" does).
    @MainActor
    static func feedPage(_ main: MainWindow, address: URL) throws -> FeedPage {
        try main.context.services.addresses.set(address, for: .feeds)
        let page = FeedPage(context: main.context, openURL: { _ in })
        main.navigation.push(page)
        return page
    }

    func testAFeedLoadsFromTheServerWithItsProgressShown() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try Self.feedPage(main, address: server.url("/slow/feed.xml"))
            let live = try XCTUnwrap(page.live)
            let loading = try XCTUnwrap(page.loading)
            XCTAssertTrue(live.status.isLoading)
            XCTAssertEqual(loading.state, .loading)
            var labels: [String] = []
            XCTAssertTrue(
                MainContext.iterate(
                    until: {
                        labels.append(live.status.progressLabel.text)
                        return live.status.progressBar.fraction > 0
                    }, timeout: 20), "progress shows")
            XCTAssertTrue(live.status.progressBar.isVisible && live.status.cancelButton.isVisible)
            XCTAssertTrue(live.status.progressBar.fraction > 0 && live.status.progressBar.fraction < 1)
            XCTAssertTrue(labels.contains { $0.contains(" of ") }, "\(labels)") // "12 KB of 57 KB"
            Self.waitUntilIdle(live.status)
            XCTAssertEqual(loading.state, .loaded)
            XCTAssertEqual(page.items.count, 400)
            XCTAssertEqual(page.items.first?.title, "Item 1")
            XCTAssertEqual(server.count("/slow/feed.xml"), 1, "downloaded once")
            XCTAssertFalse(live.status.showsBanner, "a fresh download shows no saved-copy banner")
            XCTAssertTrue(MainContext.iterate(until: { !page.rows.list.boundRows.isEmpty }))
        }
    }

    func testEscapeCancelsMidTransferAtOnce() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try Self.feedPage(main, address: server.url("/slow/feed.xml"))
            AppHarness.settle(main)
            let live = try XCTUnwrap(page.live)
            XCTAssertTrue(MainContext.iterate(until: { live.status.progressBar.fraction > 0 }, timeout: 20))
            let alerts = Alert.shown.count
            XCTAssertTrue(main.escape(), "Escape cancels instead of going back")
            XCTAssertTrue(main.navigation.top === page)
            Self.waitUntilIdle(live.status, timeout: 5)
            XCTAssertLessThan(live.status.progressBar.fraction, 1, "stopped before the end")
            XCTAssertEqual(page.loading?.state, .failed)
            XCTAssertEqual(page.loading?.failureText.heading, "Download Cancelled")
            XCTAssertEqual(Alert.shown.count, alerts, "a cancel is not an error")
            XCTAssertFalse(
                live.status.progressBar.isVisible && live.status.cancelButton.isVisible && live.status.isLoading)
        }
    }

    func testReloadAsksAgainAndA304KeepsTheList() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try Self.feedPage(main, address: server.url("/etag/feed.xml"))
            let live = try XCTUnwrap(page.live)
            Self.waitUntilIdle(live.status)
            XCTAssertEqual(page.items.count, 400)
            XCTAssertEqual(server.count("/etag/feed.xml"), 1)
            XCTAssertEqual(server.count("/304/etag/feed.xml"), 0, "the first load is a full download")
            XCTAssertTrue(trigger(AppShortcuts.reload, on: page.content), "F5 reloads")
            XCTAssertTrue(live.status.isLoading)
            XCTAssertEqual(page.loading?.state, .loaded, "the list stays while reloading")
            Self.waitUntilIdle(live.status)
            XCTAssertEqual(server.count("/etag/feed.xml"), 2, "the reload asked the server again")
            XCTAssertEqual(server.count("/304/etag/feed.xml"), 1, "and was answered Not Modified")
            XCTAssertEqual(page.items.count, 400)
            XCTAssertEqual(page.loading?.state, .loaded)
            XCTAssertFalse(live.status.showsBanner, "a 304 is no saved-copy fallback")
            XCTAssertTrue(trigger(AppShortcuts.reload, on: page.content), "Ctrl+R reloads")
            Self.waitUntilIdle(live.status)
            XCTAssertEqual(server.count("/304/etag/feed.xml"), 2)
            XCTAssertEqual(page.items.count, 400)
        }
    }

    func testOfflineTheSavedCopyShowsWithABannerSayingHowOld() throws {
        let server = try LoopbackServer()
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try Self.feedPage(main, address: server.url("/doc/feed.xml"))
            let live = try XCTUnwrap(page.live)
            Self.waitUntilIdle(live.status)
            XCTAssertEqual(page.items.count, 400)
            server.stop()
            let alerts = Alert.shown.count
            page.load()
            Self.waitUntilIdle(live.status)
            XCTAssertEqual(page.items.count, 400)
            XCTAssertEqual(page.loading?.state, .loaded)
            XCTAssertTrue(live.status.showsBanner)
            XCTAssertTrue(live.status.banner.text.contains("less than a minute"), live.status.banner.text)
            XCTAssertEqual(Alert.shown.count, alerts, "a saved copy is shown without an alert")
            XCTAssertTrue(live.status.banner.text.hasPrefix("Showing the copy saved"), live.status.banner.text)
        }
    }

    func testOfflineWithoutASavedCopyShowsTheErrorAlert() throws {
        let server = try LoopbackServer()
        let address = server.url("/doc/trends.json")
        server.stop()
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            try main.context.services.addresses.set(address, for: .trends)
            let before = Alert.shown.count
            let page = TrendsPage(context: main.context)
            main.navigation.push(page)
            XCTAssertTrue(
                MainContext.iterate(until: { Alert.shown.count == before + 1 }, timeout: 20), "an error dialog appears")
            let alert = try XCTUnwrap(Alert.shown.last)
            XCTAssertEqual(alert.title, "Error")
            XCTAssertTrue(TrendsHarness.body(of: alert).contains("127.0.0.1"), TrendsHarness.body(of: alert))
            XCTAssertEqual(page.loading.state, .failed)
            alert.respond()
            XCTAssertEqual(Alert.shown.count, before)
        }
    }

    func testTrendsLoadFromACompressedAddress() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            try main.context.services.addresses.set(server.url("/gzip/trends.json"), for: .trends)
            let page = TrendsPage(context: main.context)
            main.navigation.push(page)
            Self.waitUntilIdle(page.live.status)
            XCTAssertEqual(page.document?.trends.map(\.name), ["Loopback", "Swift"])
            XCTAssertEqual(page.loading.state, .loaded)
        }
    }

    func testBooksRowsAppearWhileTheBooksDownload() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            // The server sends half the books, then holds the rest back for 2 s.
            try main.context.services.addresses.set(server.url("/hold/books.xml"), for: .books)
            let page = BookListPage(context: main.context)
            main.navigation.push(page)
            XCTAssertTrue(MainContext.iterate(until: { !page.books.isEmpty }, timeout: 20))
            XCTAssertTrue(page.live.status.isLoading, "the first rows show before the download ends")
            XCTAssertEqual(page.loading.state, .loaded)
            XCTAssertLessThan(page.books.count, 30)
            var ran = false
            page.whenLoaded { ran = true }
            XCTAssertFalse(ran, "search targets wait for the whole list")
            Self.waitUntilIdle(page.live.status)
            XCTAssertTrue(ran)
            XCTAssertEqual(page.books.count, 30)
            XCTAssertEqual(page.books.map(\.id), Array(1...30))
            XCTAssertTrue(page.rows.searchButton.isSensitive)
        }
    }

    func testLoadFromAddressRemembersTheAddressAndEmptyGoesBackToTheBundledData() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = BookListPage(context: main.context)
            main.navigation.push(page)
            XCTAssertTrue(MainContext.iterate(until: { page.loading.state == .loaded }))
            XCTAssertEqual(page.books.count, 6, "bundled by default")
            XCTAssertFalse(page.headerEnd.contains { $0 === page.live.reloadButton }, "no Reload for bundled data")
            page.live.chooseAddress()
            let dialog = try XCTUnwrap(FormDialog.shown.last)
            dialog.entries[0].text = "file:///etc/passwd"
            dialog.save()
            XCTAssertFalse(dialog.visibleMessages[0].isEmpty, "only http and https")
            dialog.entries[0].text = server.url("/doc/books-other.xml").absoluteString
            dialog.save()
            Self.waitUntilIdle(page.live.status)
            XCTAssertEqual(page.books.map(\.id), [1000])
            XCTAssertEqual(main.context.services.addresses.address(for: .books), server.url("/doc/books-other.xml"))
            XCTAssertTrue(page.headerEnd.contains { $0 === page.live.reloadButton })
            page.live.chooseAddress()
            let again = try XCTUnwrap(FormDialog.shown.last)
            XCTAssertEqual(again.entries[0].text, server.url("/doc/books-other.xml").absoluteString)
            again.entries[0].text = ""
            again.save()
            XCTAssertTrue(MainContext.iterate(until: { page.books.count == 6 }))
            XCTAssertNil(main.context.services.addresses.address(for: .books))
        }
    }

    func testCtrlLAsksForAnAddressAndOpensIt() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertNotNil(main.window.action(named: "open-location"))
            XCTAssertTrue(
                KeyboardShortcuts.groups.contains { group in
                    group.shortcuts.contains { $0.accelerator == "<Control>l" }
                })
            let dialogs = FormDialog.shown.count
            XCTAssertTrue(main.window.activateAction("win.open-location"))
            XCTAssertEqual(FormDialog.shown.count, dialogs + 1)
            let dialog = try XCTUnwrap(FormDialog.shown.last)
            XCTAssertEqual(dialog.window.title, "Open Location")
            dialog.entries[0].text = server.url("/gzip/tree.json").absoluteString
            dialog.save()
            let page = try XCTUnwrap(main.navigation.top as? LocationPage)
            Self.waitUntilIdle(page.status)
            XCTAssertEqual(page.tree?.rowTitles.count, 2, "\(String(describing: page.tree?.rowTitles))")
        }
    }

    /// `drilldown http://…` (GApplication "open" with a non-local GFile) opens the address.
    func testAddressesGivenToTheApplicationOpenLikeOpenLocation() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        try onMain {
            guard let app = AppHarness.app else { throw GUITestPolicy.displayUnavailable() }
            app.application.open([server.url("/doc/tree.json")])
            let main = try XCTUnwrap(app.mainWindow, "open made the main window")
            defer { AppHarness.close(main) }
            XCTAssertTrue(MainContext.iterate(until: { main.navigation.top is LocationPage }, timeout: 10))
            let page = try XCTUnwrap(main.navigation.top as? LocationPage)
            XCTAssertEqual(page.address, server.url("/doc/tree.json"))
            Self.waitUntilIdle(page.status)
            XCTAssertEqual(page.tree?.rowTitles.count, 2)
        }
    }

    func testOpenLocationShowsTheDocumentAsATree() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            DrillDownSection.openLocation(server.url("/chunked/tree.plist"), context: main.context)
            let page = try XCTUnwrap(main.navigation.top as? LocationPage)
            XCTAssertEqual(main.window.title, "tree.plist")
            Self.waitUntilIdle(page.status)
            let tree = try XCTUnwrap(page.tree)
            XCTAssertEqual(tree.rowTitles, ["Remote Item"])
            tree.activate(index: 0)
            AppHarness.settle(main)
            XCTAssertEqual((main.navigation.top as? TreePage)?.rowTitles, ["Remote Leaf"])
        }
    }

    func testOpenLocationRefusesOtherSchemesAndReportsHostileDocuments() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let before = Alert.shown.count
            DrillDownSection.openLocation(URL(fileURLWithPath: "/etc/passwd").absoluteURL, context: main.context)
            XCTAssertEqual(Alert.shown.count, before + 1)
            XCTAssertEqual(Alert.shown.last?.title, "Error")
            Alert.shown.last?.respond()
            DrillDownSection.openLocation(server.url("/doc/laughs.xml"), context: main.context)
            let page = try XCTUnwrap(main.navigation.top as? LocationPage)
            XCTAssertTrue(MainContext.iterate(until: { Alert.shown.count == before + 1 }, timeout: 20))
            XCTAssertTrue(TrendsHarness.body(of: try XCTUnwrap(Alert.shown.last)).contains("entities"))
            XCTAssertNil(page.tree)
            Alert.shown.last?.respond()
        }
    }
}
