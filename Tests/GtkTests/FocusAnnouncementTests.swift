import CGtk
import Foundation
import GtkShims
import GtkTestShims
import XCTest

@testable import Gtk

/// A toast is told to a screen reader as the focused widget's description (GTK 4.8 has no
/// announcement API; Orca 43 speaks that description when it changes), which follows the
/// focus and is given back when the toast goes away.
final class FocusAnnouncementTests: XCTestCase {
    func testAToastIsTheFocusedWidgetsDescriptionAndFollowsTheFocus() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let window = Window()
            defer { window.destroy() }
            let box = Box(.vertical, spacing: 0)
            let first = Button(label: "First")
            first.setAccessibleDescription("Its own")
            let second = Button(label: "Second")
            second.tooltip = "A tooltip"
            box.append(first)
            box.append(second)
            let toasts = ToastOverlay()
            toasts.child = box
            window.child = toasts
            window.present()
            XCTAssertTrue(MainContext.iterate(until: { window.isVisible }))
            window.setFocus(first)
            toasts.show("“A” deleted", actionTitle: "_Undo") {}
            XCTAssertNotEqual(
                dd_test_accessible_description_is(first.pointer, "“A” deleted Undo"), 0, "said on the focus")
            window.setFocus(second)
            XCTAssertNotEqual(dd_test_accessible_description_is(second.pointer, "“A” deleted Undo"), 0, "follows it")
            XCTAssertNotEqual(
                dd_test_accessible_description_is(first.pointer, "Its own"), 0, "its own description back")
            toasts.dismiss()
            XCTAssertNotEqual(dd_test_accessible_description_is(second.pointer, "A tooltip"), 0, "the tooltip back")
        }
    }
}
