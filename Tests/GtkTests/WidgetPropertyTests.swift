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

    func testASearchBarThatDoesNotSlideShowsItsEntryAtOnce() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let window = Window()
            let bar = SearchBar()
            let entry = SearchEntry(placeholder: "Find")
            bar.setChild(entry)
            bar.connectEntry(entry)
            XCTAssertTrue(bar.slides, "GTK's default")
            bar.slides = false
            XCTAssertFalse(bar.slides)
            window.child = bar
            window.present()
            defer { window.destroy() }
            XCTAssertTrue(MainContext.iterate(until: { bar.isMapped }, timeout: 5))
            bar.isSearchMode = true
            // GTK drops keys aimed at an unmapped focus widget: the entry is there at once.
            XCTAssertTrue(entry.isMapped)
        }
    }

    func testAClosedSearchBarThatDoesNotSlideTakesNoRoom() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let window = Window()
            let column = Box(.vertical, spacing: 0)
            let bar = SearchBar()
            let entry = SearchEntry(placeholder: "Find")
            bar.setChild(entry)
            bar.connectEntry(entry)
            bar.slides = false
            let below = Label("Below")
            column.append(bar)
            column.append(below)
            window.child = column
            window.present()
            defer { window.destroy() }
            XCTAssertTrue(MainContext.iterate(until: { below.isMapped && below.height > 0 }, timeout: 5))
            XCTAssertEqual(below.bounds(in: column)?.y, 0, "nothing above the content while the bar is closed")
            bar.isSearchMode = true
            XCTAssertTrue(MainContext.iterate(until: { (below.bounds(in: column)?.y ?? 0) > 0 }, timeout: 5))
            bar.isSearchMode = false
            XCTAssertTrue(
                MainContext.iterate(until: { below.bounds(in: column)?.y == 0 }, timeout: 5), "closed again")
        }
    }

    func testOnSizeChangedFollowsTheAllocationOfAResizedWindow() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let window = Window()
            let box = Box(.vertical, spacing: 0)
            var sizes: [Int] = []
            box.onSizeChanged { width, _ in sizes.append(width) }
            window.child = box
            window.setDefaultSize(width: 400, height: 300)
            window.present()
            defer { window.destroy() }
            XCTAssertTrue(MainContext.iterate(until: { sizes.last == Int(box.width) && box.width > 0 }), "\(sizes)")
            window.setDefaultSize(width: 300, height: 300)
            XCTAssertTrue(
                MainContext.iterate(until: { box.width < 350 && sizes.last == Int(box.width) }),
                "the new width \(box.width) was said: \(sizes)")
        }
    }
}
