import CGtk

/// A menu description (`GMenu`): labelled items that trigger actions by name
/// ("row.delete"). Shown by `PopoverMenu`; the actions are looked up from the widget
/// the popover is attached to, upwards.
@MainActor
public final class Menu: Object {
    public init() { super.init(UnsafeMutableRawPointer(g_menu_new()), ownership: .adopt) }

    /// Appends an item; `action` is a detailed action name ("row.delete").
    public func append(_ label: String, action: String) { g_menu_append(opaque, label, action) }

    /// Appends a section (drawn with separators around it).
    public func appendSection(_ section: Menu) { g_menu_append_section(opaque, nil, section.model) }

    /// The number of items.
    public var count: Int { Int(g_menu_model_get_n_items(model)) }

    var model: UnsafeMutablePointer<GMenuModel> { cast(GMenuModel.self) }
}
