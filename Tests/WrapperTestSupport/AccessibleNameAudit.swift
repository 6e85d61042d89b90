import CGtk
import GtkShims

@testable import Gtk

/// What is wrong with the accessible names in a widget tree (the
/// accessibility check of the tests): doubled names, mnemonic underscores, unnamed controls.
@MainActor
public enum AccessibleNameAudit {
    /// One problem: a readable description of the widget and what is wrong.
    public struct Problem: CustomStringConvertible, Sendable {
        public let widget: String
        public let issue: String
        public var description: String { "\(widget): \(issue)" }
    }

    /// The problems of the visible, drawn controls under `root`.
    public static func problems(under root: Widget) -> [Problem] {
        var found: [Problem] = []
        visit(root.widget, into: &found)
        return found
    }

    private static func visit(_ widget: UnsafeMutablePointer<GtkWidget>, into found: inout [Problem]) {
        guard gtk_widget_get_visible(widget) != 0, gtk_widget_get_child_visible(widget) != 0 else { return }
        if isA(widget, gtk_button_get_type()) { check(button: widget, into: &found) }
        if isA(widget, gtk_scrolled_window_get_type()) { check(scroller: widget, into: &found) }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            visit(current, into: &found)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private static func check(button widget: UnsafeMutablePointer<GtkWidget>, into found: inout [Problem]) {
        let accessible = OpaquePointer(widget)
        let button = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)
        let text = gtk_button_get_label(button).map { String(cString: $0) }
        let name = typeName(widget) + (text.map { " “\($0)”" } ?? "") + tooltip(widget)
        let hasLabel = gtk_test_accessible_has_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL) != 0
        let hasLabelledBy = gtk_test_accessible_has_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY) != 0
        if hasLabel && hasLabelledBy {
            found.append(Problem(widget: name, issue: "named twice (label property and labelled-by)"))
        }
        if let text, text.contains("_"), hasLabel, dd_accessible_label_is(UnsafeMutableRawPointer(widget), text) != 0 {
            found.append(Problem(widget: name, issue: "mnemonic underscore in its name"))
        }
        // The button inside a GtkMenuButton is named by the menu button.
        let parent = gtk_widget_get_parent(widget)
        let inMenuButton = parent.map { isA($0, gtk_menu_button_get_type()) } ?? false
        if !hasLabel && !hasLabelledBy && !inMenuButton && !(text.map { !$0.isEmpty } ?? false) {
            found.append(Problem(widget: name, issue: "no accessible name"))
        }
    }

    /// A scrolled window with nothing focusable in it takes the focus itself (so the keys
    /// scroll it): it is then what a screen reader announces, and needs a name.
    private static func check(scroller widget: UnsafeMutablePointer<GtkWidget>, into found: inout [Problem]) {
        guard gtk_widget_get_focusable(widget) != 0, !hasFocusableDescendant(widget) else { return }
        let accessible = OpaquePointer(widget)
        if gtk_test_accessible_has_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL) == 0,
            gtk_test_accessible_has_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY) == 0
        {
            found.append(
                Problem(
                    widget: typeName(widget),
                    issue: "takes the focus (nothing in it can) with no accessible name"))
        }
    }

    private static func hasFocusableDescendant(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_get_visible(current) != 0, gtk_widget_get_can_focus(current) != 0,
                gtk_widget_get_focusable(current) != 0 || hasFocusableDescendant(current)
            {
                return true
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }

    private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type)
            != 0
    }

    private static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        return g_type_name(instance.pointee.g_class.pointee.g_type).map { String(cString: $0) } ?? "widget"
    }

    private static func tooltip(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        gtk_widget_get_tooltip_text(widget).map { " (tooltip “\(String(cString: $0))”)" } ?? ""
    }
}
