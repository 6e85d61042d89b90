import Gtk

/// One text field of a form, as libadwaita draws forms: a group holding an `EntryRow`
/// titled with the field's name (its accessible name), and under its boxed list the
/// inline message saying what is wrong (hidden while there is nothing to say). The
/// message is no row: a row that cannot take the focus would stop Tab in the list.
/// Used by `FormDialog`, `EditFieldPage` and the to-do page.
@MainActor
final class FormField {
    let entry: EntryRow
    let message = Label()
    /// The field's group (its boxed list and the message).
    let group = PreferencesGroup()

    init(label: String, text: String = "", placeholder: String = "", numeric: Bool = false,
         capitalizeWords: Bool = false) {
        entry = EntryRow(title: label, text: text)
        entry.placeholder = placeholder
        if numeric { entry.setNumericInput() }
        if capitalizeWords { entry.capitalizeWords() }
        group.add(entry)
        addMessage()
    }

    /// A field whose text is edited by another row (a multi-line `TextArea`'s): the group
    /// is titled `label` and holds `row` in the entry row's place.
    init(label: String, row: Widget) {
        entry = EntryRow(title: label)
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
    }

    /// Shows `text` under the field and marks the field invalid; nil clears both. The
    /// message is also the field's accessible description, so a screen reader says it.
    func show(_ text: String?) {
        message.text = text ?? ""
        message.isVisible = text != nil
        entry.setError(text != nil)
        entry.setAccessibleDescription(text ?? "")
    }

    /// The message shown ("" for none).
    var visibleMessage: String { message.isVisible ? message.text : "" }
}
