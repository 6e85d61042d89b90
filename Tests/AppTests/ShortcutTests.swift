import CGtk
import Foundation
import Gtk
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// Every shortcut is an action with its keys in one table (`AppShortcuts`): each is
/// listed in Keyboard Shortcuts, and page shortcuts work as soon as the page is shown,
/// wherever the focus is on it — pressed as real keys (XTest on Xvfb).
final class ShortcutTests: XCTestCase {
    typealias Key = RealKeys.Key

    func testEveryShortcutIsListedInKeyboardShortcutsFromTheTable() throws {
        try onMain {
            let listed = KeyboardShortcuts.groups.flatMap(\.shortcuts).compactMap(\.accelerator)
                .flatMap { $0.split(separator: " ").map(String.init) }
            for shortcut in AppShortcuts.actions {
                XCTAssertFalse(shortcut.keys.isEmpty, "\(shortcut.action ?? "?") has keys")
                for combo in shortcut.keys {
                    XCTAssertTrue(
                        listed.contains(combo.accelerator),
                        "\(combo.accelerator) of \(shortcut.action ?? "?") is in Keyboard Shortcuts")
                }
            }
            XCTAssertEqual(AppShortcuts.pastePicture.listed, "<Control>v")
            XCTAssertEqual(AppShortcuts.reload.listed, "F5 <Control>r")
        }
    }

