import CGtk

/// Keyboard shortcuts that trigger named actions (`GtkShortcutController` with
/// `GtkNamedAction`s), so a shortcut and a menu item or button are one action, listed
/// and testable by name.
@MainActor
public final class ShortcutController: EventController {
    /// Where the focus must be for the shortcuts to work.
    public enum Scope: Sendable {
        /// Anywhere in the widget's window, while the widget is mapped and sensitive (GTK's
        /// managed scope, handled by the window in the bubble phase): a page's shortcuts
        /// work as soon as it is shown, whichever control has the focus, and never while
        /// the page is covered or hidden. The focused widget and its ancestors still see
        /// the key first, so an entry keeps its own Ctrl+V or Delete; so does GtkWindow's
        /// own bindings (Return, Space, arrows, Tab): use `focusWithin` for those.
        case window
        /// Only while the focus is inside the widget (GTK's local scope, bubble phase).
        case focusWithin
    }

    public let scope: Scope

    public init(scope: Scope) {
        self.scope = scope
        super.init(UnsafeMutableRawPointer(gtk_shortcut_controller_new()), ownership: .adopt)
        let gtkScope = scope == .window ? GTK_SHORTCUT_SCOPE_MANAGED : GTK_SHORTCUT_SCOPE_LOCAL
        gtk_shortcut_controller_set_scope(controller, gtkScope)
        propagationPhase = .bubble
    }

    /// Binds each of `keys` to the detailed action name `action` ("page.paste-picture"),
    /// looked up from the controller's widget upwards. A disabled action lets the key go on.
    public func add(_ keys: [KeyCombo], action: String) {
        for combo in keys {
            // gtk_shortcut_new and gtk_shortcut_controller_add_shortcut take ownership.
            let trigger = gtk_keyval_trigger_new(combo.key, GdkModifierType(rawValue: combo.modifiers.rawValue))
            let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new(action))
            gtk_shortcut_controller_add_shortcut(controller, shortcut)
        }
    }

    /// The number of shortcuts (one per key combination).
    public var count: Int { Int(g_list_model_get_n_items(OpaquePointer(pointer))) }
}

/// A widget's actions under one prefix ("page.undo"), each with its keyboard shortcuts:
/// an `ActionGroup` inserted on the widget and `ShortcutController`s on the same widget.
/// There is one per widget and prefix (`WidgetActions.of(_:prefix:)`); it lives as long
/// as the widget.
@MainActor
public final class WidgetActions {
    public let prefix: String
    let group = ActionGroup()
    private(set) var controllers: [ShortcutController.Scope: ShortcutController] = [:]
    /// The widget (not referenced: it owns this object).
    private nonisolated(unsafe) let widget: UnsafeMutablePointer<GtkWidget>

    private init(prefix: String, widget: Widget) {
        self.prefix = prefix
        self.widget = widget.widget
        gtk_widget_insert_action_group(widget.widget, prefix, group.opaque)
    }

    /// The actions of `widget` under `prefix`, made and installed the first time.
    public static func of(_ widget: Widget, prefix: String = "page") -> WidgetActions {
        let key = "gtk-swift-actions-" + prefix
        if let raw = g_object_get_data(widget.gobject, key) {
            return Unmanaged<WidgetActions>.fromOpaque(raw).takeUnretainedValue()
        }
        let actions = WidgetActions(prefix: prefix, widget: widget)
        // The widget keeps the object (released when the widget is finalized).
        g_object_set_data_full(widget.gobject, key, Unmanaged.passRetained(actions).toOpaque()) { raw in
            guard let raw else { return }
            Unmanaged<WidgetActions>.fromOpaque(raw).release()
        }
        return actions
    }

    /// Adds the action `prefix.name`, triggered by `keys` with the focus in `scope`.
    @discardableResult
    public func add(
        _ name: String, keys combos: [KeyCombo], scope: ShortcutController.Scope = .window,
        _ handler: @escaping @MainActor () -> Void
    ) -> Action {
        let action = group.add(name, handler)
        if !combos.isEmpty { controller(for: scope).add(combos, action: prefix + "." + name) }
        return action
    }

    private func controller(for scope: ShortcutController.Scope) -> ShortcutController {
        if let existing = controllers[scope] { return existing }
        let made = ShortcutController(scope: scope)
        controllers[scope] = made
        g_object_ref(made.pointer) // gtk_widget_add_controller takes ownership
        gtk_widget_add_controller(widget, made.controller)
        return made
    }

    public subscript(name: String) -> Action? { group[name] }

    /// Activates `prefix.name` from the widget, as its shortcut does; false when there is
    /// no such action or it is disabled.
    @discardableResult
    public func activate(_ name: String) -> Bool {
        guard let action = group[name], action.isEnabled else { return false }
        return gtk_widget_activate_action_variant(widget, prefix + "." + name, nil) != 0
    }
}
