import CGtk

/// A scrollable viewport around one child (`GtkScrolledWindow`).
@MainActor
public final class ScrolledWindow: Widget {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_scrolled_window_new()))
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }
    var scrolled: OpaquePointer { opaque }
    public var child: Widget? { didSet { gtk_scrolled_window_set_child(scrolled, child?.widget) } }
    public func setPolicy(horizontal: Bool, vertical: Bool) {
        gtk_scrolled_window_set_policy(scrolled, horizontal ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
                                       vertical ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
    }
    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(scrolled) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(scrolled, newValue ? 1 : 0) }
    }
    /// The vertical scroll position and range, for tests and for restoring positions.
    public var verticalValue: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(scrolled)) }
        set { gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(scrolled), newValue) }
    }
    public var verticalUpper: Double { gtk_adjustment_get_upper(gtk_scrolled_window_get_vadjustment(scrolled)) }
}
