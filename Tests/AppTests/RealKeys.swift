import CGtk
import Foundation
import Gtk
import WrapperTestSupport
import XCTest

/// Real key presses for in-process tests: XTest events sent to the X server (Xvfb), so
/// GTK receives them exactly as from a keyboard — through the window's key controllers,
/// shortcuts, focus chain and accelerators. (GTK 4 has no public way to build a GdkEvent.)
///
/// libXtst is opened at run time (the test tree needs no X headers); `meson-helpers/
/// install-deps.sh test` installs it. Keys are named by GDK/X keysym constants.
@MainActor
enum RealKeys {
    /// Keysyms from the wrapper's key table (`Gtk.Key`), as XTest takes them.
    enum Key {
        static let tab = UInt(Gtk.Key.tab), returnKey = UInt(Gtk.Key.returnKey), escape = UInt(Gtk.Key.escape)
        static let left = UInt(Gtk.Key.left), up = UInt(Gtk.Key.up), right = UInt(Gtk.Key.right)
        static let down = UInt(Gtk.Key.down), delete = UInt(Gtk.Key.delete), f10 = UInt(Gtk.Key.f10)
        static let menu = UInt(Gtk.Key.menu), space = UInt(Gtk.Key.space), f5 = UInt(Gtk.Key.f5)
        static let shift = UInt(Gtk.Key.shiftLeft), control = UInt(Gtk.Key.controlLeft), alt = UInt(Gtk.Key.altLeft)
        static let letterV = UInt(Gtk.Key.v), letterF = UInt(Gtk.Key.f), letterZ = UInt(Gtk.Key.z)
        static let letterH = UInt(Gtk.Key.h), letterR = UInt(Gtk.Key.r)
        static let plus = UInt(Gtk.Key.plus), minus = UInt(Gtk.Key.minus)
        static let digit0 = UInt(Gtk.Key.digit0), digit1 = UInt(Gtk.Key.digit1)
    }

    /// Presses a shortcut's key combination (e.g. `AppShortcuts.undo.keys[0]`).
    static func press(
        _ combo: KeyCombo, in window: Window, until condition: (@MainActor () -> Bool)? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var modifiers: [UInt] = []
        if combo.modifiers.contains(.control) { modifiers.append(Key.control) }
        if combo.modifiers.contains(.shift) { modifiers.append(Key.shift) }
        if combo.modifiers.contains(.alt) { modifiers.append(Key.alt) }
        press(UInt(combo.key), modifiers: modifiers, in: window, until: condition, file: file, line: line)
    }

    private typealias FakeKey = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias KeysymToKeycode = @convention(c) (OpaquePointer?, UInt) -> UInt8
    private typealias Flush = @convention(c) (OpaquePointer?) -> Int32
    private typealias SetInputFocus = @convention(c) (OpaquePointer?, UInt, Int32, UInt) -> Int32
    private typealias XDisplayOf = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias XIDOf = @convention(c) (OpaquePointer?) -> UInt

