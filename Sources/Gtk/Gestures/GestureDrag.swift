import CGtk

/// A press-and-move (`GtkGestureDrag`): reports offsets from where the drag began.
@MainActor
public final class GestureDrag: GestureSingle {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_gesture_drag_new()), ownership: .adopt)
    }

    /// `drag-begin(x, y)`: the press point in widget coordinates.
    @discardableResult
    public func onDragBegin(_ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalHandler {
        onDoubles("drag-begin", handler)
    }

    /// `drag-update(dx, dy)`: the offset from the start point (a total, not a step).
    @discardableResult
    public func onDragUpdate(_ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalHandler {
        onDoubles("drag-update", handler)
    }

    /// `drag-end(dx, dy)`: the final offset from the start point.
    @discardableResult
    public func onDragEnd(_ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalHandler {
        onDoubles("drag-end", handler)
    }

    /// Where the drag began, or nil when no drag is in progress.
    public var startPoint: (x: Double, y: Double)? {
        guard isActive else { return nil }
        var x = 0.0, y = 0.0
        guard gtk_gesture_drag_get_start_point(gesture, &x, &y) != 0 else { return nil }
        return (x, y)
    }
}
