import CGtk
import Foundation
import Gtk
import Model
import XCTest

@testable import DrilldownApp

/// Keyboard Shortcuts (Ctrl+?) from a phone (360 px) to a desktop (1280 px): over a narrow
/// window it is a list that fits and still lists every shortcut of the table, its titles
/// wrapped, never cut; over a wide one it is GTK's Keyboard Shortcuts window.
final class ShortcutsFitTests: XCTestCase {
    static let phoneWidth = AdaptiveLayoutTests.phoneWidth

    /// Shows Keyboard Shortcuts through its action (Ctrl+? and the main menu run it) and
    /// waits until it is laid out.
    @MainActor static func showShortcuts(_ main: MainWindow) throws -> Window {
        XCTAssertTrue(main.window.activateAction(AppShortcuts.shortcuts.action ?? ""))
        let shown = try XCTUnwrap(KeyboardShortcuts.shown)
        XCTAssertTrue(MainContext.iterate(until: { shown.isMapped && shown.width > 0 }, timeout: 5))
        MainContext.drain()
        return shown
    }

    @MainActor static func close(_ window: Window) {
        window.close()
        XCTAssertTrue(MainContext.iterate(until: { KeyboardShortcuts.shown == nil }))
    }

    /// Every widget of `typeName` under `root` that is drawn.
    @MainActor static func mapped(
        _ typeName: String, in root: UnsafeMutablePointer<GtkWidget>
    )
        -> [UnsafeMutablePointer<GtkWidget>]
    {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        let instance = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self)
        if gtk_widget_get_mapped(root) != 0, String(cString: g_type_name_from_instance(instance)) == typeName {
            found.append(root)
        }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            found += mapped(typeName, in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    @MainActor static func minimum(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return minimum
    }

    @MainActor static func bounds(
        _ widget: UnsafeMutablePointer<GtkWidget>, in window: Window
    ) -> graphene_rect_t? {
        var rect = graphene_rect_t()
        return gtk_widget_compute_bounds(widget, window.widget, &rect) != 0 ? rect : nil
    }

    func testKeyboardShortcutsFitAPhoneAndListEveryShortcutUncut() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            AdaptiveLayoutTests.narrow(main)
            let shown = try Self.showShortcuts(main)
            defer { if KeyboardShortcuts.shown != nil { Self.close(shown) } }
            XCTAssertLessThanOrEqual(shown.minimumWidth, Self.phoneWidth, "Keyboard Shortcuts asks for more")
            XCTAssertLessThanOrEqual(shown.width, Self.phoneWidth, "Keyboard Shortcuts is \(shown.width) px wide")
            let list = try XCTUnwrap(shown as? ShortcutsList, "a \(shown.typeName) over a 360 px window")
            XCTAssertTrue(list.isModal)
            XCTAssertEqual(list.title, "Keyboard Shortcuts")

            // Every listed key of the table is drawn, as key caps.
            let drawn = Self.mapped("GtkShortcutLabel", in: list.widget)
                .compactMap { gtk_shortcut_label_get_accelerator(OpaquePointer($0)).map { String(cString: $0) } }
                .flatMap { $0.split(separator: " ").map(String.init) }
            for shortcut in AppShortcuts.actions {
                for combo in shortcut.keys {
                    XCTAssertTrue(
                        drawn.contains(combo.accelerator), "\(combo.accelerator) of \(shortcut.action ?? "?")")
                }
            }
            for combo in AppShortcuts.mainMenu.keys + AppShortcuts.openRow.keys + AppShortcuts.rowMenu.keys {
                XCTAssertTrue(drawn.contains(combo.accelerator), "\(combo.accelerator) is listed")
            }
            // One row for each line of the table, gestures included, in the same groups.
            let lines = KeyboardShortcuts.groups.flatMap(\.shortcuts)
            XCTAssertEqual(list.rows.map(\.title), lines.map(\.title))
            XCTAssertEqual(list.page.allGroups.map(\.title), KeyboardShortcuts.groups.map(\.title))
            XCTAssertEqual(list.rows.filter { !$0.subtitle.isEmpty }.count, lines.filter { $0.gesture != nil }.count)
            // A gesture's row says where or how (the table's subtitle), else what GTK calls it.
            XCTAssertEqual(
                list.rows.map(\.subtitle),
                lines.map { line in line.gesture.map { line.subtitle ?? $0.localizedDescription } ?? "" })
            XCTAssertTrue(list.rows.map(\.subtitle).contains("Touchscreen, from the left edge"))

            // Each title is whole (wrapped, not ellipsized) and beside its keys, inside the window.
            let width = Float(shown.width)
            for row in list.rows {
                MainContext.iterate(until: { row.isMapped }, timeout: 1)
                let labels = Self.mapped("GtkLabel", in: row.widget)
                let title = try XCTUnwrap(
                    labels.first { String(cString: gtk_label_get_text(OpaquePointer($0))) == row.title },
                    "\(row.title) is drawn")
                XCTAssertEqual(pango_layout_is_ellipsized(gtk_label_get_layout(OpaquePointer(title))), 0, row.title)
                let titleBox = try XCTUnwrap(Self.bounds(title, in: shown))
                XCTAssertLessThanOrEqual(titleBox.origin.x + titleBox.size.width, width, "\(row.title) is cut")
                for keys in Self.mapped("GtkShortcutLabel", in: row.widget) + Self.mapped("GtkImage", in: row.widget) {
                    let keysBox = try XCTUnwrap(Self.bounds(keys, in: shown))
                    XCTAssertLessThanOrEqual(keysBox.origin.x + keysBox.size.width, width, "\(row.title): keys cut")
                    XCTAssertFalse(
                        keysBox.origin.x < titleBox.origin.x + titleBox.size.width
                            && titleBox.origin.x < keysBox.origin.x + keysBox.size.width
                            && keysBox.origin.y < titleBox.origin.y + titleBox.size.height
                            && titleBox.origin.y < keysBox.origin.y + keysBox.size.height,
                        "\(row.title) overlaps its keys")
                }
            }
            let long = try XCTUnwrap(list.rows.first { $0.title.hasPrefix("Press and Hold") })
            let longTitle = try XCTUnwrap(Self.mapped("GtkLabel", in: long.widget).first)
            let lineCount = pango_layout_get_line_count(gtk_label_get_layout(OpaquePointer(longTitle)))
            XCTAssertGreaterThan(lineCount, 1, "the longest title wraps")

            XCTAssertEqual(ShortcutLabel.spoken(AppShortcuts.open.listed), "Ctrl+O", "what a screen reader says")

            // Escape closes it, as it closes GTK's window.
            RealKeys.press(KeyCombo(Key.escape), in: list, until: { KeyboardShortcuts.shown == nil })
            XCTAssertNil(KeyboardShortcuts.shown, "Escape closes Keyboard Shortcuts")
            XCTAssertTrue(
                MainContext.iterate(until: { main.window.isActive }, timeout: 2),
                "the main window has the keyboard again")
        }
    }

    func testKeyboardShortcutsOnADesktopIsGtksWindowAsWideAsForeseen() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            main.window.setDefaultSize(width: 1280, height: 800)
            XCTAssertTrue(MainContext.iterate(until: { main.window.width > 1000 }, timeout: 5))
            let shown = try Self.showShortcuts(main)
            defer { Self.close(shown) }
            let window = try XCTUnwrap(shown as? ShortcutsWindow, "a \(shown.typeName) over a 1280 px window")
            XCTAssertEqual(window.typeName, "GtkShortcutsWindow")
            XCTAssertEqual(window.groups, KeyboardShortcuts.groups)
            XCTAssertLessThanOrEqual(window.width, 1280)
            // Its width measured before it is shown (which decides the list over narrower
            // windows) is the width it has once shown: GTK 4.8 lays its columns out as the
            // groups are added, not when it is mapped.
            let unshown = try XCTUnwrap(ShortcutsWindow(groups: KeyboardShortcuts.groups, parent: nil))
            defer { unshown.destroy() }
            XCTAssertEqual(unshown.minimumWidth, window.minimumWidth)
            XCTAssertGreaterThan(window.minimumWidth, Self.phoneWidth, "why the list exists")
        }
    }
}
