import CGtk

/// The velocity of a drag when it ends (`GtkGestureSwipe`): flicks and kinetic panning.
@MainActor
public final class GestureSwipe: GestureSingle {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_gesture_swipe_new()), ownership: .adopt)
    }

}
