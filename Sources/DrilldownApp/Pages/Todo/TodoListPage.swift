import Foundation
import Gtk
import Model

/// "To-Do" (the original tutorials' icodeblog to-do list): every to-do of `todo.sqlite`,
/// read a page at a time (`TodoListSource`: a coloured dot and a word for its priority, completed ones struck
/// through); a row opens the to-do, "Add" opens the "Add To-Do" dialog (nothing is
/// created until it is saved, so no empty to-do is left behind). Loading, Start Fresh,
/// deleting with Undo and following the store are the skeleton's (`StoreListHost`).
@MainActor
final class TodoListPage: StoreListPage {
    let host = StoreListHost<TodoListSource, Todo>(
        texts: .init(
            title: tr("To-Do"),
            cannotOpen: tr("The To-Do List Cannot Be Opened"),
            startedFresh: tr("A new to-do list was started. The damaged file was kept as “%1$@”."),
            cannotOpenItem: tr("The To-Do Could Not Be Opened"),
            emptyIcon: "object-select-symbolic",
            emptyHeading: tr("Nothing To Do"),
            emptyHint: tr("To-dos you add are kept here."),
            addTitle: tr("Add To-Do"),
            addTooltip: tr("Add a To-Do")
        ))

    init(context: PageContext) {
        host.start(
            context: context,
            source: { store, snapshot in TodoListSource(todos: store, snapshot: snapshot) },
            actions: .init(
                open: .init(
                    read: { store, id in try store.todo(id: id) },
                    page: { source, todo in TodoDetailPage(context: context, store: source.store, todo: todo) }),
                add: { [weak self] in self?.add() },
                deletion: .init(
                    message: { fill(tr("To-do “%1$@” deleted"), TodoListSource.displayText($0.text)) },
                    notDeleted: tr("The To-Do Was Not Deleted"),
                    notRestored: tr("The To-Do Was Not Restored"))))
    }

    /// Opens "Add To-Do"; once saved, the new to-do's row gets the focus.
    @discardableResult
    func add() -> (form: FormDialog, priority: PrioritySwitch)? {
        guard let context = host.context, let store = host.storeForAdding else { return nil }
        return AddTodoDialog.present(context: context, store: store) { [weak self] id in self?.host.reveal(id: id) }
    }
}
