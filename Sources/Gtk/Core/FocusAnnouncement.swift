import CGtk
import GtkShims

/// Tells a screen reader a message without moving the focus (a toast). GTK 4.8 has no
/// announcement API (`gtk_accessible_announce` is GTK 4.14's), and Orca 43 speaks a change
/// of the accessible description of the widget that has the focus: the message is that
/// widget's description while it stands, and follows the focus to the next widget when
/// the focus moves (a deleted row's neighbour). `end()` gives each widget its own
/// description back: the one set through `Widget.setAccessibleDescription` (an entry
/// row's for its text), else its tooltip (which GTK uses as the description).
@MainActor
public final class FocusAnnouncement {
    private let text: String
    private let window: Window?
    private var holder: UnsafeMutableRawPointer?
    private var handler: SignalHandler?

    /// Starts saying `text` on the focus of the window `widget` is in; with
    /// `followsFocus` false it stays on that widget (a message about it).
    public init(_ text: String, in widget: Widget, followsFocus: Bool = true) {
        self.text = text
        window = widget.window
        if followsFocus { handler = window?.onNotify("focus-widget") { [weak self] in self?.follow() } }
        follow()
    }

    /// The focused widget's own description again; nothing more is said.
    public func end() {
        if let handler, let window { window.disconnect(handler) }
        handler = nil
        release()
    }

    private func follow() {
        let focus = window?.focusPointer
        guard focus != holder else { return }
        release()
        guard let focus else { return }
        holder = g_object_ref(focus)
        dd_accessible_set_description(focus, text)
    }

    private func release() {
        guard let widget = holder else { return }
        holder = nil
        let own = FocusAnnouncement.ownDescription(of: widget)
        let tooltip = gtk_widget_get_tooltip_text(widget.assumingMemoryBound(to: GtkWidget.self)).map {
            String(cString: $0)
        }
        dd_accessible_set_description(widget, own ?? tooltip ?? "")
        g_object_unref(widget)
    }

    /// The description set through `Widget.setAccessibleDescription` on `widget`, or on
    /// the entry row whose text `widget` is (the text has the focus, not the row).
    private static func ownDescription(of widget: UnsafeMutableRawPointer) -> String? {
        if let own = (Object.wrapper(of: widget) as? Widget)?.accessibleDescription { return own }
        var ancestor = gtk_widget_get_parent(widget.assumingMemoryBound(to: GtkWidget.self))
        while let current = ancestor {
            if let row = Object.wrapper(of: UnsafeMutableRawPointer(current)) as? EntryRow {
                return row.text == widget ? row.accessibleDescription : nil
            }
            ancestor = gtk_widget_get_parent(current)
        }
        return nil
    }

    isolated deinit {
        end()
    }
}
