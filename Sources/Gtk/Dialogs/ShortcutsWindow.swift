import CGtk

/// The Keyboard Shortcuts window (`GtkShortcutsWindow`), built from a list of groups of
/// shortcuts and gestures. GTK 4.8 only builds it from GtkBuilder XML, so the wrapper
/// writes that XML with every text escaped.
@MainActor
public final class ShortcutsWindow: Window {
    /// One line of the window: a title and either an accelerator ("<Control>o", two
    /// separated by a space for alternatives) or a gesture.
    public struct Shortcut: Sendable, Equatable {
        /// The gestures GTK draws (two-finger ones on a touchpad, one-finger swipes), named
        /// as they go left to right; right to left, the window shows their mirror (`shown`).
        public enum Gesture: String, Sendable {
            case pinch = "gesture-pinch"
            case twoFingerSwipeLeft = "gesture-two-finger-swipe-left"
            case twoFingerSwipeRight = "gesture-two-finger-swipe-right"
            case swipeLeft = "gesture-swipe-left"
            case swipeRight = "gesture-swipe-right"
        }
        public let title: String
        public let accelerator: String?
        public let gesture: Gesture?
        /// What is said under a gesture's title instead of GTK's description of it
        /// (where or how: "from the left edge of a touchscreen").
        public let subtitle: String?
        public init(_ title: String, accelerator: String) {
            self.title = title
            self.accelerator = accelerator
            self.gesture = nil
            self.subtitle = nil
        }
        public init(_ title: String, gesture: Gesture, subtitle: String? = nil) {
            self.title = title
            self.accelerator = nil
            self.gesture = gesture
            self.subtitle = subtitle
        }
    }

    /// A titled group of shortcuts.
    public struct Group: Sendable, Equatable {
        public let title: String
        public let shortcuts: [Shortcut]
        public init(_ title: String, _ shortcuts: [Shortcut]) {
            self.title = title
            self.shortcuts = shortcuts
        }
    }

    public let groups: [Group]

    /// nil when GTK refused the description (it should not: the XML is generated).
    public init?(groups: [Group], parent: Window?) {
        self.groups = groups
        let xml = ShortcutsWindow.builderXML(groups)
        guard let builder = gtk_builder_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0,
            let object = gtk_builder_get_object(builder, "shortcuts")
        else {
            if let error { g_error_free(error) }
            return nil
        }
        // The builder owns the toplevel's initial reference until it is freed; the
        // wrapper takes its own (and GTK's toplevel list keeps one while it is shown).
        super.init(UnsafeMutableRawPointer(object))
        isModal = true
        setTransient(for: parent)
        setDestroyWithParent(true)
    }

    static func builderXML(_ groups: [Group]) -> String {
        var xml =
            "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
        xml += "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">main</property>"
        xml += "<property name=\"max-height\">12</property>"
        for group in groups {
            xml +=
                "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group.title))</property>"
            for shortcut in group.shortcuts {
                xml +=
                    "<child><object class=\"GtkShortcutsShortcut\"><property name=\"title\">\(escape(shortcut.title))</property>"
                if let accelerator = shortcut.accelerator {
                    xml += "<property name=\"accelerator\">\(escape(accelerator))</property>"
                }
                if let gesture = shortcut.gesture {
                    xml += "<property name=\"shortcut-type\">\(gesture.shown.rawValue)</property>"
                }
                if let subtitle = shortcut.subtitle {
                    xml += "<property name=\"subtitle\">\(escape(subtitle))</property>"
                }
                xml += "</object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        return xml
    }

    private static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
