import CGtk
import Gtk

/// Reads the real widget tree under a widget (GTK type names, labels), for tests that
/// check what a page is built of rather than what its Swift wrappers say.
@MainActor
enum WidgetTree {
    /// Every widget under `root` (itself included), depth first.
    static func all(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found = [root]
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            found += all(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(
            cString: g_type_name_from_instance(
                UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
    }

    /// The GTK type names under `root` (e.g. "AdwEntryRow", "AdwActionRow").
    static func typeNames(under root: Widget) -> [String] { all(under: root.widget).map(typeName) }

    /// The labels under `root` that are drawn: their text and whether they can be selected.
    static func labels(under root: Widget) -> [(text: String, selectable: Bool)] {
        all(under: root.widget).filter { typeName($0) == "GtkLabel" && gtk_widget_get_mapped($0) != 0 }.map {
            let label = OpaquePointer($0)
            return (gtk_label_get_text(label).map { String(cString: $0) } ?? "", gtk_label_get_selectable(label) != 0)
        }
    }
}
