import CGtk

@testable import Gtk

/// Observes whether a GObject has been finalized, without keeping it alive
/// (`g_object_weak_ref`). Tests use it to prove that closed pages free their widgets.
@MainActor
public final class FinalizationProbe {
    private final class Flag { var finalized = false }
    private nonisolated(unsafe) let flag = Flag()
    private nonisolated(unsafe) let flagPointer: UnsafeMutableRawPointer
    private nonisolated(unsafe) let object: UnsafeMutableRawPointer

    private nonisolated static let notify: GWeakNotify = { data, _ in
        guard let data else { return }
        Unmanaged<Flag>.fromOpaque(data).takeRetainedValue().finalized = true
    }

    public init(_ object: Object) {
        self.object = object.pointer
        flagPointer = Unmanaged.passRetained(flag).toOpaque()
        g_object_weak_ref(object.gobject, FinalizationProbe.notify, flagPointer)
    }

    /// True once the object was finalized.
    public var isFinalized: Bool { flag.finalized }

    deinit {
        // Still alive: remove the weak ref and balance the retained flag ourselves.
        if !flag.finalized {
            g_object_weak_unref(object.assumingMemoryBound(to: GObject.self), FinalizationProbe.notify, flagPointer)
            Unmanaged<Flag>.fromOpaque(flagPointer).release()
        }
    }
}
