import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import DrilldownApp

/// Touch input as a touchscreen delivers it, and the keyboard's path to every gesture.
final class TouchInputTests: XCTestCase {
    func testAHoldIsNeverAlsoATap() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            page.zoomIn()
            XCTAssertFalse(page.zoom.isFitting)
            // The order mutter delivers a real 2-second hold in: the click sees the press,
            // the hold fires, then the click still sees the release and its end.
            page.click.emit("pressed", 1, 200, 150)
            page.hold.gesture.emit("drag-begin", 200, 150)
            XCTAssertTrue(MainContext.iterate(until: { harness.holdAlert != nil }, timeout: 6))
            page.click.emit("released", 1, 200, 150)
            page.click.emit("stopped")
            page.hold.gesture.emit("drag-end", 0, 0)
            MainContext.drain()
            XCTAssertFalse(page.zoom.isFitting, "the hold also counted as a tap and fitted the image")
            harness.holdAlert?.respond()
            MainContext.drain()
            // The next press is a tap again.
            page.click.emit("pressed", 1, 200, 150)
            page.click.emit("released", 1, 200, 150)
            page.click.emit("stopped")
            XCTAssertTrue(page.zoom.isFitting, "a tap after a hold fits the image")
        }
    }

    func testADragIsNeverATap() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            page.zoomIn()
            page.zoomIn()
            XCTAssertTrue(page.zoom.canPan)
            // What GTK 4.8 reports for a real touchscreen drag: the click gesture sees the
            // press and, after the drag, the release far away, then its end.
            page.click.emit("pressed", 1, 200, 150)
            page.drag.emit("drag-begin", 200, 150)
            page.drag.emit("drag-update", 0, 300)
            page.click.emit("released", 1, 200, 450)
            page.drag.emit("drag-end", 0, 300)
            page.click.emit("stopped")
            MainContext.drain()
            XCTAssertFalse(page.zoom.isFitting, "the end of a drag counted as a tap and fitted the image")
            // A tap (press and release in one place) still fits.
            page.click.emit("pressed", 1, 200, 150)
            page.click.emit("released", 1, 202, 151)
            page.click.emit("stopped")
            XCTAssertTrue(page.zoom.isFitting, "a tap fits the image")
        }
    }

    func testReturnOnTheImageIsTheKeyboardPressAndHold() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            RealKeys.press(RealKeys.Key.returnKey, in: harness.main.window, until: { harness.holdAlert != nil })
            let alert = try XCTUnwrap(harness.holdAlert)
            XCTAssertEqual(alert.title, "Birth of a star")
            XCTAssertTrue(
                KeyboardShortcuts.groups.flatMap(\.shortcuts).contains {
                    $0.accelerator?.contains("Return") == true && $0.title.contains("Hold")
                },
                "the keyboard hold is listed in Keyboard Shortcuts")
            alert.respond()
            MainContext.drain()
        }
    }
}
