import CGtk

/// The window's title bar with buttons at the start and end (`GtkHeaderBar`).
@MainActor
public final class HeaderBar: Widget {
    private var packed: [Widget] = []
    public init() { super.init(UnsafeMutableRawPointer(gtk_header_bar_new())) }
    var bar: OpaquePointer { opaque }
    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(bar, child.widget); packed.append(child) }
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(bar, child.widget); packed.append(child) }
    public func remove(_ child: Widget) { gtk_header_bar_remove(bar, child.widget); packed.removeAll { $0 === child } }
    public var titleWidget: Widget? { didSet { gtk_header_bar_set_title_widget(bar, titleWidget?.widget) } }
    public var showsTitleButtons: Bool {
        get { gtk_header_bar_get_show_title_buttons(bar) != 0 }
        set { gtk_header_bar_set_show_title_buttons(bar, newValue ? 1 : 0) }
    }
}

/// A bar of buttons at the bottom of a view (`GtkActionBar`, the original tutorials' UIToolbar).
@MainActor
public final class ActionBar: Widget {
    private var packed: [Widget] = []
    public init() { super.init(UnsafeMutableRawPointer(gtk_action_bar_new())) }
    var bar: OpaquePointer { opaque }
    public func packStart(_ child: Widget) { gtk_action_bar_pack_start(bar, child.widget); packed.append(child) }
    public func packEnd(_ child: Widget) { gtk_action_bar_pack_end(bar, child.widget); packed.append(child) }
    public var centerWidget: Widget? { didSet { gtk_action_bar_set_center_widget(bar, centerWidget?.widget) } }
    public var revealed: Bool {
        get { gtk_action_bar_get_revealed(bar) != 0 }
        set { gtk_action_bar_set_revealed(bar, newValue ? 1 : 0) }
    }
}
