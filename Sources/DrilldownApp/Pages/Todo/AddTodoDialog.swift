import Gtk
import Model

/// "Add To-Do": a modal form with the to-do's text and its priority (Medium unless
/// changed). "Save" is insensitive while the text is empty, so no empty to-do is ever
/// created; the to-do exists only once Save has committed it (off the main thread), and
/// Cancel or Escape leaves nothing behind.
@MainActor
enum AddTodoDialog {
    /// Shows the dialog over `context.window`; `added` gets the new to-do's id. Returns
    /// the form and its priority switch.
    @discardableResult
    static func present(
        context: PageContext, store: TodoStore,
        added: @escaping @MainActor (Int64) -> Void = { _ in }
    ) -> (form: FormDialog, priority: PrioritySwitch) {
        let priority = PrioritySwitch(priority: .medium)
        let dialog = FormDialog(
            parent: context.window, title: tr("Add To-Do"),
            fields: [
                FormDialog.Field(
                    label: tr("To-Do"),
                    validate: {
                        $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                            ? tr("Say what there is to do.") : nil
                    })
            ], extra: [(tr("Priority"), priority.content)])
        dialog.window.retain(priority.content)
        dialog.window.retain(priority)
        dialog.onSave = { texts in
            let text = (texts.first ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            let chosen = priority.priority
            return .write({ try store.insert(text: text, priority: chosen) }, saved: { id in if let id { added(id) } })
        }
        dialog.present()
        return (dialog, priority)
    }
}
