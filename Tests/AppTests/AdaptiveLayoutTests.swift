import Foundation
import Gtk
import Model
import XCTest

@testable import DrilldownApp

/// The window from 360 px (a phone) up: no page or dialog asks for more than 360 px,
/// and the back button never overlaps the title.
final class AdaptiveLayoutTests: XCTestCase {
    static let phoneWidth: Int32 = 360

    /// Makes the window 360 × 640 and waits until it is.
    @MainActor static func narrow(_ main: MainWindow) {
        main.window.setDefaultSize(width: phoneWidth, height: 640)
        XCTAssertTrue(
            MainContext.iterate(
                until: { main.navigation.leaflet.width > 0 && main.navigation.leaflet.width <= phoneWidth },
                timeout: 5),
            "the window did not become \(phoneWidth) px wide (its content is \(main.navigation.leaflet.width))")
    }

    /// The top page fits in 360 px and its back button and title do not overlap.
    @MainActor static func assertFitsPhone(
        _ main: MainWindow, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let frame = main.navigation.topFrame!
        XCTAssertLessThanOrEqual(
            frame.root.minimumWidth, phoneWidth, "\(what) asks for more than \(phoneWidth) px",
            file: file, line: line)
        XCTAssertTrue(
            MainContext.iterate(until: { frame.root.width > 0 && frame.root.width <= phoneWidth }, timeout: 5),
            "\(what) makes the window \(frame.root.width) px wide", file: file, line: line)
        MainContext.drain()
        XCTAssertEqual(main.window.title, frame.page.title, file: file, line: line)
        // The title ellipsizes but stays on screen, with at least a few letters.
        guard let title = frame.visibleTitle else {
            return XCTFail("\(what): no title is shown", file: file, line: line)
        }
        XCTAssertTrue(title.isMapped, "\(what): the title is not shown", file: file, line: line)
        XCTAssertGreaterThanOrEqual(
            title.width, PageFrame.minimumTitleWidth,
            "\(what): the title is squeezed to nothing", file: file, line: line)
        guard frame.isBackVisible else { return }
        let back = frame.visibleBackButton!
        // Under load the header can be one layout pass behind the squeezer's switch to the
        // arrow-only button: wait for a settled layout, and fail if it never stops overlapping.
        func laidOut() -> (back: Bounds, title: Bounds)? {
            guard let back = back.bounds(in: frame.headerBar),
                let title = title.bounds(in: frame.headerBar)
            else { return nil }
            return (back, title)
        }
        _ = MainContext.iterate(until: { laidOut().map { !$0.back.overlaps($0.title) } ?? false }, timeout: 5)
        guard let (backBounds, titleBounds) = laidOut() else {
            XCTFail("\(what): the header bar is not laid out", file: file, line: line)
            return
        }
        XCTAssertFalse(
            backBounds.overlaps(titleBounds),
            "\(what): the back button \(backBounds) overlaps the title \(titleBounds)",
            file: file, line: line)
        XCTAssertLessThanOrEqual(backBounds.maxX, Double(phoneWidth), file: file, line: line)
    }

    func testEverySectionFitsAPhoneWithoutOverlap() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            Self.narrow(main)
            Self.assertFitsPhone(main, "Home")
            for section in Sections.all() {
                XCTAssertTrue(main.home.open(sectionID: section.id))
                AppHarness.settle(main)
                // Let pages that read files or decode pictures show what they read.
                MainContext.iterate(until: { false }, timeout: 0.5)
                Self.assertFitsPhone(main, section.title)
                main.navigation.popToRoot()
                AppHarness.settle(main)
            }
        }
    }

    func testNarrowBackButtonShowsOnlyItsArrowAndKeepsItsLabel() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertTrue(main.home.open(sectionID: .coffee))
            AppHarness.settle(main)
            let frame = try XCTUnwrap(main.navigation.topFrame)
            XCTAssertTrue(
                MainContext.iterate(until: { frame.visibleBackButton === frame.backButton }),
                "wide: the back button shows its label")
            XCTAssertEqual(frame.backButton.label, "Drilldown")
            Self.narrow(main)
            XCTAssertTrue(
                MainContext.iterate(until: { frame.visibleBackButton === frame.compactBackButton }),
                "narrow: only the arrow")
            XCTAssertEqual(frame.compactBackButton.tooltip, "Back to Drilldown")
            Self.assertFitsPhone(main, "Coffee List")
        }
    }

    func testCoffeeWithAPictureFitsAPhone() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            Self.narrow(main)
            let page = try CoffeeHarness.openDetail(main, named: "Espresso")
            page.importFile(try CoffeeFixtures.png(width: 1200, height: 800))
            CoffeeHarness.waitForImports(page)
            Self.assertFitsPhone(main, "Espresso with a picture")
        }
    }

    func testDialogsFitAPhone() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            Self.narrow(main)
            let coffee = AddCoffeeDialog.present(
                context: main.context, store: try CoffeeHarness.store(main),
                format: CoffeeHarness.english
            ) { _ in }
            XCTAssertLessThanOrEqual(coffee.window.minimumWidth, Self.phoneWidth, "Add Coffee")
            coffee.cancel()

            XCTAssertTrue(main.home.open(sectionID: .cities))
            AppHarness.settle(main)
            let cities = try XCTUnwrap(main.navigation.top as? CityListPage)
            XCTAssertTrue(MainContext.iterate(until: { cities.source != nil }))
            let city = try XCTUnwrap(cities.add())
            XCTAssertLessThanOrEqual(city.form.window.minimumWidth, Self.phoneWidth, "Add City")
            city.form.cancel()

            XCTAssertTrue(main.window.activateAction("win.info"))
            let info = try XCTUnwrap(InfoDialog.current)
            XCTAssertLessThanOrEqual(info.window.minimumWidth, Self.phoneWidth, "Info")
            info.close()

            let alert = Alert(
                parent: main.window, heading: "Birth of a star", body: "Timer ended. Event Fired.", button: "OK")
            alert.present()
            XCTAssertLessThanOrEqual(alert.minimumWidth, Self.phoneWidth, "an alert")
            alert.respond()
        }
    }
}