    func testWindowActionsAreBoundToTheirAccelerators() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let shortcuts = [AppShortcuts.open, AppShortcuts.openLocation, AppShortcuts.shortcuts, AppShortcuts.back]
            for shortcut in shortcuts {
                for accel in shortcut.accelerators {
                    XCTAssertTrue(
                        (main.window.application?.actions(forAccel: accel) ?? []).contains(shortcut.action ?? ""),
                        "\(accel) triggers \(shortcut.action ?? "?")")
                }
            }
        }
    }

    /// The coffee page puts the focus on its header's Edit button; Ctrl+V used to reach
    /// the picture only once a Tab had moved the focus into the page's content.
    func testCtrlVPastesAPictureAsSoonAsTheCoffeeIsInEditMode() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openDetail(main, named: "Cafe Latte")
            XCTAssertTrue(focusIsIn(page.editButton, of: main.window), "a freshly opened coffee focuses Edit")
            let clipboard = Clipboard(of: page.content)
            clipboard.set(texture: try Texture(contentsOf: try CoffeeFixtures.png(width: 60, height: 40)))
            XCTAssertTrue(MainContext.iterate(until: { clipboard.hasImage }, timeout: 5))
            // Outside edit mode the action is off: Ctrl+V changes nothing.
            RealKeys.press(AppShortcuts.pastePicture.keys[0], in: main.window)
            XCTAssertEqual(page.pendingImports, 0)
            XCTAssertFalse(trigger(AppShortcuts.pastePicture, on: page.content))
            // Edit (Return on the focused Edit button), then Ctrl+V with the focus still on it.
            RealKeys.press(Key.returnKey, in: main.window)
            XCTAssertTrue(page.isEditing)
            XCTAssertTrue(page.editButton.grabFocus(), "Done")
            RealKeys.press(AppShortcuts.pastePicture.keys[0], in: main.window)
            XCTAssertTrue(
                MainContext.iterate(
                    until: { (try? store.detail(id: page.coffeeID))??.hasImage == true },
                    timeout: 20), "Ctrl+V pasted the picture with the focus in the header bar")
            CoffeeHarness.waitForImports(page)
            XCTAssertTrue(page.showsPicture)
        }
    }

    func testCtrlFSearchesAListWhereverTheFocusIs() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try openCoffeeListWithKeys(main)
            let rows = try XCTUnwrap(page.rows)
            // The focus on the header's back button, outside the list.
            let back = try XCTUnwrap(main.navigation.topFrame?.visibleBackButton)
            XCTAssertTrue(back.grabFocus())
            RealKeys.press(AppShortcuts.search.keys[0], in: main.window)
            XCTAssertTrue(rows.isSearching, "Ctrl+F opened the search")
            XCTAssertTrue(focusIsIn(rows.searchEntry, of: main.window))
            // GTK drops keys aimed at an unmapped focus widget: the entry is shown at once.
            XCTAssertTrue(rows.searchEntry.isMapped, "keys typed right after Ctrl+F reach the entry")
            RealKeys.press(Key.escape, in: main.window)
            XCTAssertFalse(rows.isSearching)
            XCTAssertTrue(trigger(AppShortcuts.search, on: rows.content), "the action opens it too")
            XCTAssertTrue(rows.isSearching)
        }
    }

    func testCtrlFOnHomeSearchesEverySection() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            RealKeys.press(AppShortcuts.homeSearch.keys[0], in: main.window)
            XCTAssertTrue(main.home.search.isSearching)
            RealKeys.press(Key.escape, in: main.window)
            XCTAssertFalse(main.home.search.isSearching)
            XCTAssertTrue(trigger(AppShortcuts.homeSearch, on: main.home.content))
            XCTAssertTrue(main.home.search.isSearching)
        }
    }

    /// Delete on a row, then Ctrl+Z with the focus moved to the header bar.
    func testDeleteThenCtrlZFromTheHeaderBarPutsTheCoffeeBack() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try openCoffeeListWithKeys(main)
            let rows = try XCTUnwrap(page.rows)
            let count = rows.list.count
            XCTAssertFalse(trigger(AppShortcuts.undo, on: page.content), "nothing to undo yet")
            RealKeys.press(AppShortcuts.deleteRow.keys[0], in: main.window, until: { rows.list.count == count - 1 })
            let back = try XCTUnwrap(main.navigation.topFrame?.visibleBackButton)
            XCTAssertTrue(back.grabFocus())
            RealKeys.press(AppShortcuts.undo.keys[0], in: main.window, until: { rows.list.count == count })
            XCTAssertEqual(rows.list.count, count, "Ctrl+Z put the coffee back")
            // The restored row takes the focus once the list has drawn it (after a paint);
            // only then does moving the focus away stay away.
            XCTAssertTrue(
                MainContext.iterate(until: { focusIsIn(rows.list, of: main.window) }, timeout: 5),
                "the restored coffee's row has the focus")
            XCTAssertFalse(trigger(AppShortcuts.undo, on: page.content), "nothing left to undo")
            // Delete with the focus off the rows deletes nothing.
            XCTAssertTrue(back.grabFocus())
            RealKeys.press(AppShortcuts.deleteRow.keys[0], in: main.window)
            MainContext.drain()
            XCTAssertEqual(rows.list.count, count)
        }
    }

    func testTouchZoomKeysWorkWithTheFocusInTheHeaderBar() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            let back = try XCTUnwrap(harness.main.navigation.topFrame?.visibleBackButton)
            XCTAssertTrue(back.grabFocus())
            RealKeys.press(AppShortcuts.zoomIn.keys[0], in: harness.main.window)
            XCTAssertTrue(page.zoom.scale > page.zoom.fitScale, "Ctrl+plus zoomed in")
            RealKeys.press(AppShortcuts.fit.keys[0], in: harness.main.window)
            XCTAssertTrue(page.zoom.isFitting, "Ctrl+0 fits")
            RealKeys.press(AppShortcuts.actualSize.keys[0], in: harness.main.window)
            XCTAssertTrue(page.zoom.isActualSize, "Ctrl+1 shows actual size")
            RealKeys.press(AppShortcuts.zoomOut.keys[0], in: harness.main.window)
            XCTAssertFalse(page.zoom.isActualSize, "Ctrl+minus zoomed out")
            XCTAssertTrue(trigger(AppShortcuts.hold, on: page.overlay))
            XCTAssertNotNil(harness.holdAlert, "the hold action raises the alert")
        }
    }
}
