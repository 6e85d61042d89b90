import CGtk
import Foundation
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp
@testable import Gtk

/// The app under Hebrew (`LANGUAGE=he LC_ALL=he_IL.UTF-8`): GTK reads "default:RTL" from
/// its own catalogue, so the whole window is laid out right to left — header buttons,
/// rows and their arrows, the Countries index strip on the left — and the app's own
/// strings are Hebrew; phone numbers still read left to right, the Touch page's next
/// image comes with a flick to the right, and the Countries index is the Hebrew alphabet.
final class RightToLeftTests: XCTestCase {
    /// Runs `body` in Hebrew with the window open.
    @MainActor static func inHebrew(_ body: (MainWindow) throws -> Void) throws {
        try LocalizationTests.with(language: "he", locale: "he_IL.UTF-8") {
            XCTAssertEqual(Widget.localeDirection, .rightToLeft, "GTK's catalogue says default:RTL for Hebrew")
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            try body(main)
        }
    }

    /// Keyboard Shortcuts draws each gesture the way it goes in a mirrored window: back is
    /// a swipe to the left (from the right edge), the next image a flick to the right.
    func testKeyboardShortcutsMirrorsItsGesturePictures() throws {
        try onMain {
            try Self.inHebrew { main in
                let shown = try ShortcutsFitTests.showShortcuts(main)
                defer { ShortcutsFitTests.close(shown) }
                // The window's search page holds a copy of each shortcut: a set per title.
                var types: [String: Set<UInt32>] = [:]
                Self.eachShortcut(under: shown.widget) { shortcut in
                    let object = UnsafeMutableRawPointer(shortcut).assumingMemoryBound(to: GObject.self)
                    var title = GValue()
                    g_value_init(&title, FundamentalType.string)
                    g_object_get_property(object, "title", &title)
                    var type = GValue()
                    g_value_init(&type, gtk_shortcut_type_get_type())
                    g_object_get_property(object, "shortcut-type", &type)
                    let name = g_value_get_string(&title).map { String(cString: $0) } ?? ""
                    types[name, default: []].insert(UInt32(g_value_get_enum(&type)))
                    g_value_unset(&title)
                    g_value_unset(&type)
                }
                let back = types[tr("Go Back")] ?? []
                XCTAssertTrue(back.contains(GTK_SHORTCUT_GESTURE_TWO_FINGER_SWIPE_LEFT.rawValue), "\(back)")
                XCTAssertTrue(back.contains(GTK_SHORTCUT_GESTURE_SWIPE_LEFT.rawValue), "\(back)")
                XCTAssertFalse(back.contains(GTK_SHORTCUT_GESTURE_SWIPE_RIGHT.rawValue), "\(back)")
                XCTAssertEqual(types[tr("Next Image")], [GTK_SHORTCUT_GESTURE_SWIPE_RIGHT.rawValue])
                XCTAssertEqual(types[tr("Previous Image")], [GTK_SHORTCUT_GESTURE_SWIPE_LEFT.rawValue])
            }
        }
    }

    /// Calls `body` with every `GtkShortcutsShortcut` under `root`, shown or not.
    @MainActor private static func eachShortcut(
        under root: UnsafeMutablePointer<GtkWidget>, _ body: (UnsafeMutablePointer<GtkWidget>) -> Void
    ) {
        let instance = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_shortcuts_shortcut_get_type()) != 0 { body(root) }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            eachShortcut(under: current, body)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    func testTheWindowIsRightToLeftAndInHebrew() throws {
        try onMain {
            try Self.inHebrew { main in
                XCTAssertEqual(main.window.direction, .rightToLeft)
                XCTAssertTrue(main.home.sectionTitles.contains("מגע"), "\(main.home.sectionTitles)")
                XCTAssertTrue(main.home.open(sectionID: .formats))
                AppHarness.settle(main)
                let frame = try XCTUnwrap(main.navigation.topFrame)
                let page = try XCTUnwrap(main.navigation.top as? FormatsPage)
                // The back button is at the right of the header, the title to its left.
                let back = try XCTUnwrap(frame.visibleBackButton?.bounds(in: frame.headerBar))
                let title = try XCTUnwrap(frame.visibleTitle?.bounds(in: frame.headerBar))
                XCTAssertGreaterThan(back.x, title.x, "back \(back), title \(title)")
                XCTAssertGreaterThan(back.maxX, Double(frame.headerBar.width) / 2)
                // A row: its label on the right, its value on the left.
                let label = try XCTUnwrap(page.valueLabel(section: 6, label: "מעוצב"))
                let value = try XCTUnwrap(label.bounds(in: page.content))
                let digits = try XCTUnwrap(page.valueLabel(section: 6, label: "ספרות")?.bounds(in: page.content))
                XCTAssertLessThan(value.x, Double(page.content.width) / 2, "the value is on the left: \(value)")
                XCTAssertLessThan(digits.x, Double(page.content.width) / 2, "\(digits)")
                // The phone number reads left to right inside the right-to-left row.
                XCTAssertEqual(label.direction, .leftToRight)
                XCTAssertEqual(label.text, "+1 203-222-5200")
                XCTAssertEqual(page.welcomeLabel.direction, .rightToLeft)
                XCTAssertEqual(page.phoneEntry.direction, .leftToRight, "phone numbers are typed left to right")
                page.phoneEntry.text = "+972 2-123-4567"
                XCTAssertEqual(page.phoneResult.direction, .leftToRight)
                XCTAssertEqual(page.phoneResult.xalign, 1, "at the start of the page: its right edge")
                page.phoneEntry.text = "12ab"
                XCTAssertEqual(page.phoneResult.direction, .rightToLeft, "a message reads right to left")
            }
        }
    }

