import Gtk
import Model

/// The "Edit"/"Done" header button and the state it toggles, for a list whose rows can
/// be deleted (in edit mode every row of `rows` shows a delete button) or a detail page
/// whose fields can be edited (`forList: false`: the page makes its rows editable). The
/// button reads "Done" and is highlighted while editing. The page decides what else
/// edit mode changes (`onChange`), and leaves it on Escape (`handleEscape`).
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

    /// Whether edit mode needs `rows` (a list's), or belongs to a detail page.
    private let forList: Bool

    init(forList: Bool = true) {
        self.forList = forList
        button.setAccessibleLabel(tr("Edit"))
        button.onClicked { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing)
        }
    }

    /// Enters or leaves edit mode (nothing for a list without rows, or when already there).
    func setEditing(_ editing: Bool) {
        guard editing != isEditing, rows != nil || !forList else { return }
        isEditing = editing
        rows?.isEditing = editing
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
