import Gtk
import Model

/// A page that edits one text field of an item (the original tutorials' EditViewController): the
/// title is the field's name, the header has "Cancel" and "Save" instead of the back
/// button, the field has the focus, Enter saves and Escape cancels. An invalid value (or
/// a refused save) shows an inline message and keeps the page.
@MainActor
final class EditFieldPage: Page {
    let title: String
    let content: Widget
    let headerEnd: [Widget]
    let hidesBackButton = true
    let field: FormField
    var entry: Entry { field.entry }
    let saveButton = Button(label: tr("_Save"))
    let cancelButton = Button(label: tr("_Cancel"))
    private let validate: @MainActor (String) -> String?
    private let save: @MainActor (String) -> String?
    private let context: PageContext
    private var touched = false
    private var finished = false

    /// `validate` answers nil for an acceptable text or why it is not; `save` stores it
    /// and answers nil on success (the page goes back) or a message to show.
    init(context: PageContext, title: String, text: String, placeholder: String = "", numeric: Bool = false,
         validate: @escaping @MainActor (String) -> String?, save: @escaping @MainActor (String) -> String?) {
        self.context = context
        self.title = title
        self.validate = validate
        self.save = save
        field = FormField(label: title, text: text, placeholder: placeholder, numeric: numeric)
        saveButton.addCSSClass("suggested-action")
        // headerEnd lists buttons from the outer edge inwards: Save at the edge.
        headerEnd = [saveButton, cancelButton]

        let column = Box(.vertical, spacing: 6)
        column.setMargins(top: 24, bottom: 24, start: 12, end: 12)
        field.add(to: column)
        let clamp = Clamp(maximumWidth: 640)
        clamp.child = column
        clamp.valign = .start
        let scroller = ScrolledWindow()
        scroller.child = clamp
        scroller.vexpand = true
        content = scroller

        entry.onChanged { [weak self] in
            self?.touched = true
            self?.revalidate()
        }
        entry.onActivate { [weak self] in self?.commit() }
        saveButton.onClicked { [weak self] in self?.commit() }
        cancelButton.onClicked { [weak self] in self?.cancel() }
        revalidate()
    }

    /// The message shown under the field ("" for none).
    var visibleMessage: String { field.visibleMessage }

    /// Saves as "Save" does.
    func commit() {
        guard !finished else { return }
        touched = true
        guard revalidate() else { return }
        if let refusal = save(entry.text) {
            field.show(refusal)
            return
        }
        finished = true
        context.pop()
    }

    /// Goes back without saving.
    func cancel() {
        guard !finished else { return }
        finished = true
        context.pop()
    }

    func didBecomeTop() {
        _ = entry.grabFocus()
        entry.selectAll()
    }

    func handleEscape() -> Bool {
        cancel()
        return true
    }

    @discardableResult
    private func revalidate() -> Bool {
        let problem = validate(entry.text)
        saveButton.isSensitive = problem == nil
        if touched { field.show(problem) }
        return problem == nil
    }
}
