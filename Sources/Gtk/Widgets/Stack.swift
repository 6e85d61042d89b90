import CGtk

/// Shows one child at a time with animated transitions (`GtkStack`).
@MainActor
public final class Stack: Widget {
    private var children: [Widget] = []
    public init() { super.init(UnsafeMutableRawPointer(gtk_stack_new())) }
    var stack: OpaquePointer { opaque }

    public func add(_ child: Widget, name: String? = nil) {
        if let name { gtk_stack_add_named(stack, child.widget, name) } else { gtk_stack_add_child(stack, child.widget) }
        // A page is a panel a screen reader passes over, unless `setTitle` names it
        // (GTK 4.8 would say "GtkStackPage panel" on every change of focus into it).
        if let page = gtk_stack_get_page(stack, child.widget) {
            AccessibleNames.withoutTypeName(UnsafeMutableRawPointer(page))
        }
        children.append(child)
    }
    public func remove(_ child: Widget) {
        gtk_stack_remove(stack, child.widget)
        children.removeAll { $0 === child }
    }
    public func setVisibleChild(_ child: Widget, transition: StackTransition) {
        gtk_stack_set_transition_type(stack, transition.gtk)
        gtk_stack_set_visible_child(stack, child.widget)
    }
    public func setVisibleChild(_ child: Widget) { gtk_stack_set_visible_child(stack, child.widget) }
    public func setVisibleChild(named name: String) { gtk_stack_set_visible_child_name(stack, name) }
    /// The name of the child shown (nil when it has none, or nothing is shown).
    public var visibleChildName: String? { gtk_stack_get_visible_child_name(stack).map { String(cString: $0) } }
    public var visibleChildPointer: UnsafeMutableRawPointer? {
        gtk_stack_get_visible_child(stack).map { UnsafeMutableRawPointer($0) }
    }
    public var transitionType: StackTransition = .none {
        didSet { gtk_stack_set_transition_type(stack, transitionType.gtk) }
    }
    /// Sets the title a `StackSwitcher` shows for `child`.
    public func setTitle(_ title: String, for child: Widget) {
        if let page = gtk_stack_get_page(stack, child.widget) { gtk_stack_page_set_title(page, title) }
    }
}

/// Tabs for a `Stack` (`GtkStackSwitcher`).
@MainActor
public final class StackSwitcher: Widget {
    private let stackRef: Stack
    public init(stack: Stack) {
        stackRef = stack
        super.init(UnsafeMutableRawPointer(gtk_stack_switcher_new()))
        gtk_stack_switcher_set_stack(opaque, stack.stack)
    }
}
