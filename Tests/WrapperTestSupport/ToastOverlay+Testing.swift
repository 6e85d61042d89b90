import CGtk
import Foundation

@testable import Gtk

extension ToastOverlay {
    /// The message of the toast shown (its title, read back from the AdwToast and
    /// unescaped), or nil when no toast is up.
    public var currentMessage: String? {
        guard let toast = current, let title = adw_toast_get_title(toast.opaque) else { return nil }
        var text: UnsafeMutablePointer<CChar>?
        guard pango_parse_markup(title, -1, 0, nil, &text, nil, nil) != 0, let text else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The label of the shown toast's button ("" when it has none).
    public var actionLabel: String {
        guard let toast = current, let label = adw_toast_get_button_label(toast.opaque) else { return "" }
        return String(cString: label)
    }
}
