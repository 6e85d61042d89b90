import CGtk

/// Scroll wheel and touchpad scrolling (`GtkEventControllerScroll`).
@MainActor
public final class ScrollController: EventController {
    /// Which scroll deltas to report.
    public struct Axes: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let vertical = Axes(rawValue: GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue)
        public static let horizontal = Axes(rawValue: GTK_EVENT_CONTROLLER_SCROLL_HORIZONTAL.rawValue)
        public static let both: Axes = [.vertical, .horizontal]
        /// Report whole wheel clicks only (no smooth fractions).
        public static let discrete = Axes(rawValue: GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue)
        /// Also report the kinetic "decelerate" velocity after a touchpad flick.
        public static let kinetic = Axes(rawValue: GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
    }

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

    /// `scroll(dx, dy)`: return true when handled (it then stops propagating).
    @discardableResult
    public func onScroll(_ handler: @escaping @MainActor (Double, Double) -> Bool) -> SignalHandler {
        onDoublesBool("scroll", handler)
    }

    /// `decelerate(vx, vy)`: a kinetic touchpad flick ended with this velocity.
    @discardableResult
    public func onDecelerate(_ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalHandler {
        onDoubles("decelerate", handler)
    }
}
