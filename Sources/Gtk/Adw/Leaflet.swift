import CGtk
import GtkShims

/// A stack of pages that slides between them and lets the user go back with a swipe
/// (`AdwLeaflet`, kept folded so it shows one child at a time): a one-finger swipe
/// to the right on a touchscreen (from anywhere, or only from the leading edge: see
/// `backSwipeEdge`), a two-finger swipe on a touchpad, and the mouse's Back button.
/// Right to left, the swipes are mirrored: to the left, from the right edge (libadwaita 1.2
/// mirrors them only once the leaflet's direction changes; LeafletTouch.c makes it so).
/// The leaflet itself changes the visible child when the user swipes; watch
/// `onVisibleChildChanged` and `onTransitionRunningChanged`.
///
/// A back swipe right after a touch tap on a button works too: GTK 4.8 does not tell the
/// leaflet's swipe gestures that a touch a button claimed at its release has ended, so
/// libadwaita 1.2 would miss the next swipe; the wrapper resets them (LeafletTouch.c).
@MainActor
public final class Leaflet: Widget {
    private var children: [Widget] = []

    public init() {
        super.init(UnsafeMutableRawPointer(adw_leaflet_new()))
        adw_leaflet_set_can_unfold(leaflet, 0)
        adw_leaflet_set_transition_type(leaflet, ADW_LEAFLET_TRANSITION_TYPE_OVER)
        dd_leaflet_touch_attach(pointer)
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

    /// Shows `child`, sliding when the leaflet is mapped and animations are on; with
    /// `animated` false, at once (the transition is over when this returns, and the next
    /// frame draws `child` in place).
    ///
    /// libadwaita 1.2's leaflet has no transition type "none", but its animations skip to
    /// their end on a widget that is not mapped (`adw_animation_play`). So a mapped leaflet
    /// is unmapped for this call, by turning off its child visibility (which keeps its
    /// `visible` property, its allocation and its parent's layout), then mapped again:
    /// nothing is drawn in between, and only this leaflet is touched (not the display-wide
    /// `gtk-enable-animations`). GTK takes the keyboard focus out of an unmapped widget:
    /// the caller places it afterwards.
    public func setVisibleChild(_ child: Widget, animated: Bool = true) {
        guard !animated, gtk_widget_get_mapped(widget) != 0 else {
            adw_leaflet_set_visible_child(leaflet, child.widget)
            return
        }
        gtk_widget_set_child_visible(widget, 0)
        adw_leaflet_set_visible_child(leaflet, child.widget)
        gtk_widget_set_child_visible(widget, 1)
    }

    /// The child shown (or being shown by a running transition or swipe).
    public var visibleChild: Widget? {
        guard let pointer = adw_leaflet_get_visible_child(leaflet) else { return nil }
        return children.first { $0.widget == pointer }
    }

    /// Whether a swipe or the mouse's Back button may go to the previous child.
    public var canNavigateBack: Bool {
        get { dd_leaflet_touch_get_can_navigate_back(pointer) != 0 }
        set { dd_leaflet_touch_set_can_navigate_back(pointer, newValue ? 1 : 0) }
    }

    /// libadwaita's width for a swipe that must start at an edge (32 px).
    public static let edgeSwipeWidth = Double(DD_LEAFLET_SWIPE_BORDER)

    /// Where a one-finger back swipe on a touchscreen may start: anywhere on the visible
    /// child (nil, libadwaita's behaviour), or only within this many pixels of the
    /// leading edge, for a child whose content takes sideways swipes itself (an image
    /// flicked to the next one). A touch that starts further in is left to the child:
    /// swipes back stay off until it ends (touchpad swipes and the Back button are
    /// unchanged).
    public var backSwipeEdge: Double? {
        get {
            let width = dd_leaflet_touch_get_back_edge(pointer)
            return width > 0 ? width : nil
        }
        set { dd_leaflet_touch_set_back_edge(pointer, newValue ?? 0) }
    }

    /// True while a touch that started outside `backSwipeEdge` holds back swipes off.
    public var isBackSwipeHeldOff: Bool { dd_leaflet_touch_is_suspended(pointer) != 0 }

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
