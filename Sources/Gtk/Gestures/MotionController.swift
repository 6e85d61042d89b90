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
        onEnterRaw { [weak self] x, y in self?.position = (x, y) }
        onMotion { [weak self] x, y in self?.position = (x, y) }
        onLeaveRaw { [weak self] in self?.position = nil }
    }

}
