import Foundation
import Gtk
import Model

/// The rows of the To-Do list: whole to-dos in the order they were added, read by keys a
/// page at a time (`KeysetListSource`: a list of a million to-dos opens as fast as one of
/// four), searched by the text the row shows.
typealias TodoListSource = KeysetListSource<TodoStore>

extension TodoStore: DeletingStore {}

extension KeysetListSource where Store == TodoStore {
    /// The to-dos of `store`, starting from `snapshot`.
    convenience init(todos store: TodoStore, snapshot: Snapshot) {
        self.init(store: store, snapshot: snapshot, look: Self.row(for:), searchTitle: { Self.displayText($0.text) })
    }

    /// The row of one to-do: its priority as a coloured dot, the text, and the priority
    /// word under it (the word is there for people who cannot tell the colours apart, and
    /// for screen readers); completed ones struck through.
    static func row(for todo: Todo) -> RowModel {
        let subtitle = todo.isComplete ? fill(tr("%1$@ · Completed"), todo.priority.title) : todo.priority.title
        return RowModel(
            title: displayText(todo.text), subtitle: subtitle,
            thumbnail: .dot(cssClass: dotClass(todo.priority)),
            styleClasses: todo.isComplete ? ["done"] : [])
    }

    /// The AppStyle class colouring a priority's dot.
    static func dotClass(_ priority: TodoPriority) -> String {
        switch priority {
        case .high: return "dot-red"
        case .medium: return "dot-yellow"
        case .low: return "dot-green"
        }
    }

    /// What a to-do without text is called in the list (and what the search finds it by).
    nonisolated static func displayText(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? tr("Untitled To-Do") : text
    }
}
