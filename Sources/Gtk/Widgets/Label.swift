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
    public var selectable: Bool {
        get { gtk_label_get_selectable(label) != 0 }
        set { gtk_label_set_selectable(label, newValue ? 1 : 0) }
    }
    /// Horizontal alignment of the text inside the label, 0 (start) … 1 (end).
    public var xalign: Float {
        get { gtk_label_get_xalign(label) }
        set { gtk_label_set_xalign(label, newValue) }
    }
    /// Ellipsizes at the end when too long.
    public func ellipsize() { gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END) }
    public func setJustifyCenter() { gtk_label_set_justify(label, GTK_JUSTIFY_CENTER) }
    /// The width, in characters, the label asks for at least (-1: none). A wrapping
    /// label without it is measured at width 0 for its minimum width: Pango then breaks
    /// the text before every character, reshaping the rest at each break (quadratic).
    public var widthChars: Int32 {
        get { gtk_label_get_width_chars(label) }
        set { gtk_label_set_width_chars(label, newValue) }
    }
    public var maxWidthChars: Int32 {
        get { gtk_label_get_max_width_chars(label) }
        set { gtk_label_set_max_width_chars(label, newValue) }
    }
    /// Makes this label the accessible label of `widget` and its mnemonic target.
    public func setMnemonicWidget(_ widget: Widget) { gtk_label_set_mnemonic_widget(label, widget.widget) }
}
