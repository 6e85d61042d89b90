import CGtk

/// Where the pointer is over a widget (`GtkEventControllerMotion`).
///
/// Keeps the last known position, which controllers without coordinates (scrolling)
/// use as their anchor: Ctrl+scroll zooms about the pointer.
@MainActor
public final class MotionController: EventController {
    /// The last pointer position in widget coordinates, nil when the pointer is outside.
    public private(set) var position: (x: Double, y: Double)?

    public init() {
        super.init(UnsafeMutableRawPointer(gtk_event_controller_motion_new()), ownership: .adopt)
        onDoubles("enter") { [weak self] x, y in self?.position = (x, y) }
        onDoubles("motion") { [weak self] x, y in self?.position = (x, y) }
        on("leave") { [weak self] in self?.position = nil }
    }

    /// `motion(x, y)` as the pointer moves over the widget.
    @discardableResult
    public func onMotion(_ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalHandler {
        onDoubles("motion", handler)
    }
}
