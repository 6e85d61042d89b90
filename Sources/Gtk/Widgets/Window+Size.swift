import CGtk

/// A window's size and maximized state, as an app saves them when the window closes and
/// restores them before it is shown (GNOME's "saving window state" pattern).
extension Window {
    /// The size the window opens at; once shown, GTK keeps it at the window's size when
    /// not maximized, tiled or fullscreen: what to save for the next start.
    public var defaultSize: (width: Int32, height: Int32) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(gtkWindow, &width, &height)
        return (width, height)
    }

    public var isMaximized: Bool { gtk_window_is_maximized(gtkWindow) != 0 }

    /// Asks the window manager to maximize the window (before it is shown: it opens so).
    public func maximize() { gtk_window_maximize(gtkWindow) }

    /// The largest width and height among the display's monitors (nil without a display
    /// or monitors): no window should open larger than that.
    public static var largestMonitorSize: (width: Int32, height: Int32)? {
        guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display) else {
            return nil
        }
        var width: Int32 = 0
        var height: Int32 = 0
        for index in 0..<g_list_model_get_n_items(monitors) {
            guard let item = g_list_model_get_item(monitors, index) else { continue }
            defer { g_object_unref(item) }
            var geometry = GdkRectangle()
            gdk_monitor_get_geometry(OpaquePointer(item), &geometry)
            width = max(width, geometry.width)
            height = max(height, geometry.height)
        }
        return width > 0 && height > 0 ? (width, height) : nil
    }
}
