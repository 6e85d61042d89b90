import CGtk

/// A plain row of a `PreferencesGroup` holding any widget (`AdwPreferencesRow`): e.g. a
/// picture or a message inside the boxed list. Not activatable, not focusable by
/// default. Its title is what searches and screen readers may use to name it.
@MainActor
public final class PreferencesRow: Widget {
    private var content: Widget?

    public init(_ child: Widget? = nil, title: String = "") {
        super.init(UnsafeMutableRawPointer(adw_preferences_row_new()))
        gtk_list_box_row_set_activatable(cast(GtkListBoxRow.self), 0)
        focusable = false
        if !title.isEmpty { adw_preferences_row_set_title(cast(AdwPreferencesRow.self), title) }
        if let child { setChild(child) }
    }

    /// Replaces what the row shows.
    public func setChild(_ child: Widget) {
        gtk_list_box_row_set_child(cast(GtkListBoxRow.self), child.widget)
        content = child
    }

    public var child: Widget? { content }
}
