import CGtk
import GtkShims

/// Limits its child's width and centres it, so forms and lists stay readable in wide
/// windows (libadwaita's AdwClamp; a small C widget here since GTK 4.8 has none).
@MainActor
public final class Clamp: Widget {
    private var content: Widget?
    public init(maximumWidth: Int32) {
        super.init(dd_clamp_new(maximumWidth))
    }
    public var child: Widget? {
        get { content }
        set {
            content = newValue
            dd_clamp_set_child(pointer, newValue?.pointer)
        }
    }
}
