import CGtk
import Foundation
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp
@testable import Gtk
@testable import Model

/// The Touch page in the real main window under Xvfb, driven by emitting its gestures'
/// signals (and keys through its key controller).
@MainActor
final class TouchHarness {
    let main: MainWindow
    let page: TouchPage

    init() throws {
        main = try AppHarness.makeWindow()
        XCTAssertTrue(main.home.open(sectionID: .touch))
        AppHarness.settle(main)
        page = try XCTUnwrap(main.navigation.top as? TouchPage)
        XCTAssertTrue(waitUntilShown(), "the first image loads and the view gets a size")
    }

    func close() {
        for alert in Alert.shown { alert.respond() }
        AppHarness.close(main)
    }

    func waitUntilShown() -> Bool {
        MainContext.iterate(
            until: {
                page.isLoaded && !page.zoom.viewSize.isEmpty && !page.zoom.imageSize.isEmpty
            }, timeout: 10)
    }

    /// The "Birth of a star" alert a press and hold raises, found among the open alerts as
    /// a user sees it: by its heading (nil when none is open).
    var holdAlert: Alert? { Alert.shown.first { $0.title == "Birth of a star" } }

    /// The secondary text of a message dialog (AdwMessageDialog's "body").
    func secondaryText(of alert: Alert) -> String { alert.body }

}

private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

