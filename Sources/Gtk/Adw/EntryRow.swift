import CGtk
import GtkShims

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
        exposeText()
        // Plain text: a title or value with "&" or "<" must show as typed.
        adw_preferences_row_set_use_markup(cast(AdwPreferencesRow.self), 0)
        self.title = title
        if !text.isEmpty { self.text = text }
    }

    /// The text the row edits (its `GtkText`), which has the keyboard focus.
    var text: UnsafeMutableRawPointer? {
        gtk_editable_get_delegate(editable).map { UnsafeMutableRawPointer($0) }
    }

    /// libadwaita 1.2 builds the row's `GtkText` with GTK's role for a text inside an
    /// entry, "none": GTK 4.8 then shows it to no screen reader, and the focus it has is
    /// heard nowhere (Orca stays on the window: nothing typed, no field's name or message
    /// is said). The text becomes the text box, named by the row's title (as libadwaita
    /// 1.4 does), and the row around it an unnamed container: one text field is heard, once.
    private func exposeText() {
        guard let text else { return }
        dd_accessible_set_role(pointer, Int32(GTK_ACCESSIBLE_ROLE_GENERIC.rawValue))
        AccessibleNames.dropLabelledBy(of: widget)
        AccessibleNames.withoutTypeName(pointer)
        dd_accessible_set_role(text, Int32(GTK_ACCESSIBLE_ROLE_TEXT_BOX.rawValue))
        if let title = gtk_widget_get_prev_sibling(text.assumingMemoryBound(to: GtkWidget.self)),
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(title).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
        {
            dd_accessible_set_labelled_by(text, title)
        }
    }

    /// The description is the text's, which has the focus: a field's message is heard
    /// when the field is focused, and when it changes while it is.
    public override func setAccessibleDescription(_ description: String) {
        accessibleDescription = description
        if let text { dd_accessible_set_description(text, description) }
    }

    /// Says the description again (a screen reader speaks it when it changes): a save
    /// refused for this field while it has the focus.
    public func repeatDescription() {
        guard let text, let description = accessibleDescription, !description.isEmpty else { return }
        dd_accessible_set_description(text, "")
        dd_accessible_set_description(text, description)
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
