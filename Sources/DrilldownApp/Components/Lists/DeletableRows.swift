import Gtk
import Model

/// A store whose items can be deleted and put back (Coffee, To-Do, City Guide).
protocol DeletingStore: CollectionStore {
    /// What a delete returns and `restore` needs to put the item back as it was.
    associatedtype Deleted: Sendable
    /// Deletes the item (committed at once).
    func delete(id: Int64) throws -> Deleted
    /// Puts a deleted item back under its old id; returns the id.
    func restore(_ deleted: Deleted) throws -> Int64
}

/// The part of a store list page (`StoreListHost`) that deletes rows: "Edit"/"Done"
/// (delete buttons on the rows, Add disabled), the Delete key and the rows' context menu
/// ("Open", "Delete"), each delete committed at once with "Undo" in a toast for five
/// seconds (or Ctrl+Z), and a readable alert (also logged) when a delete or an undo
/// fails. Deletes and undos are store writes: they run off the main thread
/// (`Background.run` on `FormSave.writes`), and when another program holds the database
/// the toast says so and offers "Try Again".
@MainActor
final class DeletableRows<Deleted: Sendable> {
    /// What the toasts and alerts say (translated).
    struct Texts {
        /// The toast's text for a deleted item.
        var message: @MainActor (Deleted) -> String
        /// Alert headings for a failed delete and a failed undo.
        var notDeleted: String
        var notRestored: String
    }

    /// The rows shown and their store.
    struct Rows {
        /// The id of the row at a source position (nil when there is none).
        var id: @MainActor (Int) -> Int64?
        var open: @MainActor (Int64) -> Void
        /// Scrolls to and focuses the row of an id (after Undo).
        var reveal: @MainActor (Int64) -> Void
        /// Deletes (committed) and returns what `restore` needs; runs off the main thread.
        var delete: @Sendable (Int64) throws -> Deleted
        /// Puts a deleted item back and returns its id; runs off the main thread.
        var restore: @Sendable (Deleted) throws -> Int64
    }

    /// "Edit"/"Done" and the rows' delete buttons.
    let editMode: EditMode
    /// The toast's Undo and Ctrl+Z after a delete.
    let deletion: UndoableDeletion<Deleted>
    private let context: PageContext
    private let texts: Texts
    private let toast: ToastOverlay
    private var rows: Rows?
    private var readOnly = false

    /// Offers Undo in `toast` and listens for Ctrl+Z on it; `editMode` is the page's.
    init(context: PageContext, toast: ToastOverlay, editMode: EditMode, texts: Texts) {
        self.context = context
        self.editMode = editMode
        self.texts = texts
        self.toast = toast
        deletion = UndoableDeletion(toast: toast, keysOn: toast)
    }

    /// Wires `list` (delete buttons, Delete key, context menu) and edit mode, which
    /// turns `addButton` off while editing. A read-only store offers none of it.
    func attach(_ list: RowListView, readOnly: Bool, addButton: Button?, rows: Rows) {
        self.rows = rows
        self.readOnly = readOnly
        editMode.rows = list
        editMode.onChange = { [weak addButton] editing in addButton?.isSensitive = !editing && !readOnly }
        editMode.button.isSensitive = !readOnly
        // Delete (`rows.delete`) is offered only where something can be deleted.
        if readOnly {
            list.onDelete = nil
        } else {
            list.onDelete = { [weak self] position in
                guard let self, let id = self.rows?.id(position) else { return }
                self.delete(id: id)
            }
        }
        list.contextMenuItems = { [weak self] position in
            guard let self, !self.readOnly, let id = self.rows?.id(position) else { return [] }
            // The items run inside the menu's own click handling: the list must not
            // change under the popover then, so the work waits for the next idle moment,
            // and goes by id in case the rows moved in between.
            return [
                ContextMenu.Item(tr("Open")) { MainContext.whenIdle { [weak self] in self?.rows?.open(id) } },
                ContextMenu.Item(tr("Delete")) { MainContext.whenIdle { [weak self] in self?.delete(id: id) } },
            ]
        }
    }

    /// Nothing to edit (the failure page is shown).
    func detach() {
        editMode.setEditing(false)
        editMode.rows = nil
        editMode.button.isSensitive = false
        rows = nil
    }

    var isEditing: Bool { editMode.isEditing }

    /// Deletes the item `id` (committed at once, off the main thread) and offers Undo.
    func delete(id: Int64) {
        guard let delete = rows?.delete, !readOnly else { return }
        Background.run(on: FormSave.writes, { try delete(id) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let deleted):
                self.deletion.offer(deleted, message: self.texts.message(deleted)) { [weak self] in self?.restore($0) }
            case .failure(let error):
                self.failed(error, heading: self.texts.notDeleted) { [weak self] in self?.delete(id: id) }
            }
        }
    }

    /// Puts the last deleted item back (the toast's "Undo").
    func undo() { deletion.undo() }

    private func restore(_ deleted: Deleted) {
        guard let restore = rows?.restore else { return }
        Background.run(on: FormSave.writes, { try restore(deleted) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let id):
                self.rows?.reveal(id)
            case .failure(let error):
                self.failed(error, heading: self.texts.notRestored) { [weak self] in self?.restore(deleted) }
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
