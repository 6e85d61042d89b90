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
