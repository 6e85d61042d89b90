import CGtk

/// A named action (`GSimpleAction`) that menus, buttons and keyboard shortcuts trigger.
@MainActor
public final class Action: Object {
    public let name: String

    /// A stateless action with no parameter.
    public init(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        self.name = name
        super.init(UnsafeMutableRawPointer(g_simple_action_new(name, nil)), ownership: .adopt)
        onActivate { _ in handler() }
    }

    /// Triggers the action as a shortcut or button would (only when enabled).
    public func activate() { g_action_activate(opaque, nil) }

    /// A new action added to `map` (a `GActionMap`: an action group, an application window)
    /// and to `table`, which keeps its wrapper (the map holds only the C object).
    static func add(
        _ name: String, to map: Object, keeping table: inout [String: Action],
        _ handler: @escaping @MainActor () -> Void
    ) -> Action {
        let action = Action(name, handler)
        g_action_map_add_action(map.opaque, action.opaque)
        table[name] = action
        return action
    }
}

/// A set of actions installed on a widget or window under a prefix (`GSimpleActionGroup`).
@MainActor
public final class ActionGroup: Object {
    private var actions: [String: Action] = [:]

    public init() { super.init(UnsafeMutableRawPointer(g_simple_action_group_new()), ownership: .adopt) }

    /// Adds an action; returns it so callers can enable or disable it.
    @discardableResult
    public func add(_ name: String, _ handler: @escaping @MainActor () -> Void) -> Action {
        Action.add(name, to: self, keeping: &actions, handler)
    }

    public subscript(name: String) -> Action? { actions[name] }
}
