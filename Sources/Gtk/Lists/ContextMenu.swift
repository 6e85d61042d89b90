import CGtk

/// A context menu for a list row (`GtkPopoverMenu` over a `GMenu`), pointing at the
/// place it was asked for.
///
/// Each item runs its handler through an action of a private group (`context.item-N`),
/// so the menu has GTK's real menu look and keyboard handling. One menu serves every
/// request of its owner (`setItems` then `present`): the popover stays parented to the
/// owner's container for the container's life. Unparenting a popover right after it
/// closed crashed GTK 4.8 when an item was activated through accessibility.
@MainActor
public final class ContextMenu: Widget {
    /// One entry of the menu.
    public struct Item {
        public let title: String
        public let action: @MainActor () -> Void
        public init(_ title: String, action: @escaping @MainActor () -> Void) {
            self.title = title
            self.action = action
        }
    }

    public private(set) var items: [Item] = []
    private var handlers: [@MainActor () -> Void] = []
    let actions = ActionGroup()
    private let gmenu: OpaquePointer
    private let menu: Object
    private weak var host: Widget?
    private var focusReturn: (FocusReturn, Widget)?

    public init(items: [Item] = []) {
        gmenu = g_menu_new()!
        menu = Object(UnsafeMutableRawPointer(gmenu), ownership: .adopt)
        super.init(
            UnsafeMutableRawPointer(
                gtk_popover_menu_new_from_model(UnsafeMutableRawPointer(gmenu).assumingMemoryBound(to: GMenuModel.self))
            ))
        gtk_widget_insert_action_group(widget, "context", actions.opaque)
        AccessibleNames.withoutTypeName(pointer) // "menu", not "GtkPopoverMenu"
        AccessibleNames.dropTypeNames(under: self)
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        setItems(items)
        onClosedRaw { [weak self] in
            // After GTK has moved the focus away from the closing popover.
            MainContext.whenIdle { [weak self] in
                guard let self, let (focus, scope) = self.focusReturn, !self.isOpen else { return }
                self.focusReturn = nil
                focus.restore(unlessFocusIsIn: scope)
            }
        }
    }

    /// Replaces the menu's entries (while it is closed).
    public func setItems(_ newItems: [Item]) {
        items = newItems
        handlers = newItems.map(\.action)
        g_menu_remove_all(gmenu)
        for (index, item) in newItems.enumerated() {
            if actions["item-\(index)"] == nil {
                // Actions look their handler up at activation, so they can be reused.
                actions.add("item-\(index)") { [weak self] in
                    guard let self, self.handlers.indices.contains(index) else { return }
                    self.handlers[index]()
                }
            }
            g_menu_append(gmenu, item.title, "context.item-\(index)")
        }
    }

    /// Shows the menu in `host` (a container that outlives it, e.g. a page's Box),
    /// pointing at (x, y) in `source`'s coordinates.
    ///
    /// When the menu closes, the keyboard focus goes back to the widget that had it
    /// (GTK 4.8 would otherwise move it to the first focusable widget of the window,
    /// e.g. the back button), unless an item already moved it inside `scope`.
    public func present(
        in host: Widget, at source: Widget, x: Double, y: Double, returningFocusWithin scope: Widget? = nil
    ) {
        focusReturn = (FocusReturn(around: source), scope ?? host)
        if self.host !== host {
            if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) }
            gtk_widget_set_parent(widget, host.widget)
            self.host = host
        }
        var hostX = 0.0, hostY = 0.0
        _ = gtk_widget_translate_coordinates(source.widget, host.widget, x, y, &hostX, &hostY)
        var rect = GdkRectangle(x: Int32(hostX), y: Int32(hostY), width: 1, height: 1)
        gtk_popover_set_pointing_to(popover, &rect)
        gtk_popover_popup(popover)
    }

    var popover: UnsafeMutablePointer<GtkPopover> { cast(GtkPopover.self) }

    /// Whether the focus goes back to where the menu was opened once it closes (set by
    /// `present` until the menu has closed and the focus is back).
    public var isReturningFocus: Bool { focusReturn != nil }

    /// Keeps the focus where it is now when the menu closes (an item moved it on).
    public func cancelFocusReturn() { focusReturn = nil }

    /// Closes the menu.
    public func close() { gtk_popover_popdown(popover) }

    /// Whether the menu is on screen.
    public var isOpen: Bool { isInTree && isVisible }
}
