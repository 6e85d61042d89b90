import CGtk

/// A two-finger pinch on a touchscreen or touchpad (`GtkGestureZoom`).
@MainActor
public final class GestureZoom: Gesture {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_gesture_zoom_new()), ownership: .adopt)
    }

}
