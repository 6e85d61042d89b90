import CGtk

/// A titled group of rows in a boxed list, with an optional description under the title
/// (`AdwPreferencesGroup`). Rows (`ActionRow`, `EntryRow`, `PreferencesRow`) go into the
/// boxed list; any other widget goes under it.
@MainActor
public final class PreferencesGroup: Widget {
    private var children: [Widget] = []
    private var suffix: Widget?

    public init(title: String = "", description: String = "") {
        super.init(UnsafeMutableRawPointer(adw_preferences_group_new()))
        AccessibleNames.dropTypeNames(under: self)
        nameList()
        if !title.isEmpty { self.title = title }
        if !description.isEmpty { self.descriptionText = description }
    }

    private var group: UnsafeMutablePointer<AdwPreferencesGroup> { cast() }

    public var title: String {
        get { adw_preferences_group_get_title(group).map { String(cString: $0) } ?? "" }
        set {
            adw_preferences_group_set_title(group, newValue)
            nameList()
        }
    }

    /// The group's boxed list is named by the group's title ("" without one): libadwaita
    /// labels it by its title label, which GTK 4.8 turns into "GtkListBox" when empty.
    /// Names the boxed list of an untitled group (it takes the focus itself while none
    /// of its rows can, and is then what a screen reader says).
    public func setListName(_ name: String) {
        AccessibleNames.name(first: gtk_list_box_get_type(), under: widget, name)
    }

    private func nameList() {
        AccessibleNames.name(first: gtk_list_box_get_type(), under: widget, title)
    }

    /// The dimmed text under the title ("" hides it).
    public var descriptionText: String {
        get { adw_preferences_group_get_description(group).map { String(cString: $0) } ?? "" }
        set { adw_preferences_group_set_description(group, newValue.isEmpty ? nil : newValue) }
    }

    /// Adds a row to the boxed list, or another widget under it.
    public func add(_ child: Widget) {
        adw_preferences_group_add(group, child.widget)
        children.append(child)
    }

    /// Removes a child added with `add`.
    public func remove(_ child: Widget) {
        adw_preferences_group_remove(group, child.widget)
        children.removeAll { $0 === child }
    }

    /// The children added, in order.
    public var allChildren: [Widget] { children }

    /// A widget at the end of the title line (a button acting on the whole group).
    public var headerSuffix: Widget? {
        get { suffix }
        set {
            adw_preferences_group_set_header_suffix(group, newValue?.widget)
            suffix = newValue
        }
    }
}
