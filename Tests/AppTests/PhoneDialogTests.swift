import CGtk
import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import DrilldownApp

/// About and the alerts over a 360 px window (a phone): shown, they are no wider than it
/// and nothing in them overlaps or is cut.
final class PhoneDialogTests: XCTestCase {
    static let phoneWidth = AdaptiveLayoutTests.phoneWidth

    /// The drawn labels and buttons of `window` lie inside it and do not overlap each other.
    @MainActor static func assertLaidOutInside(
        _ window: Window, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(
            MainContext.iterate(until: { window.isMapped && window.width > 0 }, timeout: 5), what,
            file: file, line: line)
        MainContext.drain()
        XCTAssertLessThanOrEqual(
            window.minimumWidth - frameWidth(window), phoneWidth, "\(what) asks for more", file: file, line: line)
        XCTAssertLessThanOrEqual(window.width, phoneWidth, "\(what) is \(window.width) px wide", file: file, line: line)
        let parts = ShortcutsFitTests.mapped("GtkLabel", in: window.widget)
            .filter { gtk_label_get_text(OpaquePointer($0)).map { String(cString: $0) }?.isEmpty == false }
        var boxes: [(String, graphene_rect_t)] = []
        for part in parts {
            guard let box = ShortcutsFitTests.bounds(part, in: window), box.size.width > 0 else { continue }
            let text = String(cString: gtk_label_get_text(OpaquePointer(part)))
            XCTAssertGreaterThanOrEqual(box.origin.x, 0, "\(what): “\(text)” is cut", file: file, line: line)
            XCTAssertLessThanOrEqual(
                box.origin.x + box.size.width, Float(window.width), "\(what): “\(text)” is cut",
                file: file, line: line)
            XCTAssertEqual(
                pango_layout_is_ellipsized(gtk_label_get_layout(OpaquePointer(part))), 0,
                "\(what): “\(text)” is ellipsized", file: file, line: line)
            for (other, otherBox) in boxes {
                let overlaps =
                    box.origin.x < otherBox.origin.x + otherBox.size.width
                    && otherBox.origin.x < box.origin.x + box.size.width
                    && box.origin.y < otherBox.origin.y + otherBox.size.height
                    && otherBox.origin.y < box.origin.y + box.size.height
                XCTAssertFalse(overlaps, "\(what): “\(text)” overlaps “\(other)”", file: file, line: line)
            }
            boxes.append((text, box))
        }
        XCTAssertFalse(boxes.isEmpty, "\(what) shows text", file: file, line: line)
    }

    /// What the window's own style adds around its content (on X11 without a compositor,
    /// libadwaita's `solid-csd` draws a 5 px frame each side; a phone's compositor does not).
    @MainActor static func frameWidth(_ window: Window) -> Int32 {
        guard let style = gtk_widget_get_style_context(window.widget) else { return 0 }
        var margin = GtkBorder(), border = GtkBorder(), padding = GtkBorder()
        gtk_style_context_get_margin(style, &margin)
        gtk_style_context_get_border(style, &border)
        gtk_style_context_get_padding(style, &padding)
        return Int32(margin.left + margin.right + border.left + border.right + padding.left + padding.right)
    }

    func testAboutFitsAPhone() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            AdaptiveLayoutTests.narrow(main)
            XCTAssertTrue(main.window.activateAction("win.about"))
            let about = try XCTUnwrap(AboutDialog.shown)
            defer {
                about.close()
                XCTAssertTrue(MainContext.iterate(until: { AboutDialog.shown == nil }))
            }
            Self.assertLaidOutInside(about, "About")
        }
    }

    func testAlertsFitAPhone() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            AdaptiveLayoutTests.narrow(main)
            // The Touch page's "Birth of a star" alert.
            XCTAssertTrue(main.home.open(sectionID: .touch))
            AppHarness.settle(main)
            let touch = try XCTUnwrap(main.navigation.top as? TouchPage)
            touch.showHoldAlert()
            let hold = try XCTUnwrap(Alert.shown.first)
            Self.assertLaidOutInside(hold, "the hold alert")
            hold.respond()
            XCTAssertTrue(MainContext.iterate(until: { Alert.shown.isEmpty }))

            // An error with a long file name and message, as a page shows it.
            main.context.showError(
                fill(tr("Could Not Open “%1$@”"), "a-picture-with-a-rather-long-name-taken-on-holiday.jpeg"),
                "The file is not a picture this app can read (PNG, JPEG, GIF, WebP or TIFF); it may be damaged.")
            let error = try XCTUnwrap(Alert.shown.first)
            Self.assertLaidOutInside(error, "an error alert")
            error.respond()
            XCTAssertTrue(MainContext.iterate(until: { Alert.shown.isEmpty }))
        }
    }
}
