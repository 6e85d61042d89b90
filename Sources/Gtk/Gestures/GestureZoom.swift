import CGtk

/// A two-finger pinch on a touchscreen or touchpad (`GtkGestureZoom`).
@MainActor
public final class GestureZoom: Gesture {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_gesture_zoom_new()), ownership: .adopt)
    }

    /// `scale-changed(scale)`: the fingers' distance relative to when the pinch began
    /// (2 = twice as far apart). A total since `begin`, not a step.
    @discardableResult
    public func onScaleChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalHandler {
        onDouble("scale-changed", handler)
    }

    /// The current scale relative to the start (1 when no pinch is going on).
    public var scaleDelta: Double { gtk_gesture_zoom_get_scale_delta(gesture) }
}
