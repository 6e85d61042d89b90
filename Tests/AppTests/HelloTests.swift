import XCTest

@testable import AppTestSupport
@testable import DrilldownApp
@testable import Gtk
@testable import Model

@MainActor private func openHello(_ main: MainWindow) throws -> HelloPage {
    XCTAssertTrue(main.home.open(sectionID: .hello))
    AppHarness.settle(main)
    return try XCTUnwrap(main.navigation.top as? HelloPage)
}

final class HelloTests: XCTestCase {
    func testDisplayGreetsTheNameTyped() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try openHello(main)
            XCTAssertEqual(main.window.title, "Hello")
            XCTAssertEqual(page.nameEntry.placeholder, "Name")
            XCTAssertFalse(page.greetingLabel.isVisible, "nothing shown before Display")
            page.nameEntry.text = "Brandon"
            page.displayButton.click()
            XCTAssertEqual(page.greetingLabel.text, "Hello Brandon!")
            XCTAssertTrue(page.greetingLabel.isVisible)
            page.nameEntry.text = "  Brandon \n"
            page.displayButton.click()
            XCTAssertEqual(page.greetingLabel.text, "Hello Brandon!", "white space is trimmed")
        }
    }

    func testEmptyNameAsksForOne() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try openHello(main)
            page.displayButton.click()
            XCTAssertEqual(page.greetingLabel.text, "Please Enter Your Name")
            page.nameEntry.text = "Brandon"
            page.displayButton.click()
            page.nameEntry.text = "   "
            page.displayButton.click()
            XCTAssertEqual(page.greetingLabel.text, "Please Enter Your Name")
        }
    }

    func testEnterInTheFieldDisplaysToo() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try openHello(main)
            page.nameEntry.text = "Brandon"
            page.nameEntry.emit("activate")
            XCTAssertEqual(page.greetingLabel.text, "Hello Brandon!")
            page.nameEntry.text = ""
            page.nameEntry.emit("activate")
            XCTAssertEqual(page.greetingLabel.text, "Please Enter Your Name")
        }
    }

    func testNextViewPushesView2AndBackReturns() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try openHello(main)
            XCTAssertEqual(page.nextViewRow.titleLabel.text, "Next View")
            page.nextViewRow.row.activate()
            AppHarness.settle(main)
            let view2 = try XCTUnwrap(main.navigation.top as? View2Page)
            XCTAssertEqual(main.window.title, "View 2")
            XCTAssertEqual(view2.shownHeading, "View 2")
            XCTAssertEqual(main.navigation.backLabel, "Hello")
            main.navigation.pop()
            AppHarness.settle(main)
            XCTAssertTrue(main.navigation.top === page)
            XCTAssertEqual(main.window.title, "Hello")
        }
    }
}
