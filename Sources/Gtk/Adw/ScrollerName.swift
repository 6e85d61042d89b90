import CGtk
import GtkShims

extension Widget {
    /// Names the widget's own scrolled window (a direct child, as in AdwStatusPage and
    /// AdwPreferencesPage). It takes the focus when nothing in it can, so the keys can
    /// scroll; named, a screen reader says what it is instead of nothing.
    func nameOwnScroller(_ name: String) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_scrolled_window_get_type()) != 0 {
                dd_accessible_set_label(UnsafeMutableRawPointer(current), name)
                return
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
