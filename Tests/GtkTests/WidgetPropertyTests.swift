import Gtk
import XCTest

/// Widget properties read back what was set (the getters ask GTK, not a default).
final class WidgetPropertyTests: XCTestCase {
    func testAlignmentReadsBackWhatWasSet() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let label = Label("Aligned")
            XCTAssertEqual(label.halign, .fill)
            label.halign = .center
            label.valign = .end
            XCTAssertEqual(label.halign, .center)
            XCTAssertEqual(label.valign, .end)
            label.halign = .start
            label.valign = .baseline
            XCTAssertEqual(label.halign, .start)
            XCTAssertEqual(label.valign, .baseline)
        }
    }

    func testIsInTreeSaysWhetherTheWidgetHasAParent() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let box = Box(.vertical)
            let label = Label("Child")
            XCTAssertFalse(label.isInTree)
            box.append(label)
            XCTAssertTrue(label.isInTree)
        }
    }
}
