import CGtk

/// Text (`GtkLabel`).
@MainActor
public final class Label: Widget {
    public init(_ text: String = "") {
        super.init(UnsafeMutableRawPointer(gtk_label_new(text)))
    }

    var label: OpaquePointer { opaque }

    public var text: String {
        get { String(cString: gtk_label_get_text(label)) }
        set { gtk_label_set_text(label, newValue) }
    }
    public static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
    public var wraps: Bool {
        get { gtk_label_get_wrap(label) != 0 }
        set {
            gtk_label_set_wrap(label, newValue ? 1 : 0)
            gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
        }
    }
    /// Ellipsizes at the end when too long.
    public func ellipsize() { gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END) }
    public func setJustifyCenter() { gtk_label_set_justify(label, GTK_JUSTIFY_CENTER) }
    /// Selects nothing (a selectable label selects all its text when it takes the focus).
    public func selectNone() { gtk_label_select_region(label, 0, 0) }
    /// Whether some of the text is selected.
    public var hasSelection: Bool { gtk_label_get_selection_bounds(label, nil, nil) != 0 }
    /// Makes this label the accessible label of `widget` and its mnemonic target.
    public func setMnemonicWidget(_ widget: Widget) { gtk_label_set_mnemonic_widget(label, widget.widget) }
}