    private struct Symbols {
        let fakeKey: FakeKey, keycode: KeysymToKeycode, flush: Flush, setFocus: SetInputFocus
        let xdisplay: XDisplayOf, xid: XIDOf, trapPush: Trap, trapPop: Trap, getFocus: GetInputFocus
    }
    private typealias Trap = @convention(c) (OpaquePointer?) -> Void
    private typealias GetInputFocus =
        @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt>, UnsafeMutablePointer<Int32>) -> Int32

    private static let symbols: Symbols? = {
        guard let xtst = dlopen("libXtst.so.6", RTLD_NOW | RTLD_GLOBAL),
            let fake = dlsym(xtst, "XTestFakeKeyEvent")
        else { return nil }
        let all = dlopen(nil, RTLD_NOW)
        guard let code = dlsym(all, "XKeysymToKeycode"), let flush = dlsym(all, "XFlush"),
            let focus = dlsym(all, "XSetInputFocus"), let display = dlsym(all, "gdk_x11_display_get_xdisplay"),
            let xid = dlsym(all, "gdk_x11_surface_get_xid"), let push = dlsym(all, "gdk_x11_display_error_trap_push"),
            let pop = dlsym(all, "gdk_x11_display_error_trap_pop_ignored"),
            let get = dlsym(all, "XGetInputFocus")
        else { return nil }
        return Symbols(
            fakeKey: unsafeBitCast(fake, to: FakeKey.self), keycode: unsafeBitCast(code, to: KeysymToKeycode.self),
            flush: unsafeBitCast(flush, to: Flush.self), setFocus: unsafeBitCast(focus, to: SetInputFocus.self),
            xdisplay: unsafeBitCast(display, to: XDisplayOf.self), xid: unsafeBitCast(xid, to: XIDOf.self),
            trapPush: unsafeBitCast(push, to: Trap.self), trapPop: unsafeBitCast(pop, to: Trap.self),
            getFocus: unsafeBitCast(get, to: GetInputFocus.self))
    }()

    /// Presses `key` with `modifiers` held (e.g. `[Key.shift]`, `Key.f10`) in `window`,
    /// which gets the X input focus first, and waits until GTK has handled the presses.
    ///
    /// Keys that go to a popover or another window than `window` (whose key controller
    /// then never sees them) say what to wait for instead with `until`.
    static func press(
        _ key: UInt, modifiers: [UInt] = [], in window: Window,
        until condition: (@MainActor () -> Bool)? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        press(sequence: [modifiers + [key]], in: window, until: condition, file: file, line: line)
    }

    /// Presses the key combinations of `sequence` one after the other (each one's keys
    /// held together, e.g. `[[Key.control, Key.letterF], [Key.letterH]]`), sent to the X
    /// server at once, as fast typing does: GTK gets the later keys before it has drawn
    /// what the earlier ones changed.
    static func press(
        sequence: [[UInt]], in window: Window, until condition: (@MainActor () -> Bool)? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let s = symbols, let surface = gtk_native_get_surface(OpaquePointer(window.pointer)),
            let display = s.xdisplay(gdk_surface_get_display(surface))
        else {
            XCTFail("no XTest or not on X11: run through meson-helpers/test.sh", file: file, line: line)
            return
        }
        let counter = watch(window)
        closeModalLeftovers(except: window)
        let before = counter.presses
        // The window takes the X input focus (there is no window manager on Xvfb, and the
        // last test's window may have taken it along when it closed); retried until the
        // server says so, as the window may still be being mapped.
        let xid = s.xid(surface)
        var tries = 0
        let focused = MainContext.iterate(
            until: {
                tries += 1
                guard tries % 10 == 1 else { return false }
                var current: UInt = 0
                var revert: Int32 = 0
                s.trapPush(gdk_surface_get_display(surface))
                _ = s.setFocus(display, xid, 2, 0) // RevertToParent, CurrentTime
                _ = s.getFocus(display, &current, &revert) // a round trip: the request was handled
                s.trapPop(gdk_surface_get_display(surface))
                return current == xid
            }, timeout: 5)
        XCTAssertTrue(focused, "the window did not get the keyboard focus", file: file, line: line)
        for keys in sequence {
            for keysym in keys { _ = s.fakeKey(display, UInt32(s.keycode(display, keysym)), 1, 0) }
            for keysym in keys.reversed() { _ = s.fakeKey(display, UInt32(s.keycode(display, keysym)), 0, 0) }
        }
        _ = s.flush(display)
        let total = sequence.reduce(0) { $0 + $1.count }
        let delivered = condition ?? { counter.presses >= before + total }
        XCTAssertTrue(
            MainContext.iterate(until: delivered, timeout: 5), "GTK did not receive the key", file: file, line: line)
        MainContext.drain()
    }

    /// Presses `key` `times` times.
    static func press(_ key: UInt, times: Int, in window: Window) {
        for _ in 0..<times { press(key, in: window) }
    }

    /// A modal window left open by an earlier test takes GTK's grab and swallows the keys
    /// meant for `window`: such windows are closed first.
    private static func closeModalLeftovers(except window: Window) {
        guard let toplevels = gtk_window_get_toplevels() else { return }
        var leftovers: [UnsafeMutablePointer<GtkWindow>] = []
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            let candidate = item.assumingMemoryBound(to: GtkWindow.self)
            if candidate != window.gtkWindow, gtk_window_get_modal(candidate) != 0,
                gtk_widget_get_visible(UnsafeMutableRawPointer(candidate).assumingMemoryBound(to: GtkWidget.self)) != 0,
                gtk_window_get_transient_for(candidate) != window.gtkWindow
            {
                leftovers.append(candidate)
            }
            g_object_unref(item)
        }
        for leftover in leftovers { gtk_window_destroy(leftover) }
        if !leftovers.isEmpty { MainContext.drain() }
    }

    /// The presses a window has seen. Kept on the GtkWindow itself: an ObjectIdentifier
    /// of a closed test's window can be reused by the next test's, which then looked
    /// "watched" and never counted a key.
    private final class Counter { var presses = 0 }

    private static func watch(_ window: Window) -> Counter {
        let key = "drilldown-realkeys-counter"
        if let raw = g_object_get_data(window.gobject, key) {
            return Unmanaged<Counter>.fromOpaque(raw).takeUnretainedValue()
        }
        let counter = Counter()
        g_object_set_data_full(window.gobject, key, Unmanaged.passRetained(counter).toOpaque()) { raw in
            guard let raw else { return }
            Unmanaged<Counter>.fromOpaque(raw).release()
        }
        let keys = KeyController()
        keys.propagationPhase = .capture
        keys.onKeyPressed { _, _ in
            counter.presses += 1
            return false
        }
        window.addController(keys)
        return counter
    }
}
