import CGtk

/// Limits its child's width and centres it, so forms and lists stay readable in wide
/// windows and use the full width in narrow ones (`AdwClamp`).
@MainActor
public final class Clamp: Widget {
    private var content: Widget?
    public init(maximumWidth: Int32, tighteningThreshold: Int32? = nil) {
        super.init(UnsafeMutableRawPointer(adw_clamp_new()))
        adw_clamp_set_maximum_size(opaque, maximumWidth)
        adw_clamp_set_tightening_threshold(opaque, tighteningThreshold ?? min(400, maximumWidth))
    }
    public var child: Widget? {
        get { content }
        set {
            content = newValue
            adw_clamp_set_child(opaque, newValue?.widget)
        }
    }
}
