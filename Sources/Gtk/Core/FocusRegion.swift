import CGtk

/// Makes a list one stop of the Tab chain, as GNOME apps treat lists: Tab and Shift+Tab
/// leave it for the next or previous region of the window (header bar, search, list,
/// toolbar) instead of walking through its rows; the arrow keys still move inside it.
/// Tabbing back into it lands on the row that had the focus.
///
/// GTK 4.12 has `GtkListView:tab-behavior`; GTK 4.8 has nothing, and its list box also
/// moves row by row on Tab. A capture-phase key controller on the region sees Tab before
/// the window's focus keys do, takes the region out of the focus chain for a moment
/// (`can-focus`) and lets GTK move the focus as Tab would — so the next region is found
/// by GTK's own focus order. A list view remembers its focused row itself (its focus
/// tracker); a list box enters on its first or last row, so the region remembers the row
/// it was left from and, after a Tab brought the focus back into it, puts it there.
@MainActor
public enum FocusRegion {
    private static let regionKey = "gtk-swift-focus-region"
    private static let rememberedKey = "gtk-swift-focus-region-row"
    private static let windowKey = "gtk-swift-focus-regions"

    /// Makes `widget` (a list view, a list box) a single Tab stop.
    public static func makeTabStop(_ widget: Widget) {
        // The region's pointer, not its wrapper: the wrapper may go while the widget
        // lives on in its parent; the controllers and handlers go with the widget.
        let region = widget.widget
        g_object_set_data(widget.gobject, regionKey, region)
        let keys = KeyController()
        keys.propagationPhase = .capture
        keys.onKeyPressed { keyval, state in
            guard let forward = tabDirection(keyval, state) else { return false }
            return moveFocus(outOf: region, forward: forward)
        }
        widget.addController(keys)
        widget.on("realize") { watchTabs(in: region) }
        if gtk_widget_get_realized(region) != 0 { watchTabs(in: region) }
    }

    /// Moves the focus from inside `widget` to the next (or previous) focusable widget
    /// outside it, wrapping around the window as Tab does. False when there is none
    /// (the focus then stays where it was).
    @discardableResult
    public static func moveFocus(outOf widget: Widget, forward: Bool) -> Bool {
        moveFocus(outOf: widget.widget, forward: forward)
    }

    /// Tab (true), Shift+Tab (false), or nil for another key.
    private static func tabDirection(_ keyval: UInt32, _ state: UInt32) -> Bool? {
        let modifiers = Modifiers(state: state)
        if keyval == Key.tab, modifiers.isEmpty { return true }
        if keyval == Key.leftTab || keyval == Key.tab, modifiers == .shift { return false }
        return nil
    }

    private static func moveFocus(outOf region: UnsafeMutablePointer<GtkWidget>, forward: Bool) -> Bool {
        let within = gtk_widget_get_state_flags(region).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
        guard within || gtk_widget_has_focus(region) != 0, let root = gtk_widget_get_root(region),
            let previous = gtk_root_get_focus(root)
        else { return false }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        let direction = forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD
        // A list view tracks its focused row itself (and recycles row widgets).
        let instance = UnsafeMutableRawPointer(region).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_list_view_get_type()) == 0 { remember(previous, in: region) }
        gtk_widget_set_can_focus(region, 0)
        var moved = gtk_widget_child_focus(window, direction) != 0
        if !moved {
            // Past the last region: start again from the window's first (or last) one.
            gtk_root_set_focus(root, nil)
            moved = gtk_widget_child_focus(window, direction) != 0
        }
        gtk_widget_set_can_focus(region, 1)
        if !moved { gtk_widget_grab_focus(previous) }
        return moved
    }

    /// Keeps `row` (a reference) as the widget to come back to in `region`.
    private static func remember(_ row: UnsafeMutablePointer<GtkWidget>, in region: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref(UnsafeMutableRawPointer(row))
        g_object_set_data_full(
            UnsafeMutableRawPointer(region).assumingMemoryBound(to: GObject.self), rememberedKey,
            UnsafeMutableRawPointer(row)
        ) { g_object_unref($0) }
    }

    /// Once per window: after a Tab has moved the focus (GTK's own handling, so a text
    /// view keeps its Tab), a focus that entered a region goes to the row it was left from.
    private static func watchTabs(in region: UnsafeMutablePointer<GtkWidget>) {
        guard let root = gtk_widget_get_root(region) else { return }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GObject.self)
        guard g_object_get_data(window, windowKey) == nil else { return }
        g_object_set_data(window, windowKey, window)
        let keys = KeyController()
        keys.propagationPhase = .capture
        keys.onKeyPressed { keyval, state in
            guard tabDirection(keyval, state) != nil else { return false }
            MainContext.whenIdle { returnToRememberedRow(in: root) }
            return false
        }
        g_object_ref(keys.pointer) // gtk_widget_add_controller takes ownership
        let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        gtk_widget_add_controller(rootWidget, keys.controller)
    }

    private static func returnToRememberedRow(in root: OpaquePointer) {
        guard let focus = gtk_root_get_focus(root) else { return }
        var widget: UnsafeMutablePointer<GtkWidget>? = focus
        while let current = widget {
            let object = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GObject.self)
            if g_object_get_data(object, regionKey) != nil {
                guard let raw = g_object_get_data(object, rememberedKey) else { return }
                let row = raw.assumingMemoryBound(to: GtkWidget.self)
                if row != focus, gtk_widget_is_ancestor(row, current) != 0, gtk_widget_get_mapped(row) != 0 {
                    gtk_widget_grab_focus(row)
                }
                return
            }
            widget = gtk_widget_get_parent(current)
        }
    }
}
