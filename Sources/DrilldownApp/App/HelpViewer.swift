import Foundation
import Gtk
import Model

/// The app's help (F1, "Help" in the main menu): its Mallard pages, installed by meson
/// under `share/help/<language>/io.github.drilldown.Drilldown`, opened in the desktop's
/// help viewer (Yelp) through `help:` addresses. Without a help viewer a toast says so.
@MainActor
enum HelpViewer {
    static let address = URL(string: "help:" + AppInfo.id)

    /// Opens the help's first page over `window`, or says in `toast` that nothing can.
    /// `hasViewer` and `open` are the desktop's; tests replace them.
    static func open(
        over window: Window, toast: ToastOverlay,
        hasViewer: () -> Bool = { UriLauncher.hasHandler(forScheme: "help") },
        open: UriLauncher.Open? = nil
    ) {
        guard let address, hasViewer() else {
            toast.show(tr("No help viewer is installed"))
            return
        }
        (open ?? UriLauncher.launcher(parent: window))(address)
    }
}
