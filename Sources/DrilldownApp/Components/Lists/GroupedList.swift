import Gtk

/// A detail or settings page in the GNOME style (the original tutorials' grouped table view):
/// libadwaita preference groups of boxed rows, one under the other, in a scrolling column
/// clamped to a readable width (`PreferencesPage`).
@MainActor
final class GroupedList {
    let page = PreferencesPage()
    /// The page's content (it scrolls by itself).
    var scroller: Widget { page }

    init() {
        page.vexpand = true
    }

    /// Adds a group headed `title` and returns it (add rows to it).
    @discardableResult
    func addGroup(_ title: String) -> PreferencesGroup {
        let group = PreferencesGroup(title: title)
        page.add(group)
        return group
    }

    /// Adds content under the groups (a note, a button) in an untitled group.
    func appendBelow(_ widget: Widget) {
        let group = PreferencesGroup()
        group.add(widget)
        page.add(group)
    }
}
