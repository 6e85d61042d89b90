import Gtk
import Model

/// A page that edits one text field of an item (the original tutorials' EditViewController): the
/// title is the field's name, the header has "Cancel" and "Save" instead of the back
/// button, the field has the focus, Enter saves and Escape cancels. An invalid value (or
/// a refused save) shows an inline message and keeps the page. The save itself runs off
/// the main thread (`FormSave`): the page stays, with a spinner, until it has committed. A `multiline` field (a
/// description) is a `TextArea`, where Enter starts a new line and "Save" saves.
@MainActor
final class EditFieldPage: Page {
    let title: String
    let content: Widget
    let headerEnd: [Widget]
    let hidesBackButton = true
    let field: FormField
    var entry: EntryRow { field.entry }
    /// The multi-line field, when the page edits one.
    let area: TextArea?
    let saveButton = Button(label: tr("_Save"))
    let cancelButton = Button(label: tr("_Cancel"))
    private let validate: @MainActor (String) -> String?
    private let save: @MainActor (String) -> FormSave
    /// The spinner and "Try Again" of a running save.
    let saving: FormSaveState
    private let context: PageContext
    private var touched = false
    private var finished = false

    /// `validate` answers nil for an acceptable text or why it is not; `save` answers the
    /// write that stores it (the page goes back once it committed) or a refusal to show.
    init(
        context: PageContext, title: String, text: String, placeholder: String = "", numeric: Bool = false,
        multiline: Bool = false, validate: @escaping @MainActor (String) -> String?,
        save: @escaping @MainActor (String) -> FormSave
    ) {
        self.context = context
        self.title = title
        self.validate = validate
        self.save = save
        if multiline {
            let area = TextArea(placeholder: placeholder, accessibleLabel: title, height: 160)
            area.text = text
            field = FormField(label: title, row: area.makeRow(title: title))
            self.area = area
        } else {
            field = FormField(label: title, text: text, placeholder: placeholder, numeric: numeric)
            area = nil
        }
        saveButton.addCSSClass("suggested-action")
        // headerEnd lists buttons from the outer edge inwards: Save at the edge.
        saving = FormSaveState(saveButton: saveButton)
        headerEnd = [saveButton, saving.spinner, cancelButton]
        let page = PreferencesPage()
        page.add(field.group)
        page.vexpand = true
        content = page

        let changed: @MainActor () -> Void = { [weak self] in
            self?.touched = true
            self?.revalidate()
        }
        if let area { area.textView.onChanged(changed) } else { entry.onChanged(changed) }
        entry.onEntryActivated { [weak self] in self?.commit() }
        saveButton.onClicked { [weak self] in self?.commit() }
        cancelButton.onClicked { [weak self] in self?.cancel() }
        revalidate()
    }

    /// The text being edited.
    var text: String {
        get { area?.text ?? entry.text }
        set { if let area { area.text = newValue } else { entry.text = newValue } }
    }

    /// The message shown under the field ("" for none).
    var visibleMessage: String { field.visibleMessage }

    /// Saves as "Save" does.
    func commit() {
        guard !finished, !saving.isSaving else { return }
        touched = true
        guard revalidate() else { return }
        saving.lock([cancelButton, area.map { $0.textView as Widget } ?? entry])
        saving.setSaving(true)
        save(text).perform { [weak self] outcome in
            guard let self else { return }
            self.saving.setSaving(false)
            self.saving.show(outcome)
            switch outcome {
            case .saved:
                self.finished = true
                self.context.pop()
            case .refused(let message), .busy(let message):
                self.show(message)
            }
        }
    }

    /// Goes back without saving.
    func cancel() {
        guard !finished, !saving.isSaving else { return }
        finished = true
        context.pop()
    }

    func didBecomeTop() {
        if let area {
            _ = area.textView.grabFocus()
        } else {
            _ = entry.grabFocus()
            entry.selectAll()
        }
    }

    func handleEscape() -> Bool {
        cancel()
        return true
    }

    @discardableResult
    private func revalidate() -> Bool {
        let problem = validate(text)
        saveButton.isSensitive = problem == nil
        if touched { show(problem) }
        return problem == nil
    }

    private func show(_ problem: String?) {
        field.show(problem)
        area?.setError(problem != nil)
    }
}
