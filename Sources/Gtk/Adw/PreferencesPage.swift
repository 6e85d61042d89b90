import CGtk

/// A scrolling page of preference groups, clamped to a readable width on wide windows
/// and full width on narrow ones (`AdwPreferencesPage`): the GNOME look of a detail page
/// or a form.
@MainActor
public final class PreferencesPage: Widget {
    private var groups: [PreferencesGroup] = []

    public init() {
        super.init(UnsafeMutableRawPointer(adw_preferences_page_new()))
        AccessibleNames.dropTypeNames(under: self)
    }

    /// Adds a group under the ones added before it.
    public func add(_ group: PreferencesGroup) {
        adw_preferences_page_add(cast(AdwPreferencesPage.self), group.cast(AdwPreferencesGroup.self))
        groups.append(group)
    }

    /// Removes a group added with `add`.
    public func remove(_ group: PreferencesGroup) {
        adw_preferences_page_remove(cast(AdwPreferencesPage.self), group.cast(AdwPreferencesGroup.self))
        groups.removeAll { $0 === group }
    }

    /// The name a screen reader gives the page's scrolling area, which takes the focus
    /// when nothing on the page can (so the keys can scroll it).
    public func setScrollerAccessibleLabel(_ name: String) { nameOwnScroller(name) }

    /// The groups, in the order shown.
    public var allGroups: [PreferencesGroup] { groups }
}
