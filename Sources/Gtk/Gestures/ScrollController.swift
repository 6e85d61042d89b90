import CGtk

/// Scroll wheel and touchpad scrolling (`GtkEventControllerScroll`).
@MainActor
public final class ScrollController: EventController {
    /// What one unit of `scroll`'s deltas means.
    public enum Unit: Sendable {
        /// Wheel clicks (1 per notch; touchpads on X11 give fractions of a click).
        case wheel
        /// Surface pixels (touchpads on Wayland).
        case surface
    }

    public init(axes: Axes = .both) {
        let flags = GtkEventControllerScrollFlags(rawValue: axes.rawValue)
        super.init(UnsafeMutableRawPointer(gtk_event_controller_scroll_new(flags)), ownership: .adopt)
    }

    /// The unit of the scroll event being handled (GTK 4.8).
    public var unit: Unit {
        gtk_event_controller_scroll_get_unit(opaque) == GDK_SCROLL_UNIT_SURFACE ? .surface : .wheel
    }

}
