import CGtk

/// A title bar with buttons at the start and end (`AdwHeaderBar`): it gives the title
/// the space left between the buttons, centred when it can be, so nothing overlaps.
@MainActor
public final class HeaderBar: Widget {
    private var packed: [Widget] = []
    public init() { super.init(UnsafeMutableRawPointer(adw_header_bar_new())) }
    var bar: OpaquePointer { opaque }
    public func packStart(_ child: Widget) { adw_header_bar_pack_start(bar, child.widget); packed.append(child) }
    public func packEnd(_ child: Widget) { adw_header_bar_pack_end(bar, child.widget); packed.append(child) }
    public func remove(_ child: Widget) { adw_header_bar_remove(bar, child.widget); packed.removeAll { $0 === child } }
    public var titleWidget: Widget? { didSet { adw_header_bar_set_title_widget(bar, titleWidget?.widget) } }
    /// Whether the window's buttons (close, …) show at both ends.
    public var showsTitleButtons: Bool {
        get { showsEndTitleButtons }
        set { (showsStartTitleButtons, showsEndTitleButtons) = (newValue, newValue) }
    }
}

/// A bar of buttons at the bottom of a view (`GtkActionBar`).
@MainActor
public final class ActionBar: Widget {
    private var packed: [Widget] = []
    public init() { super.init(UnsafeMutableRawPointer(gtk_action_bar_new())) }
    var bar: OpaquePointer { opaque }
    public func packStart(_ child: Widget) { gtk_action_bar_pack_start(bar, child.widget); packed.append(child) }
    public func packEnd(_ child: Widget) { gtk_action_bar_pack_end(bar, child.widget); packed.append(child) }
}
