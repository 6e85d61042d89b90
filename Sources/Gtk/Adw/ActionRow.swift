import CGtk

/// A row of a `PreferencesGroup` with a title, an optional subtitle, and widgets before
/// and after them (`AdwActionRow`). When activatable, clicking it, Enter or Space on it
/// run `onActivated`. Its accessible name is its title and its description the subtitle,
/// as libadwaita sets them (do not set them a second time).
@MainActor
public final class ActionRow: Widget {
    private var extras: [Widget] = []

    public init(title: String = "", subtitle: String = "") {
        super.init(UnsafeMutableRawPointer(adw_action_row_new()))
        // Plain text: a title or value with "&" or "<" must show as typed.
        adw_preferences_row_set_use_markup(cast(AdwPreferencesRow.self), 0)
        self.title = title
        if !subtitle.isEmpty { self.subtitle = subtitle }
    }

    private var row: UnsafeMutablePointer<AdwActionRow> { cast() }
    private var preferencesRow: UnsafeMutablePointer<AdwPreferencesRow> { cast() }
    private var listBoxRow: UnsafeMutablePointer<GtkListBoxRow> { cast(GtkListBoxRow.self) }

    /// Adds a widget before the title.
    public func addPrefix(_ widget: Widget) {
        adw_action_row_add_prefix(row, widget.widget)
        extras.append(widget)
    }

    /// Adds a widget after the title (a value, an icon, a switch…).
    public func addSuffix(_ widget: Widget) {
        adw_action_row_add_suffix(row, widget.widget)
        extras.append(widget)
    }

    /// The widget the row activates (a switch, a check button), also its mnemonic target.
    public func setActivatableWidget(_ widget: Widget?) {
        adw_action_row_set_activatable_widget(row, widget?.widget)
    }

    /// Activates the row as a click, Enter or Space would.
    public func activate() { gtk_widget_activate(widget) }

}
