import CGtk
import Foundation
import Gtk
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// The window from 360 px (a phone) up: no page or dialog asks for more than 360 px, every
/// page's title is whole (Pango does not ellipsize it) and nothing in the header bar
/// overlaps; the back button is the same arrow at every width.
final class AdaptiveLayoutTests: XCTestCase {
    static let phoneWidth: Int32 = 360

    /// Makes the window 360 × 640 and waits until it is.
    @MainActor static func narrow(_ main: MainWindow) {
        main.window.setDefaultSize(width: phoneWidth, height: 640)
        // A wide header wider than a phone holds the window at its width until the page's
        // buttons have moved to the bottom bar: ask for the size again once they have.
        var asked = phoneWidth
        XCTAssertTrue(
            MainContext.iterate(
                until: {
                    let width = main.navigation.leaflet.width
                    if width > phoneWidth {
                        asked = asked == phoneWidth ? phoneWidth - 1 : phoneWidth
                        main.window.setDefaultSize(width: asked, height: 640)
                    }
                    return width > 0 && width <= phoneWidth
                },
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
        // The page's buttons move to the bottom bar after the layout that found the page
        // narrow: wait for a layout where the title is whole, and fail if none comes.
        _ = MainContext.iterate(until: { ellipsizedTitles(frame).isEmpty && frame.visibleTitle === frame.windowTitle })
        XCTAssertTrue(
            frame.visibleTitle === frame.windowTitle, "\(what): the title is squeezed to its compact form",
            file: file, line: line)
        XCTAssertEqual(ellipsizedTitles(frame), [], "\(what): the title is ellipsized", file: file, line: line)
        // Nothing in the header bar overlaps: back button, title, the page's buttons.
        var boxes: [(String, Bounds)] = []
        if frame.isBackVisible, let back = frame.visibleBackButton, let bounds = back.bounds(in: frame.headerBar) {
            boxes.append(("the back button", bounds))
        }
        if let bounds = title.bounds(in: frame.headerBar) { boxes.append(("the title", bounds)) }
        for (index, button) in frame.page.headerEnd.enumerated() where button.isMapped {
            if let bounds = button.bounds(in: frame.headerBar) { boxes.append(("header button \(index)", bounds)) }
        }
        for (first, a) in boxes.enumerated() {
            XCTAssertLessThanOrEqual(
                a.1.maxX, Double(phoneWidth), "\(what): \(a.0) is off screen", file: file, line: line)
            for b in boxes.dropFirst(first + 1) {
                XCTAssertFalse(
                    a.1.overlaps(b.1), "\(what): \(a.0) \(a.1) overlaps \(b.0) \(b.1)", file: file, line: line)
            }
        }
    }

    /// The title labels drawn in the header bar that Pango ellipsizes.
    @MainActor static func ellipsizedTitles(_ frame: PageFrame) -> [String] {
        guard let title = frame.visibleTitle else { return [] }
        return WidgetTree.all(under: title.widget).filter {
            WidgetTree.typeName($0) == "GtkLabel" && gtk_widget_get_mapped($0) != 0
                && pango_layout_is_ellipsized(gtk_label_get_layout(OpaquePointer($0))) != 0
        }.map { String(cString: gtk_label_get_text(OpaquePointer($0))) }
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

    func testBackButtonIsTheSameArrowAtEveryWidth() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            for (section, previous) in [(SectionID.coffee, "Drilldown"), (SectionID.zoo, "Drilldown")] {
                XCTAssertTrue(main.home.open(sectionID: section))
                AppHarness.settle(main)
                let frame = try XCTUnwrap(main.navigation.topFrame)
                let back = try XCTUnwrap(frame.back)
                XCTAssertEqual(back.tooltip, "Back to \(previous)")
                XCTAssertEqual(WidgetTree.labels(under: back).map(\.text), [], "wide: only the arrow")
                main.navigation.popToRoot()
                AppHarness.settle(main)
            }
            // An animal's page (its back button once showed its label), wide and narrow.
            let zoo = try ZooHarness.open(main)
            XCTAssertTrue(MainContext.iterate(until: { ZooHarness.shownTitles(zoo) == ZooHarness.seed }))
            zoo.rows?.list.activate(position: 0)
            AppHarness.settle(main)
            let frame = try XCTUnwrap(main.navigation.topFrame)
            let back = try XCTUnwrap(frame.back)
            XCTAssertEqual(WidgetTree.labels(under: back).map(\.text), [], "an animal, wide")
            Self.narrow(main)
            XCTAssertTrue(frame.back === back)
            XCTAssertEqual(WidgetTree.labels(under: back).map(\.text), [], "an animal, narrow")
            XCTAssertEqual(back.tooltip, "Back to My Zoo")
        }
    }

    /// On a phone the header bar keeps the page's outermost button and the others are in
    /// the bottom bar, the same widgets (their shortcuts stay); a wide window puts them back.
    func testNarrowHeaderMovesSecondaryButtonsToTheBottomBar() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertTrue(main.home.open(sectionID: .coffee))
            AppHarness.settle(main)
            let frame = try XCTUnwrap(main.navigation.topFrame)
            let buttons = frame.page.headerEnd
            XCTAssertEqual(buttons.count, 4, "Edit, Add, Search, List Menu")
            XCTAssertFalse(frame.actions.bottomBar.isVisible, "wide: no bottom bar")
            Self.narrow(main)
            XCTAssertTrue(MainContext.iterate(until: { frame.actions.bottomBar.isMapped }), "narrow: the bottom bar")
            XCTAssertTrue(
                gtk_widget_is_ancestor(buttons[0].widget, frame.headerBar.widget) != 0, "Edit stays in the header bar")
            for button in buttons.dropFirst() {
                XCTAssertTrue(
                    gtk_widget_is_ancestor(button.widget, frame.actions.bottomBar.widget) != 0, button.tooltip ?? "")
            }
            main.window.setDefaultSize(width: 1000, height: 700)
            XCTAssertTrue(MainContext.iterate(until: { !frame.actions.bottomBar.isVisible }), "wide again")
            for button in buttons { XCTAssertTrue(gtk_widget_is_ancestor(button.widget, frame.headerBar.widget) != 0) }
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
