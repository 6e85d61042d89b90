import Gtk
import Model

/// One text field of a form, as libadwaita draws forms: a group holding an `EntryRow`
/// titled with the field's name (its accessible name), and under its boxed list the
/// inline message saying what is wrong (hidden while there is nothing to say). The
/// message is no row: a row that cannot take the focus would stop Tab in the list.
/// Used by `FormDialog`, `EditFieldPage` and the to-do page.
@MainActor
final class FormField {
    let entry: EntryRow
    let message = Label()
    /// "For example: …" under the field while it has no message ("" for none). An entry
    /// row has no room for a placeholder: its title takes the empty field's place.
    let example: String
    let hint = Label()
    /// The field's group (its boxed list and the message).
    let group = PreferencesGroup()

    init(
        label: String, text: String = "", placeholder: String = "", numeric: Bool = false,
        capitalizeWords: Bool = false
    ) {
        entry = EntryRow(title: label, text: text)
        example = placeholder
        if numeric { entry.setNumericInput() }
        if capitalizeWords { entry.capitalizeWords() }
        group.add(entry)
        addMessage()
    }

    /// A field whose text is edited by another row (a multi-line `TextArea`'s): the group
    /// is titled `label` and holds `row` in the entry row's place.
    init(label: String, row: Widget) {
        entry = EntryRow(title: label)
        example = ""
        group.title = label
        group.add(row)
        addMessage()
    }

    private func addMessage() {
        message.xalign = 0
        message.wraps = true
        message.addCSSClass("error")
        message.setMargins(top: 6, bottom: 0, start: 12, end: 12)
        message.isVisible = false
        group.add(message)
        hint.text = example.isEmpty ? "" : fill(tr("For example: %1$@"), example)
        hint.xalign = 0
        hint.wraps = true
        hint.addCSSClass("dim-label")
        hint.addCSSClass("caption")
        hint.setMargins(top: 6, bottom: 0, start: 12, end: 12)
        hint.isVisible = !example.isEmpty
        group.add(hint)
    }

    /// Shows `text` under the field and marks the field invalid; nil clears both. The
    /// message is also the field's accessible description, so a screen reader says it.
    func show(_ text: String?) {
        message.text = text ?? ""
        message.isVisible = text != nil
        hint.isVisible = text == nil && !example.isEmpty
        entry.setError(text != nil)
        entry.setAccessibleDescription(text ?? "")
    }

    /// The message shown ("" for none).
    var visibleMessage: String { message.isVisible ? message.text : "" }
}
