import CGtk

/// A one-line text field shaped as a row of a `PreferencesGroup` (`AdwEntryRow`,
/// libadwaita 1.2): its title sits in the field while it is empty and moves above the
/// text when it is not. The title is its accessible name. It has no placeholder: the
/// title stands in the empty field.
@MainActor
public final class EntryRow: Widget {
    private var extras: [Widget] = []

    public init(title: String = "", text: String = "") {
        super.init(UnsafeMutableRawPointer(adw_entry_row_new()))
        AccessibleNames.dropTypeNames(under: self)
        // Plain text: a title or value with "&" or "<" must show as typed.
        adw_preferences_row_set_use_markup(cast(AdwPreferencesRow.self), 0)
        self.title = title
        if !text.isEmpty { self.text = text }
    }

    private var row: UnsafeMutablePointer<AdwEntryRow> { cast() }
    private var preferencesRow: UnsafeMutablePointer<AdwPreferencesRow> { cast() }
    /// The row as the `GtkEditable` it delegates to its text.
    private var editable: OpaquePointer { opaque }

    /// Asks on-screen keyboards for digits.
    public func setNumericInput() { adw_entry_row_set_input_purpose(row, GTK_INPUT_PURPOSE_NUMBER) }
    /// Capitalize each word (names).
    public func capitalizeWords() { adw_entry_row_set_input_hints(row, GTK_INPUT_HINT_UPPERCASE_WORDS) }

    /// Marks the field as invalid (libadwaita's red entry row) or valid.
    public func setError(_ on: Bool) { setCSSClass("error", on) }

    public func selectAll() { gtk_editable_select_region(editable, 0, -1) }

    /// Adds a widget after the text.
    public func addSuffix(_ widget: Widget) {
        adw_entry_row_add_suffix(row, widget.widget)
        extras.append(widget)
    }

    /// Presses Enter in the field, as a user would (emits `entry-activated`).
    public func activateEntry() { emit("entry-activated") }

}
