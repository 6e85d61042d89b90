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

    public var title: String {
        get { adw_preferences_row_get_title(preferencesRow).map { String(cString: $0) } ?? "" }
        set { adw_preferences_row_set_title(preferencesRow, newValue) }
    }

    /// The dimmed line under the title ("" hides it).
    public var subtitle: String {
        get { adw_action_row_get_subtitle(row).map { String(cString: $0) } ?? "" }
        set { adw_action_row_set_subtitle(row, newValue) }
    }

    /// Whether "_" in the title marks a mnemonic.
    public var usesUnderline: Bool {
        get { adw_preferences_row_get_use_underline(preferencesRow) != 0 }
        set { adw_preferences_row_set_use_underline(preferencesRow, newValue ? 1 : 0) }
    }

    /// The lines after which the title ellipsizes (0: it wraps without limit).
    public var titleLines: Int32 {
        get { adw_action_row_get_title_lines(row) }
        set { adw_action_row_set_title_lines(row, newValue) }
    }

    /// The lines after which the subtitle ellipsizes (0: it wraps without limit).
    public var subtitleLines: Int32 {
        get { adw_action_row_get_subtitle_lines(row) }
        set { adw_action_row_set_subtitle_lines(row, newValue) }
    }

    /// Whether clicking, Enter or Space activate the row.
    public var isActivatable: Bool {
        get { gtk_list_box_row_get_activatable(listBoxRow) != 0 }
        set { gtk_list_box_row_set_activatable(listBoxRow, newValue ? 1 : 0) }
    }

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

    /// Called when the row is activated.
    @discardableResult
    public func onActivated(_ handler: @escaping @MainActor () -> Void) -> SignalHandler { on("activated", handler) }
}
