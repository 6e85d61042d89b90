import Gtk

/// One labelled text field of a form: a bold heading (the field's mnemonic label and
/// accessible name), the entry, and an inline message under it saying what is wrong.
/// Used by `FormDialog` and `EditFieldPage`.
@MainActor
final class FormField {
    let heading: Label
    let entry: Entry
    let message = Label()

    init(label: String, text: String = "", placeholder: String = "", numeric: Bool = false, capitalizeWords: Bool = false) {
        heading = Label(label)
        heading.xalign = 0
        heading.addCSSClass("heading")
        entry = Entry(placeholder: placeholder)
        entry.text = text
        if numeric { entry.setNumericInput() }
        if capitalizeWords { entry.capitalizeWords() }
        heading.setMnemonicWidget(entry)
        message.xalign = 0
        message.wraps = true
        message.addCSSClass("error")
        message.addCSSClass("caption")
        message.isVisible = false
    }

    /// Adds the heading, the entry and the message to `column`.
    func add(to column: Box) {
        column.append(heading)
        column.append(entry)
        column.append(message)
    }

    /// Shows `text` under the field and marks the entry invalid; nil clears both.
    func show(_ text: String?) {
        message.text = text ?? ""
        message.isVisible = text != nil
        entry.setError(text != nil)
    }

    /// The message shown ("" for none).
    var visibleMessage: String { message.isVisible ? message.text : "" }
}
