import CGtk

/// A context menu (`GtkPopoverMenu`) attached to a widget and shown pointing at a spot
/// in it. Its items' actions resolve from that widget upwards (install them with
/// `Widget.insertActionGroup`).
@MainActor
public final class PopoverMenu: Widget {
    private let menu: Menu
    private weak var parent: Widget?

    /// A menu for `menu`, attached to `parent` (until the parent is destroyed).
    public init(menu: Menu, attachedTo parent: Widget) {
        self.menu = menu
        super.init(UnsafeMutableRawPointer(gtk_popover_menu_new_from_model(menu.model)))
        self.parent = parent
        gtk_widget_set_parent(widget, parent.widget)
        gtk_popover_set_has_arrow(popover, 0)
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        // A popover is a child of its parent in the widget tree; most containers do not
        // expect such a child when they are disposed, so take it away first.
        parent.on("destroy") { [weak self] in self?.detach() }
        parent.retain(self)
    }

    var popover: UnsafeMutablePointer<GtkPopover> { cast(GtkPopover.self) }

    /// Shows the menu pointing at (`x`, `y`) in `widget`'s coordinates (a widget inside
    /// the parent, e.g. the row that was right-clicked).
    public func popup(at x: Double, _ y: Double, in widget: Widget) {
        guard let parent else { return }
        var px = x, py = y
        if widget !== parent {
            _ = gtk_widget_translate_coordinates(widget.widget, parent.widget, x, y, &px, &py)
        }
        var rect = GdkRectangle(x: Int32(px), y: Int32(py), width: 1, height: 1)
        gtk_popover_set_pointing_to(popover, &rect)
        gtk_popover_popup(popover)
    }

    /// Shows the menu under `widget` (keyboard: the Menu key or Shift+F10 on a row).
    public func popup(below widget: Widget) {
        popup(at: Double(widget.width) / 2, Double(widget.height), in: widget)
    }

    public func popdown() { gtk_popover_popdown(popover) }

    /// Whether the menu is showing.
    public var isOpen: Bool { isVisible }

    private func detach() {
        if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) }
    }
}
