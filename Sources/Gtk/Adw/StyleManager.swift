import CGtk

/// libadwaita's style manager (`AdwStyleManager`): the app follows the desktop's
/// light/dark preference (`org.gnome.desktop.interface color-scheme`, read through
/// the settings portal or GSettings) and its high-contrast setting.
@MainActor
public final class StyleManager {
    /// Which colour scheme the app asks for.
    public enum ColorScheme: Sendable {
        /// Light unless the desktop prefers dark (GNOME's default for apps).
        case followDesktop
        case forceLight
        case forceDark

        var adw: AdwColorScheme {
            switch self {
            case .followDesktop: ADW_COLOR_SCHEME_PREFER_LIGHT
            case .forceLight: ADW_COLOR_SCHEME_FORCE_LIGHT
            case .forceDark: ADW_COLOR_SCHEME_FORCE_DARK
            }
        }
    }

    private let manager: OpaquePointer
    private let object: Object

    /// The default display's style manager (libadwaita must be initialised: an
    /// `Application` or `Toolkit.initialize()` does it).
    public static let shared = StyleManager()

    private init() {
        let pointer = adw_style_manager_get_default()!
        manager = pointer
        // Borrowed (transfer none): the wrapper adds its own reference.
        object = Object(UnsafeMutableRawPointer(pointer))
    }

    public var colorScheme: ColorScheme {
        get {
            switch adw_style_manager_get_color_scheme(manager) {
            case ADW_COLOR_SCHEME_FORCE_LIGHT: .forceLight
            case ADW_COLOR_SCHEME_FORCE_DARK: .forceDark
            default: .followDesktop
            }
        }
        set { adw_style_manager_set_color_scheme(manager, newValue.adw) }
    }

    /// Whether the app is drawn dark now.
    public var isDark: Bool { adw_style_manager_get_dark(manager) != 0 }
    /// Whether the desktop asks for high contrast.
    public var isHighContrast: Bool { adw_style_manager_get_high_contrast(manager) != 0 }

    /// Runs `handler` when the app switches between light and dark.
    @discardableResult
    public func onDarkChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        object.onNotify("dark", handler)
    }

}
