import CGtk

/// A stack of pages that slides between them and lets the user go back with a swipe
/// (`AdwLeaflet`, kept folded so it shows one child at a time): a one-finger swipe
/// from the left edge on a touchscreen, a two-finger swipe on a touchpad, and the
/// mouse's Back button. The leaflet itself changes the visible child when the user
/// swipes; watch `onVisibleChildChanged` and `onTransitionRunningChanged`.
@MainActor
public final class Leaflet: Widget {
    private var children: [Widget] = []

    public init() {
        super.init(UnsafeMutableRawPointer(adw_leaflet_new()))
        adw_leaflet_set_can_unfold(leaflet, 0)
        adw_leaflet_set_transition_type(leaflet, ADW_LEAFLET_TRANSITION_TYPE_OVER)
    }

    private var leaflet: OpaquePointer { opaque }

    /// Adds `child` after the others.
    public func append(_ child: Widget) {
        _ = adw_leaflet_append(leaflet, child.widget)
        children.append(child)
    }

    public func remove(_ child: Widget) {
        adw_leaflet_remove(leaflet, child.widget)
        children.removeAll { $0 === child }
    }

    /// Shows `child`, sliding when the leaflet is mapped and animations are on.
    public func setVisibleChild(_ child: Widget) { adw_leaflet_set_visible_child(leaflet, child.widget) }

    /// The child shown (or being shown by a running transition or swipe).
    public var visibleChild: Widget? {
        guard let pointer = adw_leaflet_get_visible_child(leaflet) else { return nil }
        return children.first { $0.widget == pointer }
    }

    /// Whether a swipe or the mouse's Back button may go to the previous child.
    public var canNavigateBack: Bool {
        get { adw_leaflet_get_can_navigate_back(leaflet) != 0 }
        set { adw_leaflet_set_can_navigate_back(leaflet, newValue ? 1 : 0) }
    }

    /// Whether a page transition (animated or a swipe in progress) is running.
    public var isTransitionRunning: Bool { adw_leaflet_get_child_transition_running(leaflet) != 0 }

    /// The child a back swipe would go to now (nil when there is none).
    public var childBehindVisible: Widget? {
        guard let pointer = adw_leaflet_get_adjacent_child(leaflet, ADW_NAVIGATION_DIRECTION_BACK) else { return nil }
        return children.first { $0.widget == pointer }
    }

    /// Goes back as a finished swipe does (animated); false when there is nowhere to go.
    @discardableResult
    public func navigateBack() -> Bool { adw_leaflet_navigate(leaflet, ADW_NAVIGATION_DIRECTION_BACK) != 0 }

    @discardableResult
    public func onVisibleChildChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("visible-child", handler)
    }

    @discardableResult
    public func onTransitionRunningChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("child-transition-running", handler)
    }
}
