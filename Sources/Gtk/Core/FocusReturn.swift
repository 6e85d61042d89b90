import CGtk

/// Remembers the widget that has the keyboard focus in a window and gives the focus
/// back to it later: when a menu, popover or dialog it opened closes, or when the user
/// comes back to a page. The widget is kept alive (one reference) until this object goes.
@MainActor
public final class FocusReturn {
    private nonisolated(unsafe) let target: UnsafeMutablePointer<GtkWidget>?

    /// Remembers `window`'s focus widget (nothing when no widget has the focus).
    public convenience init(window: Window) {
        self.init(root: UnsafeMutableRawPointer(window.gtkWindow))
    }

    /// Remembers the focus of the window `widget` is in (nothing when it is in none).
    public convenience init(around widget: Widget) {
        self.init(root: gtk_widget_get_root(widget.widget).map { UnsafeMutableRawPointer($0) })
    }

    private init(root: UnsafeMutableRawPointer?) {
        target = root.flatMap { gtk_root_get_focus(OpaquePointer($0)) }
        if let target { g_object_ref(UnsafeMutableRawPointer(target)) }
    }

    deinit {
        if let target { g_object_unref(UnsafeMutableRawPointer(target)) }
    }

    /// Whether a widget was remembered.
    public var hasTarget: Bool { target != nil }

    /// Whether the remembered widget is `widget` or inside it.
    public func isInside(_ widget: Widget) -> Bool {
        guard let target else { return false }
        return target == widget.widget || gtk_widget_is_ancestor(target, widget.widget) != 0
    }

    /// Gives the focus back to the remembered widget if it is still on screen and can
    /// take it; false otherwise (the caller then puts the focus somewhere sensible).
    @discardableResult
    public func restore() -> Bool {
        guard let target, gtk_widget_get_mapped(target) != 0, gtk_widget_is_sensitive(target) != 0,
            gtk_widget_get_root(target) != nil
        else { return false }
        return gtk_widget_grab_focus(target) != 0
    }

    /// Restores the focus unless it is already inside `scope` (e.g. a delete from a
    /// menu moved it to the next row): only a focus that went astray is brought back.
    @discardableResult
    public func restore(unlessFocusIsIn scope: Widget) -> Bool {
        if scope.containsFocus, !scope.hasFocus { return true }
        return restore()
    }
}
