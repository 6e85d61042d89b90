import CGtk

/// Keys drawn as key caps (`GtkShortcutLabel`): "<Control>o" shows Ctrl + O; several
/// accelerators separated by spaces show as alternatives.
@MainActor
public final class ShortcutLabel: Widget {
    public init(accelerator: String) {
        super.init(UnsafeMutableRawPointer(gtk_shortcut_label_new(accelerator)))
    }

    /// How the keys read aloud or in a tooltip ("Ctrl+O, Esc"), in the desktop's language.
    public static func spoken(_ accelerators: String) -> String {
        accelerators.split(separator: " ").compactMap { accelerator -> String? in
            var key: guint = 0
            var mods = GdkModifierType(rawValue: 0)
            guard gtk_accelerator_parse(String(accelerator), &key, &mods) != 0, key != 0,
                let label = gtk_accelerator_get_label(key, mods)
            else { return nil }
            defer { g_free(label) }
            return String(cString: label)
        }.joined(separator: ", ")
    }
}
