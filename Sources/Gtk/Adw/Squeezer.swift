import CGtk

/// Shows the first of its children that fits the width it is given (`AdwSqueezer`):
/// e.g. a button with a label, and the same button with only its icon when narrow.
@MainActor
public final class Squeezer: Widget {
    private var children: [Widget] = []

    public init() {
        super.init(UnsafeMutableRawPointer(adw_squeezer_new()))
        adw_squeezer_set_transition_type(opaque, ADW_SQUEEZER_TRANSITION_TYPE_NONE)
        adw_squeezer_set_xalign(opaque, 0)
    }

    /// Centres the children (default: at the start).
    public func centerChildren() { adw_squeezer_set_xalign(opaque, 0.5) }

    /// Adds a child, tried after the ones added before it.
    public func add(_ child: Widget) {
        _ = adw_squeezer_add(opaque, child.widget)
        children.append(child)
    }

    /// The child shown now.
    public var visibleChild: Widget? {
        guard let pointer = adw_squeezer_get_visible_child(opaque) else { return nil }
        return children.first { $0.widget == pointer }
    }
}
