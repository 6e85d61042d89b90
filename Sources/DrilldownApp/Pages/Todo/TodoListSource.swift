import Foundation
import Model

/// The rows of the To-Do list: every to-do (a to-do list is short, so it is read whole),
/// each with its priority as a coloured dot and as a word, completed ones struck through.
///
/// `todos` changes only through `applyInserted`/`applyDeleted`/`applyUpdated`, which
/// say which rows moved, so that the list view always agrees with it.
@MainActor
final class TodoListSource: ListSource {
    let store: TodoStore
    private(set) var todos: [Todo]
    /// Where reads that fail after the list is shown are reported.
    let readErrors = ReadErrors()

    init(store: TodoStore) throws {
        self.store = store
        todos = try store.page(offset: 0, limit: try store.count())
    }

    var count: Int { todos.count }

    func todo(at position: Int) -> Todo? {
        todos.indices.contains(position) ? todos[position] : nil
    }

    func position(of id: Int64) -> Int? { todos.firstIndex { $0.id == id } }

    func row(at position: Int) -> RowModel {
        guard let todo = todo(at: position) else { return RowModel(title: "") }
        return TodoListSource.row(for: todo)
    }

    func searchTitles() -> [String] { todos.map { TodoListSource.displayText($0.text) } }

    /// The row of one to-do: the dot, the text, and the priority word under it (the word
    /// is there for people who cannot tell the colours apart, and for screen readers).
    static func row(for todo: Todo) -> RowModel {
        let subtitle = todo.isComplete ? fill(tr("%1$@ · Completed"), todo.priority.title) : todo.priority.title
        return RowModel(title: displayText(todo.text), subtitle: subtitle,
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

    // MARK: Changes

    /// Reads the to-do `id` and puts it where it belongs (ids ascend); returns its position.
    func applyInserted(id: Int64) -> Int? {
        let store = self.store
        guard position(of: id) == nil, let read = readErrors.attempt("reading to-do \(id)", { try store.todo(id: id) }),
              let todo = read else { return nil }
        let position = todos.firstIndex { $0.id > id } ?? todos.count
        todos.insert(todo, at: position)
        return position
    }

    /// Drops the to-do `id`; returns the position it had.
    func applyDeleted(id: Int64) -> Int? {
        guard let position = position(of: id) else { return nil }
        todos.remove(at: position)
        return position
    }

    /// Reads the to-do `id` again; returns its position.
    func applyUpdated(id: Int64) -> Int? {
        let store = self.store
        guard let position = position(of: id), let read = readErrors.attempt("reading to-do \(id)", { try store.todo(id: id) }),
              let todo = read else { return nil }
        todos[position] = todo
        return position
    }

    /// Reads everything again (after a bulk change); false (reported, the to-dos shown
    /// kept) when the read failed.
    @discardableResult
    func reload() -> Bool {
        let store = self.store
        guard let fresh = readErrors.attempt("reading the to-dos", { try store.page(offset: 0, limit: try store.count()) }) else {
            return false
        }
        todos = fresh
        return true
    }
}
