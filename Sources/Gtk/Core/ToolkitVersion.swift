import CGtk

/// The versions of GTK and libadwaita the process runs on (as loaded, not as built
/// against), for an app's troubleshooting information.
public enum ToolkitVersion {
    /// "4.8.3".
    public static var gtk: String { "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())" }
    /// "1.2.2".
    public static var libadwaita: String {
        "\(adw_get_major_version()).\(adw_get_minor_version()).\(adw_get_micro_version())"
    }
}
