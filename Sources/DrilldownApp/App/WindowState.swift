import Gtk
import Model

/// The main window's size and maximized state, kept in the app's settings: restored
/// before the window is shown, saved once when it closes (not on every resize, which
/// would write the settings file many times a second while the user drags an edge).
/// Without the app's settings schema (not installed, not compiled into the build tree)
/// the window opens at the standard size and nothing is saved.
@MainActor
enum WindowState {
    static let widthKey = "window-width"
    static let heightKey = "window-height"
    static let maximizedKey = "window-maximized"

    /// Gives `window` its saved size (clamped to the monitors) and maximized state, and
    /// saves them when it closes.
    static func restore(_ window: Window, settings: Settings?) {
        let monitor = Window.largestMonitorSize.map { WindowSize(width: $0.width, height: $0.height) }
        let saved = settings.map { WindowSize(width: $0.int(widthKey), height: $0.int(heightKey)) } ?? .standard
        let size = saved.clamped(toMonitor: monitor)
        window.setDefaultSize(width: size.width, height: size.height)
        if settings?.bool(maximizedKey) == true { window.maximize() }
        guard let settings else { return }
        window.onCloseRequest { [weak window] in
            if let window { save(window, to: settings) }
            return false
        }
    }

    /// Saves the size the window has when not maximized (GTK keeps it as the default
    /// size) and whether it is maximized.
    static func save(_ window: Window, to settings: Settings) {
        let size = window.defaultSize
        if size.width > 0, size.height > 0 {
            settings.setInt(widthKey, size.width)
            settings.setInt(heightKey, size.height)
        }
        settings.setBool(maximizedKey, window.isMaximized)
    }
}
