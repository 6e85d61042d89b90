import CGtk

/// A connected signal handler; `Object.disconnect(_:)` removes it.
public struct SignalHandler: Hashable, Sendable {
    public let id: UInt
}

/// Holds a Swift closure for the life of a GClosure. Retained when connected and
/// released by the closure's destroy-notify, never earlier.
final class ClosureBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

/// Releases a `ClosureBox` when GLib destroys the closure (disconnect or finalize).
let releaseClosureBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

@inline(__always)
func box<Handler>(_ data: UnsafeMutableRawPointer?, as _: Handler.Type) -> Handler? {
    guard let data else { return nil }
    return Unmanaged<ClosureBox<Handler>>.fromOpaque(data).takeUnretainedValue().handler
}

// Trampolines. Their C signatures match the signals exactly: gint → Int32, guint →
// UInt32, gboolean → Int32, gdouble → Double, pointers → UnsafeMutableRawPointer?.
// GLib only calls them on the main thread, where the main actor runs.
typealias VoidSignal = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
typealias BoolSignal = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32
typealias UIntSignal = @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void
typealias IntSignal = @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void
typealias PointerSignal =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
typealias DoubleSignal = @convention(c) (UnsafeMutableRawPointer?, Double, UnsafeMutableRawPointer?) -> Void
typealias TwoDoubleSignal = @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void
typealias TwoDoubleBoolSignal =
    @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Int32
typealias IntTwoDoubleSignal =
    @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void
typealias KeySignal =
    @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> Int32
typealias PointerTwoDoubleBoolSignal =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) ->
    Int32

extension Object {
    /// Connects a trampoline with a retained box; the box is released by GLib's notify.
    func connect<Handler, Trampoline>(
        _ signal: String, handler: Handler, trampoline: Trampoline,
        after: Bool = false
    ) -> SignalHandler {
        let data = Unmanaged.passRetained(ClosureBox(handler) as AnyObject).toOpaque()
        let callback = unsafeBitCast(trampoline, to: GCallback.self)
        let id = g_signal_connect_data(
            gobject, signal, callback, data, releaseClosureBox,
            after ? G_CONNECT_AFTER : GConnectFlags(0))
        return SignalHandler(id: UInt(id))
    }

    /// Removes a handler; its closure box is released by GLib.
    public func disconnect(_ handler: SignalHandler) {
        g_signal_handler_disconnect(gobject, gulong(handler.id))
    }

    /// A signal with no arguments and no return value (`clicked`, `activate`, `destroy`…).
    @discardableResult
    public func on(_ signal: String, after: Bool = false, _ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        let trampoline: VoidSignal = { _, data in
            guard let handler = box(data, as: (@MainActor () -> Void).self) else { return }
            MainActor.assumeIsolated { handler() }
        }
        return connect(signal, handler: handler, trampoline: trampoline, after: after)
    }

    /// A signal with no arguments returning gboolean (`close-request`…).
    @discardableResult
    public func onBool(_ signal: String, _ handler: @escaping @MainActor () -> Bool) -> SignalHandler {
        let trampoline: BoolSignal = { _, data in
            guard let handler = box(data, as: (@MainActor () -> Bool).self) else { return 0 }
            return MainActor.assumeIsolated { handler() } ? 1 : 0
        }
        return connect(signal, handler: handler, trampoline: trampoline)
    }

    /// A signal with one guint argument (`activate` of GtkListView: the position).
    @discardableResult
    public func onUInt(_ signal: String, _ handler: @escaping @MainActor (UInt32) -> Void) -> SignalHandler {
        let trampoline: UIntSignal = { _, value, data in
            guard let handler = box(data, as: (@MainActor (UInt32) -> Void).self) else { return }
            MainActor.assumeIsolated { handler(value) }
        }
        return connect(signal, handler: handler, trampoline: trampoline)
    }

    /// A signal with one gint argument (`response` of dialogs).
    @discardableResult
    public func onInt(_ signal: String, _ handler: @escaping @MainActor (Int32) -> Void) -> SignalHandler {
        let trampoline: IntSignal = { _, value, data in
            guard let handler = box(data, as: (@MainActor (Int32) -> Void).self) else { return }
            MainActor.assumeIsolated { handler(value) }
        }
        return connect(signal, handler: handler, trampoline: trampoline)
    }

