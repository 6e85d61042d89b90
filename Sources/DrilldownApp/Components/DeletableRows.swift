import Gtk
import Model

/// Everything that makes the rows of a store list deletable, shared by Coffee List,
/// City Guide and To-Do: "Edit"/"Done" (delete buttons on the rows, Add disabled), the
/// Delete key and the rows' context menu ("Open", "Delete"), each delete committed at
/// once with "Undo" in a toast for five seconds (or Ctrl+Z), and a readable alert (also
/// logged) when a delete or an undo fails. Deletes and undos are store writes: they run
/// off the main thread (`Background.run` on `FormSave.writes`), and when another program
/// holds the database the toast says so and offers "Try Again".
///
/// The page keeps this object, and calls `attach` once its list exists with what only
/// it knows: how to read an id at a position, open an item, and delete or restore one
/// through its store.
@MainActor
final class DeletableRows<Deleted: Sendable> {
    /// What the page does with its store.
    struct Actions {
        /// The id of the row at a source position (nil when there is none).
        var id: @MainActor (Int) -> Int64?
        var open: @MainActor (Int64) -> Void
        /// Deletes (committed) and returns what `restore` needs; runs off the main thread.
        var delete: @Sendable (Int64) throws -> Deleted
        /// Puts a deleted item back and returns its id; runs off the main thread.
        var restore: @Sendable (Deleted) throws -> Int64
        /// The toast's text for a deleted item (translated).
        var deletedMessage: @MainActor (Deleted) -> String
        /// Scrolls to and focuses the row of an id (after Undo).
        var reveal: @MainActor (Int64) -> Void
    }

    /// Alert headings for a failed delete and a failed undo (translated).
    struct Headings {
        var notDeleted: String
        var notRestored: String
    }

    /// "Edit"/"Done" and the rows' delete buttons.
    let editMode = EditMode()
    /// The toast's Undo and Ctrl+Z after a delete.
    let deletion: UndoableDeletion<Deleted>
    private let context: PageContext
    private let headings: Headings
    private let toast: ToastOverlay
    private var actions: Actions?
    private var readOnly = false

    init<Source>(host: StoreListHost<Source>, context: PageContext, headings: Headings) {
        self.context = context
        self.headings = headings
        toast = host.toast
        deletion = UndoableDeletion(toast: host.toast, keysOn: host.overlay)
    }

    /// Wires `rows` (delete buttons, Delete key, context menu) and edit mode, which
    /// turns `addButton` off while editing. A read-only store offers none of it.
    func attach(rows: RowListView, readOnly: Bool, addButton: Button, actions: Actions) {
        self.actions = actions
        self.readOnly = readOnly
        editMode.rows = rows
        editMode.onChange = { [weak addButton] editing in addButton?.isSensitive = !editing && !readOnly }
        editMode.button.isSensitive = !readOnly
        addButton.isSensitive = !readOnly
        rows.onDelete = { [weak self] position in
            guard let self, let id = self.actions?.id(position) else { return }
            self.delete(id: id)
        }
        rows.contextMenuItems = { [weak self] position in
            guard let self, !self.readOnly, let id = self.actions?.id(position) else { return [] }
            // The items run inside the menu's own click handling: the list must not
            // change under the popover then, so the work waits for the next idle moment,
            // and goes by id in case the rows moved in between.
            return [
                ContextMenu.Item(tr("Open")) { MainContext.run { [weak self] in self?.actions?.open(id) } },
                ContextMenu.Item(tr("Delete")) { MainContext.run { [weak self] in self?.delete(id: id) } },
            ]
        }
    }

    var isEditing: Bool { editMode.isEditing }
    /// The last deleted item while its toast is up (for Undo).
    var pending: Deleted? { deletion.pending }

    /// Deletes the item `id` (committed at once, off the main thread) and offers Undo.
    func delete(id: Int64) {
        guard let actions, !readOnly else { return }
        let delete = actions.delete
        Background.run(on: FormSave.writes, { try delete(id) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let deleted):
                self.deletion.offer(deleted, message: actions.deletedMessage(deleted)) { [weak self] deleted in self?.restore(deleted) }
            case .failure(let error):
                self.failed(error, heading: self.headings.notDeleted) { [weak self] in self?.delete(id: id) }
            }
        }
    }

    /// Puts the last deleted item back (the toast's "Undo").
    func undo() { deletion.undo() }

    private func restore(_ deleted: Deleted) {
        guard let actions else { return }
        let restore = actions.restore
        Background.run(on: FormSave.writes, { try restore(deleted) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let id):
                actions.reveal(id)
            case .failure(let error):
                self.failed(error, heading: self.headings.notRestored) { [weak self] in self?.restore(deleted) }
            }
        }
    }

    /// Says why a write failed (logged too): a busy database in the toast with
    /// "Try Again", anything else in an alert.
    private func failed(_ error: Error, heading: String, retry: @escaping @MainActor () -> Void) {
        let storage = StoreFailurePage.storageError(error)
        Log.problem("\(heading): \(storage)")
        if storage.kind == .busy {
            toast.show(storage.message, actionTitle: tr("_Try Again"), seconds: 10, action: retry)
        } else {
            context.showError(heading, storage.message)
        }
    }
}