final class TouchPageTests: XCTestCase {
    func testOpensFittedWithTheZoomLevelShown() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            XCTAssertTrue(harness.main.window.title == "Touch")
            XCTAssertTrue(page.zoom.isFitting)
            XCTAssertTrue(page.zoom.imageSize == ZoomSize(width: 1600, height: 1000))
            XCTAssertTrue(near(page.view.scale, page.zoom.fitScale))
            let expected = ZoomLevelFormatter().string(for: page.zoom.scale)
            XCTAssertTrue(page.zoomLevelText == expected)
            XCTAssertTrue(!page.zoomOutButton.isSensitive, "cannot zoom out below fit")
            XCTAssertTrue(page.zoomInButton.isSensitive)
            XCTAssertTrue(!page.previousButton.isSensitive && page.nextButton.isSensitive)
        }
    }

    func testPinchZoomsTheViewAboutItsCentre() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            let fit = page.zoom.fitScale
            let centre = page.zoom.viewSize.centre
            let before = page.zoom.imagePoint(at: centre)
            page.pinch.emit("scale-changed", 2.0)
            XCTAssertTrue(near(page.zoom.scale, 2 * fit))
            XCTAssertTrue(near(page.view.scale, 2 * fit), "the widget draws the new transform")
            let after = page.zoom.imagePoint(at: centre)
            XCTAssertTrue(abs(after.x - before.x) < 1e-6 && abs(after.y - before.y) < 1e-6)
            // Values are relative to the pinch's start, not compounding.
            page.pinch.emit("scale-changed", 3.0)
            XCTAssertTrue(near(page.zoom.scale, 3 * fit))
            page.pinch.emit("end", 0)
            XCTAssertTrue(page.pinchStart == nil)
            XCTAssertTrue(page.zoomLevelText == ZoomLevelFormatter().string(for: 3 * fit))
        }
    }

    func testDragPansAZoomedImageOnly() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            let fitted = page.zoom
            page.drag.emit("drag-begin", 100, 100)
            page.drag.emit("drag-update", 40, 25)
            XCTAssertTrue(page.zoom == fitted, "a fitted image does not move")
            page.drag.emit("drag-end", 40, 25)

            XCTAssertTrue(trigger(AppShortcuts.actualSize, on: page.overlay), "Ctrl+1 shows actual size")
            XCTAssertTrue(page.zoom.isActualSize)
            let start = page.zoom.offset
            page.drag.emit("drag-begin", 100, 100)
            page.drag.emit("drag-update", 40, 25)
            XCTAssertTrue(near(page.zoom.offset.x, start.x + 40) && near(page.zoom.offset.y, start.y + 25))
            XCTAssertTrue(near(page.view.offset.x, start.x + 40))
            page.drag.emit("drag-update", 100_000, 100_000)
            XCTAssertTrue(page.zoom.offset == ZoomPoint(x: 0, y: 0), "stops at the image's top-left corner")
            page.drag.emit("drag-end", 100_000, 100_000)
        }
    }

    func testPressAndHoldRaisesTheBirthOfAStarAlert() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            page.hold.gesture.emit("drag-begin", 200, 150)
            XCTAssertTrue(page.hold.isPending)
            XCTAssertTrue(MainContext.iterate(until: { harness.holdAlert != nil }, timeout: 6))
            let alert = try XCTUnwrap(harness.holdAlert)
            XCTAssertTrue(alert.title == "Birth of a star")
            XCTAssertTrue(harness.secondaryText(of: alert) == "Timer ended. Event Fired.")
            XCTAssertTrue(Alert.shown.contains { $0 === alert })
            alert.respond()
            MainContext.drain()
            XCTAssertTrue(!Alert.shown.contains { $0 === alert })
        }
    }

    func testShortPressFitsAndRaisesNoAlert() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            page.zoomIn()
            XCTAssertTrue(!page.zoom.isFitting)
            // A click: the hold starts on the press and is cancelled by the release.
            page.hold.gesture.emit("drag-begin", 200, 150)
            page.click.emit("pressed", 1, 200, 150)
            page.hold.gesture.emit("drag-end", 0, 0)
            page.click.emit("released", 1, 200, 150)
            XCTAssertTrue(!page.hold.isPending)
            page.click.emit("stopped")
            XCTAssertTrue(page.zoom.isFitting, "a single click fits the image")
            // Past the hold time, still no alert.
            XCTAssertTrue(
                !MainContext.iterate(until: { harness.holdAlert != nil }, timeout: TouchPage.holdSeconds + 0.5))
            XCTAssertTrue(Alert.shown.isEmpty)
        }
    }

    func testMovingCancelsTheHold() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            page.hold.gesture.emit("drag-begin", 200, 150)
            page.hold.gesture.emit("drag-update", 30, 0)
            XCTAssertTrue(!page.hold.isPending)
        }
    }

    func testDoubleClickShowsActualSizeCentredOnTheClick() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            let click = ZoomPoint(x: 300, y: 340) // far enough from the edges to be centred exactly
            let target = page.zoom.imagePoint(at: click)
            page.click.emit("pressed", 1, click.x, click.y)
            page.click.emit("released", 1, click.x, click.y)
            page.click.emit("pressed", 2, click.x, click.y)
            page.click.emit("released", 2, click.x, click.y)
            page.click.emit("stopped")
            XCTAssertTrue(page.zoom.isActualSize, "the pending single click was dropped")
            let shown = page.zoom.viewPoint(for: target)
            let centre = page.zoom.viewSize.centre
            XCTAssertTrue(
                abs(shown.x - centre.x) < 1e-6 && abs(shown.y - centre.y) < 1e-6,
                "\(shown) is not the centre \(centre); \(page.zoom)")
            XCTAssertTrue(page.zoomLevelText == ZoomLevelFormatter().string(for: 1))
        }
    }

    func testControlScrollZoomsAtThePointerAndPlainScrollPans() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            let pointer = ZoomPoint(x: 600, y: 420)
            page.motion.emit("enter", pointer.x, pointer.y)
            let before = page.zoom.imagePoint(at: pointer)
            XCTAssertTrue(page.scrolled(dx: 0, dy: -1, control: true, wheel: true))
            XCTAssertTrue(near(page.zoom.scale, page.zoom.fitScale * 1.25))
            let after = page.zoom.imagePoint(at: pointer)
            XCTAssertTrue(abs(after.x - before.x) < 1e-6 && abs(after.y - before.y) < 1e-6)
            // Touchpad (smooth) scrolling zooms continuously, in the same direction.
            let scale = page.zoom.scale
            XCTAssertTrue(page.scrolled(dx: 0, dy: -20, control: true, wheel: false))
            XCTAssertTrue(page.zoom.scale > scale)
            // Plain scrolling pans the zoomed image (through the real signal).
            let offset = page.zoom.offset
            XCTAssertTrue(page.scroll.emit("scroll", 0, 1))
            XCTAssertTrue(page.zoom.offset.y < offset.y)
        }
    }

    func testKeyboardZoomsFitsAndMovesBetweenImages() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            XCTAssertTrue(trigger(AppShortcuts.zoomIn, on: page.overlay))
            XCTAssertTrue(page.zoom.scale > page.zoom.fitScale)
            XCTAssertTrue(trigger(AppShortcuts.zoomOut, on: page.overlay))
            XCTAssertTrue(trigger(AppShortcuts.fit, on: page.overlay))
            XCTAssertTrue(page.zoom.isFitting)
            // Right at fit: the next image.
            XCTAssertTrue(trigger(AppShortcuts.nextImage, on: page.overlay))
            XCTAssertTrue(page.images.index == 1)
            XCTAssertTrue(harness.waitUntilShown())
            XCTAssertTrue(page.zoom.imageSize == ZoomSize(width: 900, height: 1400))
            XCTAssertTrue(page.previousButton.isSensitive)
            // Zoomed in, Right pans instead.
            XCTAssertTrue(trigger(AppShortcuts.actualSize, on: page.overlay))
            XCTAssertTrue(page.zoom.canPanHorizontally, "a 900 px wide image at 100% is wider than the view")
            let offset = page.zoom.offset
            XCTAssertTrue(trigger(AppShortcuts.nextImage, on: page.overlay))
            XCTAssertTrue(page.images.index == 1, "Right pans a zoomed image instead of switching")
            XCTAssertTrue(page.zoom.offset.x < offset.x)
            let panned = page.zoom.offset.x
            XCTAssertTrue(trigger(AppShortcuts.previousImage, on: page.overlay))
            XCTAssertTrue(page.zoom.offset.x > panned, "Left pans back")
        }
    }

    func testSwipeMovesToTheNextImageAndButtonsBack() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            page.drag.emit("drag-begin", 500, 300)
            page.drag.emit("drag-update", -220, 10)
            page.swipe.emit("swipe", -1500, 40)
            page.drag.emit("drag-end", -220, 10)
            XCTAssertTrue(page.images.index == 1)
            XCTAssertTrue(harness.waitUntilShown())
            page.previousButton.click()
            XCTAssertTrue(page.images.index == 0)
            XCTAssertTrue(harness.waitUntilShown())
            XCTAssertTrue(page.zoom.imageSize == ZoomSize(width: 1600, height: 1000))
        }
    }

    func testZoomButtonsAndLevelToggle() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            page.zoomInButton.click()
            XCTAssertTrue(page.zoom.scale > page.zoom.fitScale)
            page.zoomLevelButton.click()
            XCTAssertTrue(page.zoom.isFitting, "the level button fits a zoomed image")
            page.zoomLevelButton.click()
            XCTAssertTrue(page.zoom.isActualSize, "and shows a fitted one at 100%")
        }
    }

    /// The page, its widgets and its gesture handlers are freed when it is popped.
    func testPageIsReleasedWhenPopped() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertTrue(main.home.open(sectionID: .touch))
            AppHarness.settle(main)
            var page = main.navigation.top as? TouchPage
            XCTAssertNotNil(page)
            XCTAssertTrue(MainContext.iterate(until: { page?.isLoaded == true }, timeout: 10))
            let probe = FinalizationProbe(page!.view)
            weak var weakPage = page
            // Leave a hold timing and a glide running: popping must still free everything.
            page?.hold.gesture.emit("drag-begin", 10, 10)
            page?.zoomIn()
            page?.startGlide(velocity: ZoomPoint(x: 500, y: 0))
            page = nil
            XCTAssertTrue(main.window.activateAction("win.back"))
            AppHarness.settle(main)
            XCTAssertTrue(
                MainContext.iterate(until: { weakPage == nil && probe.isFinalized }, timeout: 5),
                "the popped Touch page or its view was not freed")
        }
    }
}