    /// A signal with one pointer argument (`notify::prop`, `setup`/`bind` of factories,
    /// `row-activated` of GtkListBox…).
    @discardableResult
    public func onPointer(
        _ signal: String, after: Bool = false,
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalHandler {
        let trampoline: PointerSignal = { _, value, data in
            guard let handler = box(data, as: (@MainActor (UnsafeMutableRawPointer?) -> Void).self) else { return }
            MainActor.assumeIsolated { handler(value) }
        }
        return connect(signal, handler: handler, trampoline: trampoline, after: after)
    }

    /// A signal with one gdouble argument (`scale-changed` of GtkGestureZoom…).
    @discardableResult
    public func onDouble(_ signal: String, _ handler: @escaping @MainActor (Double) -> Void) -> SignalHandler {
        let trampoline: DoubleSignal = { _, value, data in
            guard let handler = box(data, as: (@MainActor (Double) -> Void).self) else { return }
            MainActor.assumeIsolated { handler(value) }
        }
        return connect(signal, handler: handler, trampoline: trampoline)
    }

    /// A signal with two gdouble arguments (`drag-update`, `pressed` of long-press…).
    @discardableResult
    public func onDoubles(_ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalHandler {
        let trampoline: TwoDoubleSignal = { _, x, y, data in
            guard let handler = box(data, as: (@MainActor (Double, Double) -> Void).self) else { return }
            MainActor.assumeIsolated { handler(x, y) }
        }
        return connect(signal, handler: handler, trampoline: trampoline)
    }

    /// A signal with two gdouble arguments returning gboolean (`scroll` of
    /// GtkEventControllerScroll).
    @discardableResult
    public func onDoublesBool(
        _ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Bool
    ) -> SignalHandler {
        let trampoline: TwoDoubleBoolSignal = { _, x, y, data in
            guard let handler = box(data, as: (@MainActor (Double, Double) -> Bool).self) else { return 0 }
            return MainActor.assumeIsolated { handler(x, y) } ? 1 : 0
        }
        return connect(signal, handler: handler, trampoline: trampoline)
    }

    /// A signal with a gint and two gdoubles (`pressed`/`released` of GtkGestureClick).
    @discardableResult
    public func onIntDoubles(
        _ signal: String, _ handler: @escaping @MainActor (Int32, Double, Double) -> Void
    ) -> SignalHandler {
        let trampoline: IntTwoDoubleSignal = { _, n, x, y, data in
            guard let handler = box(data, as: (@MainActor (Int32, Double, Double) -> Void).self) else { return }
            MainActor.assumeIsolated { handler(n, x, y) }
        }
        return connect(signal, handler: handler, trampoline: trampoline)
    }

    /// `key-pressed` of GtkEventControllerKey: keyval, keycode, modifier state; return true
    /// when handled.
    @discardableResult
    public func onKey(
        _ signal: String, _ handler: @escaping @MainActor (UInt32, UInt32, UInt32) -> Bool
    ) -> SignalHandler {
        let trampoline: KeySignal = { _, keyval, keycode, state, data in
            guard let handler = box(data, as: (@MainActor (UInt32, UInt32, UInt32) -> Bool).self) else { return 0 }
            return MainActor.assumeIsolated { handler(keyval, keycode, state) } ? 1 : 0
        }
        return connect(signal, handler: handler, trampoline: trampoline)
    }

    /// `drop` of GtkDropTarget: the GValue pointer and the position; true when accepted.
    @discardableResult
    public func onPointerDoublesBool(
        _ signal: String,
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer?, Double, Double) -> Bool
    ) -> SignalHandler {
        let trampoline: PointerTwoDoubleBoolSignal = { _, value, x, y, data in
            guard let handler = box(data, as: (@MainActor (UnsafeMutableRawPointer?, Double, Double) -> Bool).self)
            else { return 0 }
            return MainActor.assumeIsolated { handler(value, x, y) } ? 1 : 0
        }
        return connect(signal, handler: handler, trampoline: trampoline)
    }

    /// Runs `handler` whenever the property `name` changes (`notify::name`).
    @discardableResult
    public func onNotify(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onPointer("notify::" + name) { _ in handler() }
    }

    /// Emits a signal that takes no arguments and returns nothing (for tests and for
    /// driving widgets: `clicked`, `activate`).
    public func emit(_ signal: String) {
        g_signal_emit_by_name_swift(pointer, signal)
    }
}

private func g_signal_emit_by_name_swift(_ instance: UnsafeMutableRawPointer, _ signal: String) {
    var id: guint = 0
    var detail: GQuark = 0
    let type = instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    guard g_signal_parse_name(signal, type, &id, &detail, 0) != 0 else { return }
    var value = GValue()
    g_value_init(&value, type)
    g_value_set_object(&value, instance)
    g_signal_emitv(&value, id, detail, nil)
    g_value_unset(&value)
}
