/// Where the generator reads and writes, relative to the package root.
public enum GIRSources {
    public static let girDirectory = "/usr/share/gir-1.0"
    /// The GIR files of the libraries the wrapper calls.
    public static let files = [
        "GLib-2.0.gir", "GObject-2.0.gir", "Gio-2.0.gir", "GdkPixbuf-2.0.gir", "Pango-1.0.gir", "PangoCairo-1.0.gir",
        "Gdk-4.0.gir", "Gsk-4.0.gir", "Gtk-4.0.gir", "Adw-1.gir",
    ]
    public static let allowList = "Sources/Tools/gir-gen/allow-list.txt"
    public static let output = "Sources/Gtk/Generated"
}
