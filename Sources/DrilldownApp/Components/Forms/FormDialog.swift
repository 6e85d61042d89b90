import Gtk
import Model

/// A modal form over the main window ("Add Coffee", "Add City"…): a header bar with
/// "Cancel" and a suggested "Save", and libadwaita entry rows in a boxed list, each with
/// an inline message under it saying what is wrong with it (`FormField`); extra widgets
/// (a multi-line text, a picture button) sit in titled groups under the fields.
///
/// Keyboard: the focus starts in the first field; Enter moves to the next field and, in
/// the last one, saves; Escape cancels. "Save" is insensitive while a field is invalid;
/// a field's message shows once the field was edited or a save was attempted, so an
/// untouched form is not covered in red. `onSave` answers the store write to run (off the
/// main thread, `FormSave`: the dialog stays open with a spinner until it committed) or a
/// refusal; a failed write keeps the dialog open with the message and the text intact,
/// and a database in use by another program turns "Save" into "Try Again".
@MainActor
final class FormDialog {
    /// One labelled field.
    struct Field {
        var label: String
        /// An example of what to type, said under the field ("For example: …").
        var placeholder: String = ""
        var text: String = ""
        var numeric: Bool = false
        var capitalizeWords: Bool = false
        /// nil when `text` is acceptable, otherwise a sentence saying why not.
        var validate: @MainActor (String) -> String? = { _ in nil }
    }

    let window = Window()
    let saveButton = Button(label: tr("_Save"))
    let cancelButton = Button(label: tr("_Cancel"))
    private(set) var formFields: [FormField] = []
    var entries: [EntryRow] { formFields.map(\.entry) }
    private var touched: [Bool] = []
    private let fields: [Field]
    private let formMessage = Label()
    private var finished = false
    /// Called with the fields' texts when the user saves a valid form; answers the write
    /// (the dialog closes once it committed) or a refusal (shown, the dialog stays).
    var onSave: (@MainActor ([String]) -> FormSave)?
    /// The spinner and "Try Again" of a running save.
    private(set) lazy var saving = FormSaveState(saveButton: saveButton)
    /// Widgets added under the fields (insensitive while a save runs).
    private var extraWidgets: [Widget] = []
    /// Called once when the dialog closes without saving.
    var onCancel: (@MainActor () -> Void)?

    private(set) static var open: [ObjectIdentifier: FormDialog] = [:]
    /// The dialog's width over a wide window.
    static let width: Int32 = 400

    /// `extra` goes under the text fields (a multi-line text, a picture button…), each
    /// widget headed by its label.
    init(parent: Window?, title: String, fields: [Field], extra: [(label: String, widget: Widget)] = []) {
        self.fields = fields
        window.title = title
        window.isModal = true
        window.setTransient(for: parent)
        window.setDestroyWithParent(true)
        window.isResizable = false
        // As wide as a form reads well, but never wider than the window it belongs to (a phone).
        let parentWidth = parent?.width ?? 0
        window.setDefaultSize(
            width: parentWidth > 0 ? min(FormDialog.width, parentWidth) : FormDialog.width, height: -1)

        let header = HeaderBar()
        header.showsTitleButtons = false
        let heading = Label(title)
        heading.addCSSClass("title")
        header.titleWidget = heading
        header.packStart(cancelButton)
        saveButton.addCSSClass("suggested-action")
        header.packEnd(saveButton)
        header.packEnd(saving.spinner)
        window.titlebar = header
        window.retain(header)
        window.retain(heading)

        let column = Box(.vertical, spacing: 18)
        column.setMargins(top: 18, bottom: 24, start: 12, end: 12)
        for (index, field) in fields.enumerated() {
            let formField = FormField(
                label: field.label, text: field.text, placeholder: field.placeholder,
                numeric: field.numeric, capitalizeWords: field.capitalizeWords)
            column.append(formField.group)
            formFields.append(formField)
            touched.append(!field.text.isEmpty)
            let entry = formField.entry
            entry.onChanged { [weak self] in
                guard let self else { return }
                self.touched[index] = true
                self.formMessage.isVisible = false
                self.revalidate()
            }
            entry.onEntryActivated { [weak self] in self?.activated(index: index) }
        }
        extraWidgets = extra.map(\.widget)
        for (label, widget) in extra {
            let extraGroup = PreferencesGroup(title: label)
            extraGroup.add(widget)
            column.append(extraGroup)
            window.retain(extraGroup)
        }
        formMessage.xalign = 0
        formMessage.wraps = true
        formMessage.addCSSClass("error")
        formMessage.isVisible = false
        column.append(formMessage)
        let clamp = Clamp(maximumWidth: 560)
        clamp.child = column
        window.child = clamp
        window.retain(column)
        window.retain(clamp)

        cancelButton.onClicked { [weak self] in self?.cancel() }
        saveButton.onClicked { [weak self] in self?.save() }
        window.closesOnEscape()
        window.onCloseRequest { [weak self] in
            self?.cancel()
            return true
        }
        revalidate()
    }

