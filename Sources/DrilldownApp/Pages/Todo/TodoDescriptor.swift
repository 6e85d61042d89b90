import Gtk
import Model

extension SectionID {
    static let todo = SectionID("todo")
}

extension SectionDescriptor {
    /// The to-dos of todo.sqlite.
    static var todo: SectionDescriptor {
        SectionDescriptor(
            id: .todo, title: tr("To-Do"), subtitle: tr("A to-do list in SQLite"),
            icon: "object-select-symbolic", store: SectionStore(TodoStore.self),
            search: .storeRows(TodoListPage.self) { stores in
                StoreSearchSource.todos(try stores.store(), in: .todo)
            },
            place: .storeRows(TodoListPage.self), exchange: .todo
        ) { context in TodoListPage(context: context) }
    }
}

extension AppServices {
    /// The To-Do store, opened (created and seeded) on first use.
    func todoStore() throws(StorageError) -> TodoStore { try store() }
}
