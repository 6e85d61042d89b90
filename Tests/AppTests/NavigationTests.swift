import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

final class NavigationTests: XCTestCase {
    func testHomePageListsTheSectionsAndTitlesTheWindow() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertEqual(main.window.title, "Drilldown")
            XCTAssertEqual(main.navigation.depth, 1)
            XCTAssertFalse(main.navigation.isBackVisible)
            XCTAssertTrue(main.home.sectionTitles.contains("Drill Down"))
            XCTAssertEqual(main.home.listRows.count, main.home.sectionTitles.count)
        }
    }

    func testDrillDownItem4ToTheDetailAndBackWithAltLeft() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertTrue(main.home.open(sectionID: .drilldown))
            AppHarness.settle(main)
            var expectedTitles = ["Drilldown", "Root"]
            XCTAssertEqual(main.window.title, "Root")
            XCTAssertEqual(main.navigation.backLabel, "Drilldown")

            // Root → Item 4 → Screen G → H → I → J (leaf, View 3 → "Detail View").
            for title in ["Item 4", "Screen G", "Screen H", "Screen I", "Screen J"] {
                let page = try XCTUnwrap(main.navigation.top as? TreePage)
                let index = try XCTUnwrap(page.rowTitles.firstIndex(of: title), "no row \(title) on \(page.title)")
                page.rows.list.activate(position: index)
                AppHarness.settle(main)
                let expected = title == "Screen J" ? "Detail View" : title
                XCTAssertEqual(main.window.title, expected)
                XCTAssertEqual(main.navigation.backLabel, expectedTitles.last)
                expectedTitles.append(expected)
            }
            XCTAssertTrue(main.navigation.top is SimpleDetailPage)
            XCTAssertEqual(main.navigation.depth, 7)
            assertOnlyTopPageVisible(main)

            // Alt+Left is bound to win.back.
            let accels = main.window.application?.actions(forAccel: "<Alt>Left") ?? []
            XCTAssertTrue(accels.contains("win.back"), "Alt+Left is not bound to win.back: \(accels)")
            while main.navigation.depth > 1 {
                let probe = FinalizationProbe(main.navigation.top!.content)
                XCTAssertTrue(main.window.activateAction("win.back"))
                AppHarness.settle(main)
                XCTAssertTrue(probe.isFinalized, "the popped page's widgets were not freed")
                expectedTitles.removeLast()
                XCTAssertEqual(main.window.title, expectedTitles.last)
                assertOnlyTopPageVisible(main)
            }
            XCTAssertEqual(main.window.title, "Drilldown")
            XCTAssertFalse(main.navigation.isBackVisible)
        }
    }

    func testEveryLeafOpensTheDetailItsViewAsksFor() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            main.home.open(sectionID: .drilldown)
            AppHarness.settle(main)
            let root = try XCTUnwrap(main.navigation.top as? TreePage)

            @MainActor func walk(_ path: [String]) throws -> Page? {
                for title in path {
                    let page = try XCTUnwrap(main.navigation.top as? TreePage)
                    let index = try XCTUnwrap(page.rowTitles.firstIndex(of: title))
                    page.activate(index: index)
                    AppHarness.settle(main)
                }
                return main.navigation.top
            }
            let tabbed = try XCTUnwrap(try walk(["Item 1", "Screen A"]) as? TabbedDetailPage)
            XCTAssertEqual(tabbed.tabTitles, ["View One", "View Two"])
            XCTAssertEqual(tabbed.selectedTab, 0)
            tabbed.select(tab: 1)
            XCTAssertEqual(tabbed.selectedTab, 1)
            main.navigation.popToRoot()
            AppHarness.settle(main)
            main.home.open(sectionID: .drilldown)
            AppHarness.settle(main)
            let image = try XCTUnwrap(try walk(["Item 2", "Screen B", "Screen C"]) as? ImageDetailPage)
            XCTAssertNil(image.loadError)
            main.navigation.popToRoot()
            AppHarness.settle(main)
            main.home.open(sectionID: .drilldown)
            AppHarness.settle(main)
            XCTAssertTrue(try walk(["Item 3", "Screen D", "Screen E", "Screen F"]) is SimpleDetailPage)
            _ = root
        }
    }

    func testEscapeGoesBackButNotPastHome() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            main.home.open(sectionID: .drilldown)
            AppHarness.settle(main)
            XCTAssertTrue(main.escape())
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.depth, 1)
            XCTAssertFalse(main.escape(), "Escape on the home page is not used")
        }
    }

    func testInfoOpensAsModalDialogAndAsPushedPage() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertTrue(main.window.activateAction("win.info"))
            let dialog = try XCTUnwrap(InfoDialog.current)
            XCTAssertTrue(dialog.window.isModal)
            XCTAssertEqual(dialog.window.title, "Info")
            dialog.close()
            XCTAssertNil(InfoDialog.current)

            XCTAssertTrue(main.home.open(sectionID: .info))
            AppHarness.settle(main)
            XCTAssertTrue(main.navigation.top is InfoPage)
            XCTAssertTrue(main.navigation.isBackVisible)
            XCTAssertEqual(main.window.title, "Info")
        }
    }
}

@MainActor func assertOnlyTopPageVisible(_ main: MainWindow, file: StaticString = #filePath, line: UInt = #line) {
    for (index, page) in main.navigation.pages.enumerated() {
        let isTop = index == main.navigation.pages.count - 1
        XCTAssertEqual(page.content.isVisible, isTop, "page \(page.title) visibility", file: file, line: line)
    }
}
