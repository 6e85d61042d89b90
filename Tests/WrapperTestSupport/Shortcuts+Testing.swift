import CGtk
import Foundation

@testable import Gtk

extension ShortcutController {
    /// The key combinations bound to the named action `action` ("page.print"), as GTK
    /// holds them.
    public func keys(triggering action: String) -> [KeyCombo] {
        let model = OpaquePointer(pointer)
        return (0..<g_list_model_get_n_items(model)).compactMap { index -> KeyCombo? in
            guard let item = g_list_model_get_item(model, index) else { return nil }
            defer { g_object_unref(item) }
            let shortcut = OpaquePointer(item)
            guard let named = gtk_shortcut_get_action(shortcut), let trigger = gtk_shortcut_get_trigger(shortcut),
                Self.isInstance(named, of: gtk_named_action_get_type()),
                Self.isInstance(trigger, of: gtk_keyval_trigger_get_type()),
                let name = gtk_named_action_get_action_name(named), String(cString: name) == action
            else { return nil }
            return KeyCombo(
                gtk_keyval_trigger_get_keyval(trigger),
                Modifiers(rawValue: gtk_keyval_trigger_get_modifiers(trigger).rawValue))
        }
    }

    private static func isInstance(_ object: OpaquePointer, of type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self), type)
            != 0
    }
}

extension WidgetActions {
    /// The key combinations that trigger `prefix.name`, read from the widget's shortcut
    /// controllers.
    public func keys(of name: String) -> [KeyCombo] {
        controllers.values.flatMap { $0.keys(triggering: prefix + "." + name) }
    }
}
