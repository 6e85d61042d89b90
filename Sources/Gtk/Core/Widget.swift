import CGtk
import GtkShims

/// The base of every widget wrapper (`GtkWidget *`).
///
/// Child wrappers are kept alive by the wrapper that created them (a page keeps its
/// widgets); GTK keeps the C children alive through their parents. Event controllers and
/// other helper objects added to a widget are retained here for the widget's life.
@MainActor
open class Widget: Object {
    /// Objects whose life is tied to this widget (controllers, child wrappers, models).
    private var attachments: [AnyObject] = []

    public var widget: UnsafeMutablePointer<GtkWidget> { cast(GtkWidget.self) }

    /// Keeps `object` alive as long as this wrapper.
    public func retain(_ object: AnyObject) { attachments.append(object) }

    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set {
            guard newValue != isSensitive else { return }
            gtk_widget_set_sensitive(widget, newValue ? 1 : 0)
            // libadwaita greys out an insensitive flat button (a header bar's) with only
            // `filter: opacity(0.4)`; under Wayland (mutter) GTK 4.8 kept drawing such a
            // button greyed after it became sensitive, until something else redrew it. Redrawing it here shows the state it has.
            gtk_widget_queue_draw(widget)
        }
    }
    /// True when the focus is in this widget or one of its descendants.
    public var containsFocus: Bool {
        gtk_widget_has_focus(widget) != 0
            || (gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue) != 0
    }
    @discardableResult public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }
    /// Moves the focus to the first focusable widget inside this one; false if none.
    @discardableResult public func moveFocusInto() -> Bool { gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0 }

    /// Sets all four margins.
    public func setMargins(_ all: Int32) { setMargins(top: all, bottom: all, start: all, end: all) }
    public func setMargins(top: Int32, bottom: Int32, start: Int32, end: Int32) {
        gtk_widget_set_margin_top(widget, top)
        gtk_widget_set_margin_bottom(widget, bottom)
        gtk_widget_set_margin_start(widget, start)
        gtk_widget_set_margin_end(widget, end)
    }
    public func setSizeRequest(width: Int32, height: Int32) { gtk_widget_set_size_request(widget, width, height) }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }
    public func setCSSClass(_ name: String, _ on: Bool) { on ? addCSSClass(name) : removeCSSClass(name) }

    /// The accessible name read by screen readers (and found by `ui`).
    public func setAccessibleLabel(_ label: String) { dd_accessible_set_label(pointer, label) }
    public func setAccessibleDescription(_ text: String) {
        accessibleDescription = text
        dd_accessible_set_description(pointer, text)
    }
    /// The description last given with `setAccessibleDescription` (nil when none was).
    public internal(set) var accessibleDescription: String?
    /// Makes a container one a screen reader never speaks, even named: its role becomes
    /// GTK's "generic" (AT-SPI's filler, which Orca takes as layout only). Orca tells two
    /// containers apart by role, name and place only, so two pages stacked at the same
    /// place need names (`setAccessibleLabel`) that differ. Call it once, before the
    /// widget is in a shown window (GTK fixes the role then).
    public func setLayoutRole() {
        dd_accessible_set_role(pointer, Int32(GTK_ACCESSIBLE_ROLE_GENERIC.rawValue))
    }
    /// Hides the widget from assistive technology (for decorative widgets).
    public func setAccessibleHidden(_ hidden: Bool) { dd_accessible_set_hidden(pointer, hidden ? 1 : 0) }

    public func setCursor(named name: String?) { gtk_widget_set_cursor_from_name(widget, name) }

    /// Attaches an event controller (gesture, key, scroll…) to the widget. GTK takes the
    /// controller's reference; the wrapper is kept for the widget's life.
    public func addController(_ controller: EventController) {
        g_object_ref(controller.pointer) // gtk_widget_add_controller takes ownership
        gtk_widget_add_controller(widget, controller.controller)
        retain(controller)
    }

    /// Installs a group of actions under `prefix` (`prefix.name` in action names).
    public func insertActionGroup(_ prefix: String, _ group: ActionGroup) {
        gtk_widget_insert_action_group(widget, prefix, group.opaque)
        retain(group)
    }

    /// Activates an action by its detailed name (e.g. "win.back"); true if it existed.
    @discardableResult
    public func activateAction(_ name: String) -> Bool {
        gtk_widget_activate_action_variant(widget, name, nil) != 0
    }

    /// The toplevel window's wrapper, when this widget is in a window made by the wrapper.
    public var window: Window? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        return Object.wrapper(of: UnsafeMutableRawPointer(root)) as? Window
    }

    /// Whether the widget has a parent (is part of a widget tree).
    public var isInTree: Bool { gtk_widget_get_parent(widget) != nil }
}

extension Widget {
    /// Runs `handler` once, after the next frame containing this widget was painted
    /// (the frame clock's `after-paint`). The widget must be realized (e.g. a shown
    /// window); otherwise it waits for `map`.
    public func afterNextPaint(_ handler: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else {
            var mapped: SignalHandler?
            mapped = onMap { [weak self] in
                guard let self, let mapped else { return }
                self.disconnect(mapped)
                self.afterNextPaint(handler)
            }
            return
        }
        let clockObject = Object(UnsafeMutableRawPointer(clock))
        var painted: SignalHandler?
        painted = clockObject.on("after-paint") { [clockObject] in
            guard let painted else { return }
            clockObject.disconnect(painted)
            handler()
        }
        gtk_widget_queue_draw(widget)
    }
}
