import CGtk
import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// The GNOME platform: dark style from the desktop, swipe back through the leaflet,
/// the main menu, the Keyboard Shortcuts and About windows, alerts with one heading.
final class PlatformTests: XCTestCase {
    /// Sets a key of the desktop's settings the way GNOME Settings does: another process
    /// writing the GSettings store (meson-helpers/test.sh selects the keyfile backend).
    @MainActor static func gsettings(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gsettings")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "gsettings \(arguments.joined(separator: " "))")
    }

    func testStyleFollowsTheDesktopsDarkAndHighContrastPreferences() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            guard ProcessInfo.processInfo.environment["GSETTINGS_BACKEND"] == "keyfile" else {
                throw XCTSkip("run through meson-helpers/test.sh (keyfile GSettings backend)")
            }
            let style = StyleManager.shared
            XCTAssertEqual(style.colorScheme, .followDesktop)
            XCTAssertFalse(style.isDark, "light by default")
            defer {
                try? Self.gsettings(["reset", "org.gnome.desktop.interface", "color-scheme"])
                try? Self.gsettings(["reset", "org.gnome.desktop.a11y.interface", "high-contrast"])
                MainContext.iterate(until: { !style.isDark && !style.isHighContrast }, timeout: 5)
            }
            var darkChanges = 0
            style.onDarkChanged { darkChanges += 1 }
            try Self.gsettings(["set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark"])
            XCTAssertTrue(MainContext.iterate(until: { style.isDark }, timeout: 10), "the app turns dark at run time")
            XCTAssertGreaterThanOrEqual(darkChanges, 1)
            try Self.gsettings(["set", "org.gnome.desktop.interface", "color-scheme", "default"])
            XCTAssertTrue(MainContext.iterate(until: { !style.isDark }, timeout: 10), "and light again")
            try Self.gsettings(["set", "org.gnome.desktop.a11y.interface", "high-contrast", "true"])
            XCTAssertTrue(
                MainContext.iterate(until: { style.isHighContrast }, timeout: 10), "high contrast follows too")
        }
    }

    func testSwipeBackGoesToThePreviousPageAndReleasesTheTopOne() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertFalse(main.navigation.leaflet.canNavigateBack, "nothing to swipe back to on the home page")
            XCTAssertTrue(main.home.open(sectionID: .drilldown))
            AppHarness.settle(main)
            let root = try XCTUnwrap(main.navigation.top as? TreePage)
            root.activate(index: 0)
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.depth, 3)
            XCTAssertTrue(main.navigation.leaflet.canNavigateBack)
            // The page a swipe would reveal is the previous one.
            XCTAssertTrue(main.navigation.leaflet.childBehindVisible === main.navigation.frames[1].root)

            // A finished swipe (and the mouse's Back button) end here: the leaflet itself
            // shows the previous page; the stack follows.
            let probe = FinalizationProbe(main.navigation.top!.content)
            XCTAssertTrue(main.navigation.leaflet.navigateBack())
            XCTAssertTrue(root.content.isVisible, "the page under the swipe is shown as soon as it starts")
            AppHarness.settle(main)
            XCTAssertEqual(main.navigation.depth, 2)
            XCTAssertTrue(main.navigation.top === root)
            XCTAssertEqual(main.window.title, "Root")
            XCTAssertEqual(main.navigation.backLabel, "Drilldown")
            assertOnlyTopPageVisible(main)
            XCTAssertTrue(probe.isFinalized, "the page swiped away was freed")
        }
    }

    func testATouchSwipeBackStartsOnlyAtTheEdgeOfAPageThatSwipesSideways() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let leaflet = main.navigation.leaflet
            XCTAssertNil(leaflet.backSwipeEdge, "home: libadwaita's swipe from anywhere")
            XCTAssertTrue(main.home.open(sectionID: .drilldown))
            AppHarness.settle(main)
            XCTAssertFalse(try XCTUnwrap(main.navigation.top).ownsHorizontalSwipes)
            XCTAssertNil(leaflet.backSwipeEdge, "a list page: back by a swipe from anywhere")
            XCTAssertTrue(main.window.activateAction("win.back"))
            AppHarness.settle(main)
            // Touch flicks its image sideways: back by touch only from the left edge.
            XCTAssertTrue(main.home.open(sectionID: .touch))
            AppHarness.settle(main)
            XCTAssertTrue(main.navigation.top is TouchPage)
            XCTAssertEqual(leaflet.backSwipeEdge, Leaflet.edgeSwipeWidth)
            XCTAssertEqual(Leaflet.edgeSwipeWidth, 32, "libadwaita's own edge width (ADW_SWIPE_BORDER)")
            XCTAssertTrue(leaflet.canNavigateBack, "the swipe from the edge, the Back button and Alt+Left stay")
            XCTAssertFalse(leaflet.isBackSwipeHeldOff, "no touch down")
            XCTAssertTrue(leaflet.navigateBack())
            AppHarness.settle(main)
            XCTAssertEqual(main.window.title, "Drilldown")
            XCTAssertNil(leaflet.backSwipeEdge, "back on home: the edge rule went with the page")
        }
    }

    func testNoSwipeBackWhileAPageHidesItsBackButton() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CoffeeHarness.openDetail(main, named: "Espresso")
            XCTAssertTrue(main.navigation.leaflet.canNavigateBack)
            page.setEditing(true)
            XCTAssertFalse(main.navigation.isBackVisible)
            XCTAssertFalse(main.navigation.leaflet.canNavigateBack, "editing: no swipe back either")
            page.setEditing(false)
            XCTAssertTrue(main.navigation.leaflet.canNavigateBack)
        }
    }

    func testMainMenuOnTheHomeHeaderOpensShortcutsAndAbout() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let menu = try XCTUnwrap(main.home.mainMenu)
            XCTAssertTrue(main.home.headerEnd.contains { $0 === menu }, "at the end of the home page's header bar")
            XCTAssertEqual(menu.tooltip, "Main Menu")
            XCTAssertTrue(menu.isPrimary, "F10 opens it")
            XCTAssertEqual(
                menu.items.map { $0.label.replacingOccurrences(of: "_", with: "") },
                ["Open…", "Open Location…", "Back Up…", "Restore…", "Keyboard Shortcuts", "Help", "About Drilldown"])
            XCTAssertEqual(
                menu.items.map(\.action),
                [
                    "win.open", "win.open-location", "win.back-up", "win.restore", "win.shortcuts", "win.help",
                    "win.about",
                ])
            let app = try XCTUnwrap(main.window.application)
            XCTAssertEqual(app.actions(forAccel: "<Control>o"), ["win.open"])
            XCTAssertEqual(app.actions(forAccel: "<Control>l"), ["win.open-location"])
            XCTAssertEqual(app.actions(forAccel: "<Control>question"), ["win.shortcuts"])
            menu.popup()
            XCTAssertTrue(MainContext.iterate(until: { menu.isOpen }), "the menu opens")
            menu.popdown()
            XCTAssertTrue(MainContext.iterate(until: { !menu.isOpen }))

            // Keyboard Shortcuts: every accelerator the app binds is listed, and parses.
            XCTAssertTrue(main.window.activateAction("win.shortcuts"))
            let shortcuts = try XCTUnwrap(KeyboardShortcuts.shown as? ShortcutsWindow)
            XCTAssertEqual(shortcuts.typeName, "GtkShortcutsWindow")
            XCTAssertTrue(shortcuts.isModal)
            let listed = shortcuts.groups.flatMap(\.shortcuts).compactMap(\.accelerator)
                .flatMap { $0.split(separator: " ").map(String.init) }
            for accel in listed {
                var key: UInt32 = 0
                var mods = GdkModifierType(rawValue: 0)
                XCTAssertTrue(
                    gtk_accelerator_parse(accel, &key, &mods) != 0 && key != 0, "\(accel) is a valid accelerator")
            }
            for accel in [
                "<Control>o", "<Control>question", "<Control>q", "<Control>w", "F1", "<Alt>Left", "<Control>f",
                "<Control>z",
                "Delete", "Escape", "<Control>plus", "<Control>minus", "<Control>0", "<Control>1",
            ] {
                XCTAssertTrue(listed.contains(accel), "\(accel) is listed")
            }
            let gestures = shortcuts.groups.flatMap(\.shortcuts).filter { $0.gesture != nil }
            XCTAssertTrue(
                gestures.contains { $0.title == "Go Back" && $0.gesture == .twoFingerSwipeRight },
                "the touchpad's swipe back is listed")
            XCTAssertTrue(
                gestures.contains {
                    $0.title == "Go Back" && $0.gesture == .swipeRight
                        && $0.subtitle == "Touchscreen, from the left edge"
                },
                "the touchscreen's swipe back is listed, from the edge where it starts")
            XCTAssertEqual(
                gestures.filter { $0.title.hasSuffix(" Image") }.map(\.gesture), [.swipeLeft, .swipeRight],
                "Touch's flicks to the next and previous image are listed")
            XCTAssertTrue(
                Self.shortcutSubtitles(in: shortcuts.widget).contains("Touchscreen, from the left edge"),
                "GTK's window says where the touchscreen's swipe back starts")
            shortcuts.close()
            XCTAssertTrue(MainContext.iterate(until: { KeyboardShortcuts.shown == nil }))

            // About: version, license, release notes from the metainfo file.
            XCTAssertTrue(main.window.activateAction("win.about"))
            let about = try XCTUnwrap(AboutDialog.shown)
            XCTAssertEqual(about.typeName, "AdwAboutWindow")
            XCTAssertEqual(about.applicationName, "Drilldown")
            XCTAssertEqual(about.version, AppInfo.version)
            XCTAssertTrue(about.releaseNotes.hasPrefix("<p>The first release"), about.releaseNotes)
            XCTAssertTrue(about.releaseNotes.contains("<li>"))
            XCTAssertEqual(about.info.license, .mitX11)
            // Troubleshooting: the versions loaded and where the data is, for a bug report.
            let debug = about.debugInfo
            XCTAssertTrue(debug.hasPrefix("Drilldown \(AppInfo.version)\nGTK 4."), debug)
            for line in [
                "libadwaita 1.", "SQLite 3.", "libxml2 2.",
                "Data folder: " + main.context.services.location.userData.path,
            ] {
                XCTAssertTrue(debug.contains(line), "\(line) in \(debug)")
            }
            about.close()
            XCTAssertTrue(MainContext.iterate(until: { AboutDialog.shown == nil }))
        }
    }

    func testAlertsShowTheirHeadingOnce() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let alert = Alert(
                parent: main.window, heading: "Birth of a star", body: "Timer ended. Event Fired.", button: "OK")
            alert.present()
            defer { alert.respond() }
            XCTAssertTrue(MainContext.iterate(until: { alert.isMapped }))
            XCTAssertEqual(alert.typeName, "AdwMessageDialog")
            if let titlebar = gtk_window_get_titlebar(alert.gtkWindow) {
                XCTAssertEqual(Self.labelTexts(in: titlebar), [], "no title bar text to repeat the heading in")
            }
            XCTAssertEqual(
                Self.labelTexts(in: alert.widget).filter { $0 == "Birth of a star" }.count, 1,
                "the heading is drawn once")
            XCTAssertEqual(alert.body, "Timer ended. Event Fired.")
            XCTAssertEqual(alert.buttonLabel, "OK")
        }
    }

    /// The texts of every GtkLabel under `widget` that is drawn (visible and mapped).
    @MainActor static func labelTexts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts: [String] = []
        if gtk_widget_get_mapped(widget) != 0,
            String(
                cString: g_type_name_from_instance(
                    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self))) == "GtkLabel",
            let text = gtk_label_get_text(OpaquePointer(widget))
        {
            texts.append(String(cString: text))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            texts += labelTexts(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }

    /// The subtitles of every `GtkShortcutsShortcut` under `root`, on every page.
    @MainActor static func shortcutSubtitles(in root: UnsafeMutablePointer<GtkWidget>) -> [String] {
        WidgetTree.all(under: root).filter { WidgetTree.typeName($0) == "GtkShortcutsShortcut" }.compactMap {
            var value = GValue()
            g_value_init(&value, FundamentalType.string)
            defer { g_value_unset(&value) }
            g_object_get_property(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self), "subtitle", &value)
            return g_value_get_string(&value).map { String(cString: $0) }
        }
    }
}
