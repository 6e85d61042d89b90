import Gtk
import Model

/// One to-do (the original tutorials' TodoViewController), titled with its text (and following
/// edits of it), in libadwaita rows: the text in an entry row, a "Priority" row with the three-way
/// "Low / Medium / High" switch, a status row and a "Mark As Complete" / "Mark As In
/// Progress" button. Every change is
/// committed to the store at once (the text on each edit), off the main thread and in
/// order (`FormSave.writes`), so there is nothing to save, nothing lost when the page is
/// left, and the window never waits for the database. A write that fails is said and
/// the page shows the stored state again.
@MainActor
final class TodoDetailPage: Page {
    private(set) var title: String
    let content: Widget
    let todoID: Int64
    private(set) var todo: Todo
    let textField: FormField
    var textEntry: EntryRow { textField.entry }
    /// The "Low / Medium / High" switch.
    let prioritySwitch: PrioritySwitch
    /// "Priority" with the switch.
    let priorityRow = ActionRow(title: tr("Priority"))
    /// "Status: In Progress" / "Status: Complete".
    let statusRow = ActionRow()
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
        title = TodoListSource.displayText(todo.text)
        content = groups.scroller

        textField = FormField(label: tr("To-Do"), text: todo.text)
        groups.page.add(textField.group)

        prioritySwitch = PrioritySwitch(priority: todo.priority)
        prioritySwitch.content.valign = .center
        priorityRow.addSuffix(prioritySwitch.content)
        priorityRow.focusable = false
        statusRow.titleLines = 0
        statusRow.focusable = false
        completeButton.halign = .start
        completeButton.addCSSClass("pill")
        completeButton.setMargins(top: 12, bottom: 0, start: 0, end: 0)
        let statusGroup = groups.addGroup("")
        statusGroup.add(priorityRow)
        statusGroup.add(statusRow)
        statusGroup.add(completeButton)

        showTodo()
        textEntry.onChanged { [weak self] in self?.textEdited() }
        textEntry.onEntryActivated { [weak self] in self?.prioritySwitch.grabFocus() }
        prioritySwitch.onChange = { [weak self] priority in self?.choose(priority) }
        completeButton.onClicked { [weak self] in self?.toggleComplete() }
    }

    func didBecomeTop() { _ = textEntry.grabFocus() }

    // MARK: Edits (each committed at once)

    /// The text changed in the entry: store it.
    private func textEdited() {
        guard !updatingWidgets, textEntry.text != todo.text else { return }
        let text = textEntry.text
        let (store, id) = (self.store, todoID)
        commit({ try store.update(id: id, text: text) }) { $0.text = text }
    }

    /// Sets the priority (as the switch does).
    func choose(_ priority: TodoPriority) {
        guard !updatingWidgets, priority != todo.priority else { return }
        let (store, id) = (self.store, todoID)
        commit({ try store.update(id: id, priority: priority) }) { $0.priority = priority }
    }

    /// "Mark As Complete" / "Mark As In Progress".
    func toggleComplete() {
        let complete = !todo.isComplete
        let (store, id) = (self.store, todoID)
        commit({ try store.update(id: id, isComplete: complete) }) { $0.isComplete = complete }
    }

    /// Writes not yet committed.
    private(set) var pendingWrites = 0
    /// What the store holds, as far as this page knows (for going back after a failure).
    private var stored: Todo?

    /// Shows `change` at once and runs the write off the main thread; on failure says why
    /// and shows the stored state again.
    private func commit(_ write: @escaping @Sendable () throws -> Void, change: (inout Todo) -> Void) {
        if stored == nil { stored = todo }
        change(&todo)
        showTodo()
        pendingWrites += 1
        Background.run(on: FormSave.writes, write) { [weak self] result in
            guard let self else { return }
            self.pendingWrites -= 1
            switch result {
            case .success:
                if self.pendingWrites == 0 { self.stored = nil }
            case .failure(let error):
                Log.problem("to-do \(self.todoID) not saved: \(error)")
                if let stored = self.stored, self.pendingWrites == 0 {
                    self.todo = stored
                    self.stored = nil
                    self.showTodo()
                }
                self.context.showError(tr("The To-Do Was Not Saved"), StoreFailurePage.storageError(error).message)
            }
        }
    }

    /// Puts `todo` into the widgets.
    private func showTodo() {
        updatingWidgets = true
        defer { updatingWidgets = false }
        if textEntry.text != todo.text { textEntry.text = todo.text }
        prioritySwitch.priority = todo.priority
        let shownTitle = TodoListSource.displayText(todo.text)
        if shownTitle != title {
            title = shownTitle
            if context.navigation?.top === self { context.navigation?.refreshChrome() }
        }
        statusRow.title = todo.isComplete ? tr("Status: Complete") : tr("Status: In Progress")
        completeButton.label = todo.isComplete ? tr("Mark As _In Progress") : tr("Mark As _Complete")
        completeButton.setCSSClass("suggested-action", !todo.isComplete)
        let readOnly = store.isReadOnly
        textEntry.isSensitive = !readOnly
        prioritySwitch.isSensitive = !readOnly
        completeButton.isSensitive = !readOnly
    }
}

extension TodoDetailPage: ShowsStoreItem {
    var storeItemID: Int64 { todoID }
}
