import CGtk
import GtkShims

/// One accessible name per control, as a person should hear it.
///
/// GTK 4.8 computes a name as the `label` property followed by the names of the widgets
/// in the `labelled-by` relation. A text button gets both — the property holds its raw
/// label, mnemonic underscore included, and the relation points at its label child — so
/// screen readers heard "_Save Save" or "Edit Edit". `Button` keeps exactly one of them;
/// `dropDoubledButtonNames(under:)` fixes the text buttons libadwaita builds itself
/// (message dialog responses, a toast's button).
@MainActor
public enum AccessibleNames {
    /// `text` without mnemonic underscores ("Mark As _Complete" → "Mark As Complete",
    /// "__" → "_").
    public nonisolated static func strippingMnemonic(_ text: String) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if character == "_" && !escaped {
                escaped = true
                continue
            }
            escaped = false
            result.append(character)
        }
        return result
    }

    /// Every text button under `root` keeps only its label child's name.
    public static func dropDoubledButtonNames(under root: Widget) {
        dropDoubledButtonNames(under: root.widget)
    }

    static func dropDoubledButtonNames(under root: UnsafeMutablePointer<GtkWidget>) {
        if isTextButton(root) { dropLabelProperty(of: root) }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            dropDoubledButtonNames(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// A `GtkButton` showing a text label (set with `gtk_button_set_label`).
    static func isTextButton(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_button_get_type()) != 0 else { return false }
        let button = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)
        return gtk_button_get_label(button) != nil && gtk_button_get_icon_name(button) == nil
    }

    /// Gives an accessible an empty name. GTK 4.8 says the type name ("GtkStackPage",
    /// "GtkListBox", "GtkScrollbar", "GtkImage") for an accessible that has none, and a
    /// screen reader speaks it; with an empty name it says only the role ("list"), or
    /// nothing for a container.
    static func withoutTypeName(_ accessible: UnsafeMutableRawPointer) {
        dd_accessible_set_label(accessible, "")
    }

    /// Gives the parts GTK and libadwaita build themselves under `root` (a status page's
    /// or a menu's scroll bars, a preferences group's list, a menu's stack pages, an entry
    /// row's icon) an empty name where they have none, so none is heard by its type name.
    public static func dropTypeNames(under root: Widget) { dropTypeNames(under: root.widget) }

    nonisolated static func dropTypeNames(under widget: UnsafeMutablePointer<GtkWidget>) {
        let parts = [gtk_scrollbar_get_type(), gtk_list_box_get_type(), gtk_image_get_type(), gtk_picture_get_type()]
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        if parts.contains(where: { g_type_check_instance_is_a(instance, $0) != 0 }) {
            withoutTypeNameIfUnnamed(UnsafeMutableRawPointer(widget))
        }
        if g_type_check_instance_is_a(instance, gtk_stack_get_type()) != 0,
            let pages = gtk_stack_get_pages(OpaquePointer(widget))
        {
            defer { g_object_unref(UnsafeMutableRawPointer(pages)) }
            for position in 0..<g_list_model_get_n_items(pages) {
                guard let page = g_list_model_get_item(pages, position) else { continue }
                withoutTypeNameIfUnnamed(page)
                g_object_unref(page)
            }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            dropTypeNames(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Names the first widget of `type` under `root` (itself excluded) `name`, and only so.
    @discardableResult
    static func name(first type: GType, under root: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Bool {
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, type) != 0 {
                dropLabelledBy(of: current)
                dd_accessible_set_label(UnsafeMutableRawPointer(current), name)
                return true
            }
            if self.name(first: type, under: current, name) { return true }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }

    private nonisolated static func withoutTypeNameIfUnnamed(_ accessible: UnsafeMutableRawPointer) {
        let pointer = OpaquePointer(accessible)
        guard gtk_test_accessible_has_property(pointer, GTK_ACCESSIBLE_PROPERTY_LABEL) == 0,
            gtk_test_accessible_has_relation(pointer, GTK_ACCESSIBLE_RELATION_LABELLED_BY) == 0
        else { return }
        dd_accessible_set_label(accessible, "")
    }

    static func dropLabelProperty(of widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_accessible_reset_property(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
    }

    static func dropLabelledBy(of widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_accessible_reset_relation(OpaquePointer(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
    }
}

/// What is wrong with the accessible names in a widget tree (for the accessibility
/// check in the tests): doubled names, mnemonic underscores, unnamed controls.
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
