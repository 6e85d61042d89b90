import Foundation
import Gtk
import Model

/// "To-Do" (the original tutorials' icodeblog to-do list): every to-do of `todo.sqlite` with its
/// priority as a coloured dot and a word, completed ones struck through. "Add" opens
/// the "Add To-Do" dialog (text and priority; nothing is created until it is saved, so
/// no empty to-do is left behind); "Edit" shows a delete button on every row. A row's
/// context menu and the Delete key delete too. Each delete is committed at once and
/// offers "Undo" in a toast for five seconds, or Ctrl+Z (`DeletableRows`).
///
/// The list follows the store's change notifications, so what the detail page changes
/// shows here without a reload.
@MainActor
final class TodoListPage: StoreListPage {
    let title = tr("To-Do")
    let addButton = Button(icon: "list-add-symbolic", tooltip: tr("Add a To-Do"))
    /// The list or the failure page, the toast, the read-only banner.
    let host: StoreListHost<TodoListSource>
    /// Edit mode, the Delete key, the context menu and Undo.
    let deletable: DeletableRows<Todo>
    var editMode: EditMode { deletable.editMode }
    var editButton: Button { editMode.button }
    var isEditing: Bool { editMode.isEditing }
    /// The last deleted to-do while its toast is up (for Undo).
    var undoable: Todo? { deletable.pending }
    private let context: PageContext

    init(context: PageContext) {
        self.context = context
        host = StoreListHost(context: context, failureHeading: tr("The To-Do List Cannot Be Opened"))
        deletable = DeletableRows(host: host, context: context,
                                  headings: .init(notDeleted: tr("The To-Do Was Not Deleted"),
                                                  notRestored: tr("The To-Do Was Not Restored")))
        addButton.setAccessibleLabel(tr("Add"))
        addButton.onClicked { [weak self] in self?.add() }
        load()
    }

    var headerEnd: [Widget] {
        guard let rows else { return [] }
        return [editButton, addButton, rows.searchButton]
    }

    /// Opens the store and shows the list, or the reason it cannot be shown.
    private func load() {
        let store: TodoStore
        let source: TodoListSource
        do {
            store = try context.services.todoStore()
            source = try TodoListSource(store: store)
        } catch {
            host.showFailure(error) { [weak self] in self?.startFresh() }
            return
        }
        let rows = RowListView(source: source, options: .init(
            searchable: true,
            emptyState: .init(icon: "object-select-symbolic", heading: tr("Nothing To Do"),
                              hint: tr("To-dos you add are kept here."),
                              actionTitle: tr("Add To-Do"), action: nil)))
        rows.emptyPage.button?.onClicked { [weak self] in self?.add() }
        rows.onActivate = { [weak self] position in self?.open(position: position) }
        host.show(rows, source: source, store: store)
        deletable.attach(rows: rows, readOnly: store.isReadOnly, addButton: addButton, actions: .init(
            id: { [weak self] position in self?.source?.todo(at: position)?.id },
            open: { [weak self] id in self?.open(id: id) },
            delete: { id in try store.delete(id: id) },
            restore: { deleted in try store.restore(deleted) },
            deletedMessage: { deleted in fill(tr("To-do “%1$@” deleted"), TodoListSource.displayText(deleted.text)) },
            reveal: { [weak self] id in self?.reveal(id: id) }))
        source.readErrors.handler = { [weak self] error in self?.host.showReadError(error) }
        host.observation = store.observeOnMain { [weak self] change in self?.apply(change) }
    }

    /// Sets the damaged file aside, starts a seeded list and shows it.
    func startFresh() {
        host.startFresh(keptMessage: tr("A new to-do list was started. The damaged file was kept as “%1$@”."),
                        makeFresh: context.services.startFreshTodoStore) { load() }
    }

    // MARK: Actions

    /// Opens "Add To-Do"; once saved, the new to-do's row gets the focus.
    @discardableResult
    func add() -> (form: FormDialog, priority: PrioritySwitch)? {
        guard let source, !isEditing, !source.store.isReadOnly else { return nil }
        return AddTodoDialog.present(context: context, store: source.store) { [weak self] id in self?.reveal(id: id) }
    }

    /// Enters or leaves edit mode ("Edit"/"Done").
    func setEditing(_ editing: Bool) { editMode.setEditing(editing) }

    /// Pushes the to-do at source position `position`.
    func open(position: Int) {
        guard let todo = source?.todo(at: position) else { return }
        open(id: todo.id)
    }

    /// Pushes the to-do with `id`.
    func open(id: Int64) {
        guard let source, !isEditing else { return }
        do {
            guard let todo = try source.store.todo(id: id) else { return }
            context.push(TodoDetailPage(context: context, store: source.store, todo: todo))
        } catch {
            Log.problem("to-do \(id) not opened: \(error)")
            context.showError(tr("The To-Do Could Not Be Opened"), StoreFailurePage.storageError(error).message)
        }
    }

    /// Deletes the to-do at source position `position` and offers Undo.
    func delete(position: Int) {
        guard let todo = source?.todo(at: position) else { return }
        delete(id: todo.id)
    }

    /// Deletes the to-do with `id` (committed at once) and offers Undo.
    func delete(id: Int64) { deletable.delete(id: id) }

    /// Puts the last deleted to-do back (the toast's "Undo").
    func undo() { deletable.undo() }

    // MARK: Store changes

    private func apply(_ change: StoreChange) {
        guard let rows, let source else { return }
        switch change {
        case .inserted(let id):
            if let position = source.applyInserted(id: id) { rows.rowsInserted(at: position, count: 1) }
        case .deleted(let id):
            if let position = source.applyDeleted(id: id) { rows.rowsRemoved(at: position, count: 1) }
        case .updated(let id):
            if let position = source.applyUpdated(id: id) { rows.rowsChanged(at: position, count: 1) }
        case .reloaded:
            if source.reload() { rows.reloadData() }
        }
    }

    /// Scrolls to the to-do with `id` and puts the focus on it.
    private func reveal(id: Int64) { host.reveal(position: source?.position(of: id)) }

    // MARK: Page

    func didBecomeTop() { rows?.focusList() }

    func handleEscape() -> Bool {
        if rows?.handleEscape() == true { return true }
        return editMode.handleEscape()
    }
}
