import CGtk
import Foundation
import WrapperTestSupport
import XCTest

@testable import Gtk

/// The libadwaita wrappers own exactly one reference: a tree of them (with children,
/// signal handlers and a shown toast) is freed when the wrappers go away.
final class AdwWrapperTests: XCTestCase {
    func testAdwWidgetsAreFinalizedWithTheirChildrenAndHandlers() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            var probes: [FinalizationProbe] = []
            do {
                let leaflet = Leaflet()
                let first = Box(.vertical), second = Box(.vertical)
                leaflet.append(first)
                leaflet.append(second)
                leaflet.onVisibleChildChanged {}
                leaflet.setVisibleChild(second)
                XCTAssertTrue(leaflet.visibleChild === second)
                leaflet.remove(second)
                let status = StatusPage(icon: "edit-find-symbolic", heading: "No Results", description: "Try again.")
                status.addButton("Add") {}
                XCTAssertEqual(status.heading, "No Results")
                XCTAssertEqual(status.descriptionText, "Try again.")
                let toasts = ToastOverlay()
                toasts.child = status
                toasts.show("Coffee “A & B” deleted", actionTitle: "_Undo") {}
                XCTAssertEqual(
                    toasts.currentMessage, "Coffee “A & B” deleted", "plain text, escaped for the toast's markup")
                let title = WindowTitle(title: "Coffee List")
                let squeezer = Squeezer()
                squeezer.add(title)
                let clamp = ClampScrollable(maximumWidth: 640)
                clamp.child = ListBox()
                probes = [leaflet, first, second, status, toasts, title, squeezer, clamp].map { FinalizationProbe($0) }
            }
            MainContext.drain()
            for (index, probe) in probes.enumerated() {
                XCTAssertTrue(probe.isFinalized, "wrapper \(index) was freed")
            }
        }
    }

    func testLeafletKeepsWhatTheAppWantsForBackSwipes() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let leaflet = Leaflet()
            let adwCanNavigateBack = { adw_leaflet_get_can_navigate_back(leaflet.opaque) != 0 }
            XCTAssertFalse(leaflet.canNavigateBack)
            leaflet.canNavigateBack = true
            XCTAssertTrue(leaflet.canNavigateBack)
            XCTAssertTrue(adwCanNavigateBack(), "with no touch down the leaflet's own property follows")
            XCTAssertNil(leaflet.backSwipeEdge, "libadwaita's default: a back swipe from anywhere")
            leaflet.backSwipeEdge = Leaflet.edgeSwipeWidth
            XCTAssertEqual(leaflet.backSwipeEdge, 32)
            XCTAssertTrue(adwCanNavigateBack(), "the edge rule alone turns nothing off")
            XCTAssertFalse(leaflet.isBackSwipeHeldOff)
            leaflet.backSwipeEdge = 0
            XCTAssertNil(leaflet.backSwipeEdge)
            leaflet.canNavigateBack = false
            XCTAssertFalse(adwCanNavigateBack())
        }
    }

    func testToastRunsItsActionOnceAndNotItsDismissal() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let toasts = ToastOverlay()
            var undone = 0, dismissed = 0
            toasts.show("First", actionTitle: "Undo", action: { undone += 1 }, onDismiss: { dismissed += 1 })
            toasts.show("Second", actionTitle: "Undo", action: { undone += 1 }, onDismiss: { dismissed += 1 })
            XCTAssertEqual(dismissed, 1, "a newer toast dismisses the older one")
            toasts.performAction()
            toasts.performAction()
            XCTAssertEqual(undone, 1)
            XCTAssertEqual(dismissed, 1)
            XCTAssertNil(toasts.currentMessage)
        }
    }
}
