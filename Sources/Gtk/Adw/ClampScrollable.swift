import CGtk

/// `Clamp` for a scrollable child such as a `ListView` (`AdwClampScrollable`): the list
/// keeps recycling its rows while its width is limited and centred on wide windows.
/// Put it in a `ScrolledWindow`.
@MainActor
public final class ClampScrollable: Widget {
    private var content: Widget?
    public init(maximumWidth: Int32, tighteningThreshold: Int32? = nil) {
        super.init(UnsafeMutableRawPointer(adw_clamp_scrollable_new()))
        adw_clamp_scrollable_set_maximum_size(opaque, maximumWidth)
        adw_clamp_scrollable_set_tightening_threshold(opaque, tighteningThreshold ?? min(400, maximumWidth))
    }
    public var child: Widget? {
        get { content }
        set {
            content = newValue
            adw_clamp_scrollable_set_child(opaque, newValue?.widget)
        }
    }
}
