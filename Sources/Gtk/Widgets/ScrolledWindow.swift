import CGtk

/// A scrollable viewport around one child (`GtkScrolledWindow`).
@MainActor
public final class ScrolledWindow: Widget {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_scrolled_window_new()))
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // Scroll bars are heard by their role and orientation alone.
        for bar in [gtk_scrolled_window_get_hscrollbar(scrolled), gtk_scrolled_window_get_vscrollbar(scrolled)] {
            if let bar { AccessibleNames.withoutTypeName(UnsafeMutableRawPointer(bar)) }
        }
    }
    var scrolled: OpaquePointer { opaque }
    public var child: Widget? { didSet { gtk_scrolled_window_set_child(scrolled, child?.widget) } }
    public func setPolicy(horizontal: Bool, vertical: Bool) {
        gtk_scrolled_window_set_policy(
            scrolled, horizontal ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
            vertical ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
    }
}
