import Foundation

/// A to-do's priority, stored as the original tutorials' integers (1 High, 2 Medium, 3 Low).
public enum TodoPriority: Int, Sendable, CaseIterable, Hashable {
    case high = 1
    case medium = 2
    case low = 3

    /// The word shown beside the dot.
    public var title: String {
        switch self {
        case .high: return tr("High")
        case .medium: return tr("Medium")
        case .low: return tr("Low")
        }
    }

    /// A stored value outside 1…3 (edited by another tool) reads as Medium.
    init(stored: Int) { self = TodoPriority(rawValue: stored) ?? .medium }
}

/// One to-do. The list shows every field, so there is no separate summary type.
public struct Todo: Sendable, Hashable, Identifiable {
    public var id: Int64
    public var text: String
    public var priority: TodoPriority
    public var isComplete: Bool
}

/// The To-Do page's data: `todo(pk INTEGER PRIMARY KEY, text TEXT, priority INTEGER,
/// complete INTEGER)` in `todo.sqlite`. Changes are committed before a method returns.
public final class TodoStore: KeysetListStore {
    public static let table = TitledTable(
        name: "todo", idColumn: "pk", titleColumn: "text", noun: "to-do")

    public static let schema = table.schema(
        fileName: "todo.sqlite", seedScript: "todo.sql",
        create: "CREATE TABLE IF NOT EXISTS todo(pk INTEGER PRIMARY KEY, text TEXT, priority INTEGER, complete INTEGER)"
    )

    public let database: StoreDatabase
    private static let columns = "pk, text, priority, complete"

    public init(database: StoreDatabase) { self.database = database }

    private static func todo(_ row: Row) -> Todo {
        Todo(
            id: row.int64(0), text: row.string(1), priority: TodoPriority(stored: row.int(2)),
            isComplete: row.int(3) != 0)
    }

    /// To-dos `offset..<offset+limit` in the order they were added.
    public func page(offset: Int, limit: Int) throws -> [Todo] {
        try database.read { database in
            try database.query(
                "SELECT \(TodoStore.columns) FROM todo ORDER BY pk LIMIT ? OFFSET ?",
                [.integer(Int64(max(0, limit))), .integer(Int64(max(0, offset)))], TodoStore.todo)
        }
    }

    /// At most `limit` to-dos whose ids are in `first...last`, in the order they were
    /// added: a page read by its keys (`KeysetPages`), as fast at the end as at the start.
    public func page(from first: Int64, through last: Int64, limit: Int) throws -> [Todo] {
        try database.read { database in
            try database.query(
                "SELECT \(TodoStore.columns) FROM todo WHERE pk BETWEEN ? AND ? ORDER BY pk LIMIT ?",
                [.integer(first), .integer(last), .integer(Int64(max(0, limit)))], TodoStore.todo)
        }
    }

    public func todo(id: Int64) throws -> Todo? {
        try database.read { database in
            try database.queryFirst(
                "SELECT \(TodoStore.columns) FROM todo WHERE pk = ?", [.integer(id)], TodoStore.todo)
        }
    }

    /// To-dos whose text contains `query`, ignoring case and accents.
    public func search(_ query: String, after: Int64? = nil, limit: Int = 1000) throws -> [Todo] {
        try database.read { database in
            let ids = try table.search(database, query: query, afterID: after, limit: limit).map(\.id)
            return try ids.compactMap { id in
                try database.queryFirst(
                    "SELECT \(TodoStore.columns) FROM todo WHERE pk = ?", [.integer(id)], TodoStore.todo)
            }
        }
    }

    /// Adds a to-do (not complete) and returns its id; "Add" then opens it.
    @discardableResult
    public func insert(text: String = "", priority: TodoPriority = .medium) throws -> Int64 {
        try database.write(changes: { [.inserted(id: $0)] }) { database in
            try database.run(
                "INSERT INTO todo(text, priority, complete) VALUES (?, ?, 0)",
                [.text(text), .integer(Int64(priority.rawValue))])
            let id = database.lastInsertRowID
            return id
        }
    }

    public func update(id: Int64, text: String) throws {
        try set("text", of: id, to: .text(text))
    }

    public func update(id: Int64, priority: TodoPriority) throws {
        try set("priority", of: id, to: .integer(Int64(priority.rawValue)))
    }

    public func update(id: Int64, isComplete: Bool) throws {
        try set("complete", of: id, to: .integer(isComplete ? 1 : 0))
    }

    /// Deletes a to-do and returns it, to `restore` on undo.
    @discardableResult
    public func delete(id: Int64) throws -> Todo {
        try database.write(changes: { [.deleted(id: $0.id)] }) { database in
            try table.take(database, id: id, columns: TodoStore.columns, TodoStore.todo)
        }
    }

    /// Puts a deleted to-do back, under its old id when still free; returns the id.
    @discardableResult
    public func restore(_ todo: Todo) throws -> Int64 {
        try database.write(changes: { [.inserted(id: $0)] }) { database in
            try table.putBack(
                database, wanted: todo.id, columns: ["text", "priority", "complete"],
                values: [.text(todo.text), .integer(Int64(todo.priority.rawValue)), .integer(todo.isComplete ? 1 : 0)])
        }
    }

}