    /// Shows the dialog with the focus in the first field.
    func present() {
        FormDialog.open[ObjectIdentifier(self)] = self
        window.present()
        _ = entries.first?.grabFocus()
    }

    /// The fields' current texts.
    var texts: [String] { entries.map(\.text) }

    /// The messages shown under the fields now ("" for none) and the form's own message.
    var visibleMessages: [String] {
        formFields.map(\.visibleMessage) + [formMessage.isVisible ? formMessage.text : ""]
    }

    /// Saves as the "Save" button does: when every field is valid, `onSave` runs and the
    /// dialog closes unless it answers with a message. Otherwise the problems show.
    func save() {
        guard !finished, !saving.isSaving else { return }
        touched = touched.map { _ in true }
        guard revalidate() else {
            focusFirstInvalid()
            return
        }
        guard let onSave else { return close() }
        saving.lock(entries.map { $0 as Widget } + extraWidgets + [cancelButton])
        saving.setSaving(true)
        onSave(texts).perform { [weak self] outcome in
            guard let self, !self.finished else { return }
            self.saving.setSaving(false)
            self.saving.show(outcome)
            switch outcome {
            case .saved:
                self.close()
            case .refused(let message), .busy(let message):
                self.formMessage.text = message
                self.formMessage.isVisible = true
            }
        }
    }

    /// Closes without saving (not while a save runs: it commits anyway).
    func cancel() {
        guard !finished, !saving.isSaving else { return }
        let handler = onCancel
        close()
        handler?()
    }

    private func close() {
        finished = true
        onCancel = nil
        onSave = nil
        // Destroyed a moment later, so that a screen reader's questions about it are answered.
        window.dismiss()
        FormDialog.open[ObjectIdentifier(self)] = nil
    }

    /// Enter in field `index`: on to the next field, or save from the last.
    private func activated(index: Int) {
        if index + 1 < entries.count {
            _ = entries[index + 1].grabFocus()
        } else {
            save()
        }
    }

    /// Updates the messages and Save; true when every field is valid.
    @discardableResult
    private func revalidate() -> Bool {
        var valid = true
        for (index, field) in fields.enumerated() {
            let problem = field.validate(entries[index].text)
            if problem != nil { valid = false }
            formFields[index].show(touched[index] ? problem : nil)
        }
        saveButton.isSensitive = valid
        return valid
    }

    /// The first invalid field takes the focus, so a screen reader says its name and message;
    /// one that has it already says its message again.
    private func focusFirstInvalid() {
        guard let index = fields.indices.first(where: { fields[$0].validate(entries[$0].text) != nil }) else { return }
        if entries[index].containsFocus {
            entries[index].repeatDescription()
        } else {
            _ = entries[index].grabFocus()
        }
    }

}
