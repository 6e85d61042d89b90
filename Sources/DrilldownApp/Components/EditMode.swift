import Gtk
import Model

/// The "Edit"/"Done" header button of a list whose rows can be deleted, and the state
/// it toggles: in edit mode every row of `rows` shows a delete button, the button reads
/// "Done" and is highlighted. The page decides what else edit mode disables (`onChange`),
/// and leaves it on Escape (`handleEscape`).
@MainActor
final class EditMode {
    /// "Edit" / "Done".
    let button = Button(label: tr("_Edit"))
    /// Whether the rows show their delete buttons.
    private(set) var isEditing = false
    /// The list edit mode applies to (nil while there is none: nothing to edit).
    weak var rows: RowListView?
    /// Called after each change, with the new state.
    var onChange: (@MainActor (Bool) -> Void)?

    init() {
        button.setAccessibleLabel(tr("Edit"))
        button.onClicked { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing)
        }
    }

    /// Enters or leaves edit mode (nothing without a list, or when already there).
    func setEditing(_ editing: Bool) {
        guard let rows, editing != isEditing else { return }
        isEditing = editing
        rows.isEditing = editing
        button.label = editing ? tr("_Done") : tr("_Edit")
        button.setAccessibleLabel(editing ? tr("Done") : tr("Edit"))
        button.setCSSClass("suggested-action", editing)
        onChange?(editing)
    }

    /// Escape leaves edit mode; returns whether it did.
    func handleEscape() -> Bool {
        guard isEditing else { return false }
        setEditing(false)
        return true
    }
}
