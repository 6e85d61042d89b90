import GtkShims

/// The app's log (GLib's, under `domain`: the journal or the terminal). Every failure
/// the user is told about is logged here too, with its details.
public enum Log {
    /// GLib's log domain, set once by the app at start-up (nil: GLib's default).
    nonisolated(unsafe) public static var domain: String?

    /// Something failed that the user was told about.
    public static func problem(_ message: String) { dd_log(domain, 0, message) }
}
