/// Where the generator reads, relative to the package root, and how its files become one.
public enum GIRSources {
    public static let girDirectory = "/usr/share/gir-1.0"
    /// The GIR files of the libraries the wrapper calls.
    public static let files = [
        "GLib-2.0.gir", "GObject-2.0.gir", "Gio-2.0.gir", "GdkPixbuf-2.0.gir", "Pango-1.0.gir", "PangoCairo-1.0.gir",
        "Gdk-4.0.gir", "Gsk-4.0.gir", "Gtk-4.0.gir", "Adw-1.gir",
    ]
    public static let allowList = "Sources/Tools/gir-gen/allow-list.txt"
    /// The name of the one file the build compiles into the `Gtk` target.
    public static let outputName = "WrapperGenerated.swift"

    /// The generator's files (name → text) as one Swift file, in the order of their names.
    public static func singleFile(_ files: [String: String]) -> String {
        files.sorted { $0.key < $1.key }.map { "// MARK: - \($0.key)\n\n" + $0.value }.joined(separator: "\n")
    }
}
