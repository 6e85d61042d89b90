import CGtk
import GtkShims

/// A button that opens a menu of actions (`GtkMenuButton` over a `GMenu`). Items name
/// detailed actions ("app.about", "win.open"), so their accelerators show beside them.
/// The primary menu (a window's main menu) also opens with F10.
@MainActor
public final class MenuButton: Widget {
    /// One entry: its label (with a mnemonic underscore if wanted) and action.
    public struct Item: Sendable {
        public let label: String
        public let action: String
        public init(_ label: String, action: String) {
            self.label = label
            self.action = action
        }
    }

    /// The menu's entries, grouped in sections (drawn with separators between them).
    public let sections: [[Item]]
    private let menu: Object

    public init(icon: String, tooltip: String, sections: [[Item]], primary: Bool = false) {
        self.sections = sections
        let gmenu = g_menu_new()!
        menu = Object(UnsafeMutableRawPointer(gmenu), ownership: .adopt)
        for items in sections {
            let section = g_menu_new()!
            for item in items { g_menu_append(section, item.label, item.action) }
            g_menu_append_section(gmenu, nil, UnsafeMutableRawPointer(section).assumingMemoryBound(to: GMenuModel.self))
            g_object_unref(UnsafeMutableRawPointer(section))
        }
        super.init(UnsafeMutableRawPointer(gtk_menu_button_new()))
        gtk_menu_button_set_icon_name(button, icon)
        // The menu's popover is made when it first opens, not with the button: GTK
        // would otherwise build its items (labels, accelerators) for the first frame.
        gtk_menu_button_set_create_popup_func(
            button,
            { button, menu in
                gtk_menu_button_set_menu_model(button, menu?.assumingMemoryBound(to: GMenuModel.self))
                // The menu is named after its button ("Main Menu"), not "GtkPopoverMenu".
                if let button, let popover = gtk_menu_button_get_popover(button) {
                    let name = gtk_widget_get_tooltip_text(UnsafeMutablePointer<GtkWidget>(button))
                    dd_accessible_set_label(UnsafeMutableRawPointer(popover), name)
                    AccessibleNames.dropTypeNames(
                        under: UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self))
                }
            }, g_object_ref(UnsafeMutableRawPointer(gmenu)), { menu in g_object_unref(menu) })
        gtk_menu_button_set_primary(button, primary ? 1 : 0)
        self.tooltip = tooltip
        setAccessibleLabel(tooltip)
    }

    private var button: OpaquePointer { opaque }

    /// Every entry, in order.
    public var items: [Item] { sections.flatMap { $0 } }

    /// Opens and closes the menu as clicking the button does.
    public func popup() { gtk_menu_button_popup(button) }
    public func popdown() { gtk_menu_button_popdown(button) }

    /// Whether the menu is open.
    public var isOpen: Bool {
        guard let popover = gtk_menu_button_get_popover(button) else { return false }
        return gtk_widget_get_visible(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)) != 0
    }
}
