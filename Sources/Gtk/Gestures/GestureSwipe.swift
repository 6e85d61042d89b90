import CGtk

/// The velocity of a drag when it ends (`GtkGestureSwipe`): flicks and kinetic panning.
@MainActor
public final class GestureSwipe: GestureSingle {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_gesture_swipe_new()), ownership: .adopt)
    }

    /// `swipe(velocityX, velocityY)` in pixels per second, when the sequence ends.
    @discardableResult
    public func onSwipe(_ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalHandler {
        onDoubles("swipe", handler)
    }
}