    func testCountriesIndexIsHebrewAndOnTheLeft() throws {
        try onMain {
            try Self.inHebrew { main in
                let page = try CountriesHarness.open(main)
                let letters = page.rows.options.indexLetters
                XCTAssertEqual(Array(letters.prefix(22)), IndexAlphabet.hebrew, "\(letters)")
                XCTAssertEqual(page.rows.jump(toLetter: "ש"), 2) // שווייץ
                let strip = try XCTUnwrap(page.rows.indexStrip?.content.bounds(in: page.rows.content))
                let list = try XCTUnwrap(page.rows.list.bounds(in: page.rows.content))
                XCTAssertLessThanOrEqual(strip.maxX, list.x + 1, "the strip \(strip) is left of the list \(list)")
                // A row: the title on the right, the arrow (pointing left) at the left end.
                let row = try XCTUnwrap(page.rows.list.boundRows.first?.row)
                XCTAssertEqual(row.titleLabel.text, "איסלנד")
                let arrow = try XCTUnwrap(
                    WidgetTree.all(under: row.rowWidget.widget).first {
                        WidgetTree.typeName($0) == "GtkImage" && gtk_widget_get_mapped($0) != 0
                            && gtk_image_get_icon_name(OpaquePointer($0)).map { String(cString: $0) }
                                == "go-next-symbolic"
                    })
                var rect = graphene_rect_t()
                XCTAssertTrue(gtk_widget_compute_bounds(arrow, row.rowWidget.widget, &rect) != 0)
                let title = try XCTUnwrap(row.titleLabel.bounds(in: row.rowWidget))
                XCTAssertLessThanOrEqual(
                    Double(rect.origin.x + rect.size.width), title.x + 1, "arrow left of the title")
                XCTAssertEqual(gtk_widget_get_direction(arrow), GTK_TEXT_DIR_RTL, "its icon is the -rtl one")
            }
        }
    }

    func testTouchFlickToTheRightShowsTheNextImage() throws {
        try onMain {
            try LocalizationTests.with(language: "he", locale: "he_IL.UTF-8") {
                let harness = try TouchHarness()
                defer { harness.close() }
                let page = harness.page
                XCTAssertEqual(page.view.direction, .rightToLeft)
                XCTAssertTrue(page.ownsHorizontalSwipes)
                XCTAssertEqual(
                    harness.main.navigation.leaflet.backSwipeEdge, Leaflet.edgeSwipeWidth,
                    "back swipes only from the edge (the right one: LeafletTouch.c)")
                page.drag.emit("drag-begin", 300, 300)
                page.drag.emit("drag-update", 220, 10)
                page.swipe.emit("swipe", 1500, 40)
                page.drag.emit("drag-end", 220, 10)
                XCTAssertEqual(page.images.index, 1, "a flick to the right: the next image")
                XCTAssertTrue(harness.waitUntilShown())
                page.drag.emit("drag-begin", 500, 300)
                page.drag.emit("drag-update", -220, 10)
                page.swipe.emit("swipe", -1500, 40)
                page.drag.emit("drag-end", -220, 10)
                XCTAssertEqual(page.images.index, 0, "a flick to the left: the previous one")
                // The buttons: Previous on the right, Next on the left.
                let previous = try XCTUnwrap(page.previousButton.bounds(in: page.content))
                let next = try XCTUnwrap(page.nextButton.bounds(in: page.content))
                XCTAssertGreaterThan(previous.x, next.x, "previous \(previous), next \(next)")
            }
        }
    }
}
