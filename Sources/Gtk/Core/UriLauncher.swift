import CGtk
import Foundation

/// Opens a web address in the user's browser (or whatever handles its scheme) with
/// `gtk_show_uri`: GTK 4.8 has no GtkUriLauncher (4.10+). In a sandbox this goes
/// through the OpenURI portal; `parent` lets the desktop place the browser sensibly.
///
/// Pages take the launcher as an injectable closure (`UriLauncher.Open`) defaulting to
/// `UriLauncher.open`, so tests can record the URL instead of starting a browser.
@MainActor
public enum UriLauncher {
    /// How a page opens a URL; substitute it in tests.
    public typealias Open = @MainActor (URL) -> Void

    /// `GDK_CURRENT_TIME` (a C macro Swift does not import): "now" as event time.
    private static let currentTime: guint32 = 0

    /// Asks the desktop to open `url`, over `parent` when given. Failures (no browser)
    /// are reported by GTK itself; there is no result to wait for on GTK 4.8.
    public static func open(_ url: URL, parent: Window?) {
        gtk_show_uri(parent?.gtkWindow, url.absoluteString, currentTime)
    }

    /// Whether the desktop has an application for addresses of `scheme` ("help"): without
    /// one `gtk_show_uri` can only fail, and GTK 4.8 does not tell the caller.
    public static func hasHandler(forScheme scheme: String) -> Bool {
        guard let info = g_app_info_get_default_for_uri_scheme(scheme) else { return false }
        g_object_unref(UnsafeMutableRawPointer(info))
        return true
    }

    /// A launcher that opens URLs over `parent` (held weakly, so a page keeping the
    /// closure does not keep its window alive).
    public static func launcher(parent: Window?) -> Open {
        { [weak parent] url in open(url, parent: parent) }
    }
}
