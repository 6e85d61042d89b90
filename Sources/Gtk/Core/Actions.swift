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
}

/// A set of actions installed on a widget or window under a prefix (`GSimpleActionGroup`).
@MainActor
public final class ActionGroup: Object {
    private var actions: [String: Action] = [:]

    public init() { super.init(UnsafeMutableRawPointer(g_simple_action_group_new()), ownership: .adopt) }

    /// Adds an action; returns it so callers can enable or disable it.
    @discardableResult
    public func add(_ name: String, _ handler: @escaping @MainActor () -> Void) -> Action {
        let action = Action(name, handler)
        g_action_map_add_action(opaque, action.opaque)
        actions[name] = action
        return action
    }

    public subscript(name: String) -> Action? { actions[name] }
}
