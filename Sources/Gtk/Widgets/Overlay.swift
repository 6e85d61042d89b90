import CGtk

/// Stacks overlay widgets on top of a main child (`GtkOverlay`).
@MainActor
public final class Overlay: Widget {
    private var children: [Widget] = []
    public init() { super.init(UnsafeMutableRawPointer(gtk_overlay_new())) }
    var overlay: OpaquePointer { opaque }
    public var child: Widget? { didSet { gtk_overlay_set_child(overlay, child?.widget) } }
    public func addOverlay(_ widget: Widget) {
        gtk_overlay_add_overlay(overlay, widget.widget)
        children.append(widget)
    }
}

/// A busy indicator (`GtkSpinner`).
@MainActor
public final class Spinner: Widget {
    public init() { super.init(UnsafeMutableRawPointer(gtk_spinner_new())) }
}

/// A multi-line text editor (`GtkTextView`).
@MainActor
public final class TextView: Widget {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_text_view_new()))
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
    }
    var view: UnsafeMutablePointer<GtkTextView> { cast(GtkTextView.self) }
    public var text: String {
        get {
            let buffer = gtk_text_view_get_buffer(view)
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(chars) }
            return String(cString: chars)
        }
        set { gtk_text_buffer_set_text(gtk_text_view_get_buffer(view), newValue, -1) }
    }
    /// Whether the text can be changed; a read-only view shows no cursor either.
    public var isEditable: Bool {
        get { editable }
        set { (editable, cursorVisible) = (newValue, newValue) }
    }
    /// Called after every edit of the text.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        let buffer = Object(UnsafeMutableRawPointer(gtk_text_view_get_buffer(view)))
        retain(buffer)
        return buffer.on("changed", handler)
    }
}
