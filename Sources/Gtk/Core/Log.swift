import GtkShims

/// The app's log (GLib's, domain "drilldown": the journal or the terminal). Every
/// failure the user is told about is logged here too, with its details.
public enum Log {
    /// Something failed that the user was told about.
    public static func problem(_ message: String) { dd_log(0, message) }
}
