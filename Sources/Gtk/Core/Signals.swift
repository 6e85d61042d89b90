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

extension Object {
    /// Connects a trampoline with a retained box; the box is released by GLib's notify.
    /// Used by the generated connectors (`Generated/Signals+Generated.swift`), whose
    /// trampolines have the signal's C signature from GIR.
    func connect<Handler, Trampoline>(_ signal: String, handler: Handler, trampoline: Trampoline) -> SignalHandler {
        let data = Unmanaged.passRetained(ClosureBox(handler) as AnyObject).toOpaque()
        let callback = unsafeBitCast(trampoline, to: GCallback.self)
        let id = g_signal_connect_data(
            gobject, signal, callback, data, releaseClosureBox, GConnectFlags(0))
        return SignalHandler(id: UInt(id))
    }

    /// Removes a handler; its closure box is released by GLib.
    public func disconnect(_ handler: SignalHandler) {
        g_signal_handler_disconnect(gobject, gulong(handler.id))
    }

    /// A signal with no arguments and no return value, by name (`destroy`, a frame clock's
    /// `after-paint`…), for objects the wrapper has no class for. Wrapper classes connect
    /// through their generated typed connectors (`onClicked`); the GIR conformance test
    /// checks that every name given here is a signal without arguments and result.
    @discardableResult
    public func on(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        connectVoid(signal, handler)
    }

    /// A signal with one pointer argument (`notify::prop`, `setup`/`bind` of list item
    /// factories).
    @discardableResult
    public func onPointer(
        _ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalHandler {
        connectPointer(signal, handler)
    }

    /// Runs `handler` whenever the property `name` changes (`notify::name`).
    @discardableResult
    public func onNotify(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onPointer("notify::" + name) { _ in handler() }
    }

    /// Emits a signal that takes no arguments and returns nothing (driving widgets:
    /// `clicked`, `activate`).
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
