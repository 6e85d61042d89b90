import Foundation
import Model

/// The rows of the To-Do list: every to-do (a to-do list is short, so it is read whole).
typealias TodoListSource = StoreItemsSource<TodoStore>

extension TodoStore: ListedStore, DeletingStore {
    func item(id: Int64) throws -> Todo? { try todo(id: id) }
}

extension StoreItemsSource where Store == TodoStore {
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

    /// What a to-do without text is called in the list.
    static func displayText(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? tr("Untitled To-Do") : text
    }
}
