import Gtk
import Model

extension SectionID { static let todo = SectionID("todo") }

extension SectionDescriptor {
    /// The to-dos of todo.sqlite.
    static var todo: SectionDescriptor {
        .storeRows(
            .todo, tr("To-Do"), tr("A to-do list in SQLite"), icon: "object-select-symbolic",
            rows: StoreSearchSource.todos
        ) { TodoListPage(context: $0) }
    }
}
