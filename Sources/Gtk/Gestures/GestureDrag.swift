import CGtk

/// A press-and-move (`GtkGestureDrag`): reports offsets from where the drag began.
@MainActor
public final class GestureDrag: GestureSingle {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_gesture_drag_new()), ownership: .adopt)
    }

    /// Where the drag began, or nil when no drag is in progress.
    public var startPoint: (x: Double, y: Double)? {
        guard isActive else { return nil }
        var x = 0.0, y = 0.0
        guard gtk_gesture_drag_get_start_point(gesture, &x, &y) != 0 else { return nil }
        return (x, y)
    }
}
