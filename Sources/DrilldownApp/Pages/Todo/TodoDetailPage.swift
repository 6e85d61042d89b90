import Gtk
import Model

/// One to-do (the original tutorials' TodoViewController): its text in an entry, a three-way
/// "Low / Medium / High" switch, a status label and a "Mark As Complete" / "Mark As In
/// Progress" button. Every change is committed to the store at once (the text on each
/// edit), so there is nothing to save and nothing lost when the page is left.
@MainActor
final class TodoDetailPage: Page {
    let title = tr("To-Do")
    let content: Widget
    let todoID: Int64
    private(set) var todo: Todo
    let textField: FormField
    var textEntry: Entry { textField.entry }
    /// The priority switch, in the order shown: Low, Medium, High.
    let priorityButtons: [(priority: TodoPriority, button: ToggleButton)]
    let statusLabel = Label()
    let completeButton = Button(label: "")
    private let store: TodoStore
    private let context: PageContext
    private let groups = GroupedList()
    /// True while the page sets its own widgets (their signals are not user edits).
    private var updatingWidgets = false

    init(context: PageContext, store: TodoStore, todo: Todo) {
        self.context = context
        self.store = store
        self.todo = todo
        todoID = todo.id
        content = groups.scroller

        textField = FormField(label: tr("To-Do"), text: todo.text, placeholder: tr("What is there to do?"))
        let column = Box(.vertical, spacing: 6)
        textField.add(to: column)

        let priorityHeading = Label(tr("Priority"))
        priorityHeading.xalign = 0
        priorityHeading.addCSSClass("heading")
        priorityHeading.setMargins(top: 18, bottom: 0, start: 0, end: 0)
        column.append(priorityHeading)
        let linked = Box(.horizontal)
        linked.addCSSClass("linked")
        linked.halign = .start
        linked.setAccessibleLabel(tr("Priority"))
        var buttons: [(priority: TodoPriority, button: ToggleButton)] = []
        for priority in [TodoPriority.low, .medium, .high] {
            let button = ToggleButton(toggleLabel: priority.title)
            if let first = buttons.first?.button { button.join(first) }
            linked.append(button)
            buttons.append((priority, button))
        }
        priorityButtons = buttons
        column.append(linked)

        statusLabel.xalign = 0
        statusLabel.setMargins(top: 18, bottom: 0, start: 0, end: 0)
        column.append(statusLabel)
        completeButton.halign = .start
        completeButton.addCSSClass("pill")
        completeButton.setMargins(top: 6, bottom: 0, start: 0, end: 0)
        column.append(completeButton)
        groups.appendBelow(column)

        showTodo()
        textEntry.onChanged { [weak self] in self?.textEdited() }
        textEntry.onActivate { [weak self] in _ = self?.priorityButtons.first { $0.button.isActive }?.button.grabFocus() }
        for (priority, button) in priorityButtons {
            button.onToggled { [weak self, weak button] in
                guard let button, button.isActive else { return }
                self?.choose(priority)
            }
        }
        completeButton.onClicked { [weak self] in self?.toggleComplete() }
    }

    func didBecomeTop() { _ = textEntry.grabFocus() }

    // MARK: Edits (each committed at once)

    /// The text changed in the entry: store it.
    private func textEdited() {
        guard !updatingWidgets, textEntry.text != todo.text else { return }
        let text = textEntry.text
        commit { try store.update(id: todoID, text: text) } then: { $0.text = text }
    }

    /// Sets the priority (as the switch does).
    func choose(_ priority: TodoPriority) {
        guard !updatingWidgets, priority != todo.priority else { return }
        commit { try store.update(id: todoID, priority: priority) } then: { $0.priority = priority }
    }

    /// "Mark As Complete" / "Mark As In Progress".
    func toggleComplete() {
        let complete = !todo.isComplete
        commit { try store.update(id: todoID, isComplete: complete) } then: { $0.isComplete = complete }
    }

    /// Runs a store write; on success applies `change` to the shown to-do, on failure
    /// says why and shows the stored state again.
    private func commit(_ write: () throws -> Void, then change: (inout Todo) -> Void) {
        do {
            try write()
            change(&todo)
        } catch {
            context.showError(tr("The To-Do Was Not Saved"), StoreFailurePage.storageError(error).message)
        }
        showTodo()
    }

    /// Puts `todo` into the widgets.
    private func showTodo() {
        updatingWidgets = true
        defer { updatingWidgets = false }
        if textEntry.text != todo.text { textEntry.text = todo.text }
        for (priority, button) in priorityButtons where button.isActive != (priority == todo.priority) {
            button.isActive = priority == todo.priority
        }
        statusLabel.text = todo.isComplete ? tr("Status: Complete") : tr("Status: In Progress")
        completeButton.label = todo.isComplete ? tr("Mark As _In Progress") : tr("Mark As _Complete")
        completeButton.setCSSClass("suggested-action", !todo.isComplete)
        let readOnly = store.isReadOnly
        textEntry.isSensitive = !readOnly
        for (_, button) in priorityButtons { button.isSensitive = !readOnly }
        completeButton.isSensitive = !readOnly
    }
}
