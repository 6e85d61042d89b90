import CGtk

/// Press and hold for any length of time without moving: a cancellable timer started on
/// the press.
///
/// It runs on its own `GestureDrag`: the press starts the timer; moving further than the
/// system drag threshold, releasing, or losing the sequence cancels it. When the time
/// is up the sequence is claimed, so the same press does not also end as a click or a pan.
@MainActor
public final class PressAndHold {
    /// The gesture that sees the press; add it to the widget with `attach(to:)`.
    public let gesture = GestureDrag()
    /// How long the press must last.
    public var holdSeconds: Double
    /// How far (pixels) the pointer may wander before the hold is cancelled.
    public var movementThreshold: Double

    private var timer: TimeoutHandle?
    private var pressPoint = (x: 0.0, y: 0.0)
    private var heldHandler: (@MainActor (Double, Double) -> Void)?

    public init(holdSeconds: Double) {
        self.holdSeconds = holdSeconds
        self.movementThreshold = Double(PressAndHold.systemDragThreshold)
        gesture.onDragBegin { [weak self] x, y in self?.start(x: x, y: y) }
        gesture.onDragUpdate { [weak self] dx, dy in self?.moved(dx: dx, dy: dy) }
        gesture.onDragEnd { [weak self] _, _ in self?.cancel() }
        gesture.onCancel { [weak self] in self?.cancel() }
    }

    /// Adds the gesture to `widget`, which keeps this object alive.
    public func attach(to widget: Widget) {
        widget.addController(gesture)
        widget.retain(self)
    }

    /// `handler(x, y)` runs when a press was held long enough (x, y: the press point).
    public func onHeld(_ handler: @escaping @MainActor (Double, Double) -> Void) {
        heldHandler = handler
    }

    /// True while a press is being timed.
    public var isPending: Bool { timer?.isPending ?? false }

    /// Stops timing the current press (nothing fires).
    public func cancel() {
        timer?.cancel()
        timer = nil
    }

    private func start(x: Double, y: Double) {
        cancel()
        pressPoint = (x, y)
        let ms = UInt32(max(0, min(Double(UInt32.max), holdSeconds * 1000)))
        timer = MainContext.after(milliseconds: ms) { [weak self] in self?.fire() }
    }

    private func moved(dx: Double, dy: Double) {
        if (dx * dx + dy * dy).squareRoot() > movementThreshold { cancel() }
    }

    private func fire() {
        timer = nil
        gesture.claim()
        heldHandler?(pressPoint.x, pressPoint.y)
    }

    /// `gtk-dnd-drag-threshold`: how far a press may move and still be a click (8 px).
    public static var systemDragThreshold: Int32 {
        guard let settings = gtk_settings_get_default() else { return 8 }
        var value = GValue()
        g_value_init(&value, FundamentalType.int)
        g_object_get_property(
            UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self),
            "gtk-dnd-drag-threshold", &value)
        let pixels = g_value_get_int(&value)
        g_value_unset(&value)
        return pixels > 0 ? pixels : 8
    }
}
