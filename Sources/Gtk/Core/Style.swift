import CGtk

/// Loads application CSS for the whole display (`GtkCssProvider`).
@MainActor
public enum Style {
    private static var providers: [UnsafeMutableRawPointer] = []

    /// Adds `css` at application priority for the default display.
    public static func load(css: String) {
        guard let provider = gtk_css_provider_new(), let display = gdk_display_get_default() else { return }
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider),
            UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        providers.append(UnsafeMutableRawPointer(provider))
    }

    /// Adds a folder of icons to the icon theme's search path (`hicolor` layout).
    public static func addIconSearchPath(_ path: String) {
        guard let display = gdk_display_get_default(),
            let theme = gtk_icon_theme_get_for_display(display)
        else { return }
        gtk_icon_theme_add_search_path(theme, path)
    }

}

/// GTK's one-time initialisation, for programs that run without an Application (the
/// benchmarks; the tests).
@MainActor
public enum Toolkit {
    /// Initialises GTK and libadwaita if a display is available; false when none can
    /// be opened. (An `Application` initialises libadwaita itself at startup.)
    @discardableResult
    public static func initialize() -> Bool {
        guard gtk_init_check() != 0 else { return false }
        adw_init()
        return true
    }
}
