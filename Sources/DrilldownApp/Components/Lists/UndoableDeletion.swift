import Gtk
import Model

/// A delete that is committed at once and can be taken back for a while: the toast
/// names what went and offers "Undo" for five seconds, and the page's `page.undo` action
/// (Ctrl+Z, wherever the focus is on the page) does the same while the toast is up. A
/// new delete dismisses the toast of the previous one (which then stays deleted); only
/// the last one can be undone.
///
/// The page keeps this object (the action holds it weakly), calls `offer` after
/// each delete with what its store's `restore` needs, and puts it back in `restore`.
@MainActor
final class UndoableDeletion<Deleted> {
    /// What Undo would put back, while its toast is up.
    private(set) var pending: Deleted? {
        didSet { undoAction?.isEnabled = pending != nil }
    }
    /// `page.undo` on the page: enabled while there is something to undo.
    private(set) var undoAction: Action?
    private var restore: (@MainActor (Deleted) -> Void)?
    private let toast: ToastOverlay

    /// Shows its offers in `toast` and installs `page.undo` (Ctrl+Z) on `widget` (the
    /// page's content).
    init(toast: ToastOverlay, keysOn widget: Widget) {
        self.toast = toast
        let action = WidgetActions.of(widget).add(AppShortcuts.undo) { [weak self] in self?.toast.performAction() }
        action.isEnabled = false
        undoAction = action
    }

    /// Offers Undo for `deleted` with `message` (translated); Undo calls `restore`.
    func offer(_ deleted: Deleted, message: String, restore: @escaping @MainActor (Deleted) -> Void) {
        toast.show(
            message, actionTitle: tr("_Undo"), seconds: 5,
            action: { [weak self] in self?.undo() },
            onDismiss: { [weak self] in
                self?.pending = nil
                self?.restore = nil
            })
        // Set after `show`: the toast it replaced has just cleared the previous offer.
        pending = deleted
        self.restore = restore
    }

    /// Puts the pending deletion back (the toast's "Undo"); nothing when there is none.
    func undo() {
        guard let deleted = pending, let restore else { return }
        pending = nil
        self.restore = nil
        restore(deleted)
    }
}
