import Gtk
import Model

@testable import DrilldownApp

extension StoreListPage {
    /// True while the store opens or an item is read to be opened.
    var isBusy: Bool { host.isLoading || host.opening > 0 }
    var editButton: Button { host.editMode.button }
    var isEditing: Bool { host.editMode.isEditing }
    /// Enters or leaves edit mode ("Edit"/"Done").
    func setEditing(_ editing: Bool) { host.editMode.setEditing(editing) }
    /// Deletes the item at source position `position` (committed at once) and offers Undo.
    func delete(position: Int) {
        guard let id = host.source?.id(at: position) else { return }
        host.delete(id: id)
    }
    /// Deletes the item `id` (committed at once) and offers Undo.
    func delete(id: Int64) { host.delete(id: id) }
    /// Puts the last deleted item back (the toast's "Undo").
    func undo() { host.undo() }
    /// The last deleted item while its toast is up (for Undo).
    var undoable: Deleted? { host.deletable?.pending }
}
