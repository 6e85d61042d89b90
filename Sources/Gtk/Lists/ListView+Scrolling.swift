import CGtk
import GtkShims

/// Scrolling a list and placing the keyboard focus on its rows.
extension ListView {
    /// Scrolls so that `position` is visible. With `alignTop`, a row below the visible
    /// area ends up near the top rather than at the bottom: GTK 4.8's
    /// `list.scroll-to-item` scrolls as little as possible, so it is aimed at the row a
    /// screenful further down (rows are assumed to be of similar height; the span fits
    /// the page, so `position` is always visible).
    public func scrollTo(_ position: Int, alignTop: Bool = true) {
        guard position >= 0, position < count else { return }
        finishGrowing(toReach: position)
        var target = position
        if alignTop, let adjustment = gtk_scrollable_get_vadjustment(listView) {
            // The rows GTK's model holds make the scrolled height (fewer while the list grows).
            let upper = gtk_adjustment_get_upper(adjustment), page = gtk_adjustment_get_page_size(adjustment)
            let rowHeight = upper / Double(max(1, modelCount))
            if rowHeight > 0, page > 0 {
                let firstVisible = Int(gtk_adjustment_get_value(adjustment) / rowHeight)
                let visibleRows = max(1, Int(page / rowHeight))
                if position >= firstVisible + visibleRows - 1 {
                    target = min(modelCount - 1, position + visibleRows - 1)
                }
            }
        }
        dd_widget_activate_action_uint(pointer, "list.scroll-to-item", UInt32(target))
    }

    /// Moves the keyboard focus to the row at `position`, scrolling it into view. Works
    /// for rows not yet materialised: `list.scroll-to-item` also moves GTK's focus
    /// tracker there, which keeps that row's widget alive, and a list that does not hold
    /// the focus gives it to its tracked row.
    ///
    /// Use this, never `moveFocusInto()`, to place the focus on a row: GTK 4.8's
    /// `GtkListView` treats Tab-forward inside the list as "next row", so moving the
    /// focus into a list that already holds it lands one row too far.
    @discardableResult
    public func focus(position: Int) -> Bool {
        guard position >= 0, position < count else { return false }
        finishGrowing(toReach: position)
        if let row = row(at: position), let item = gtk_widget_get_parent(row.rowWidget.widget) {
            if gtk_widget_grab_focus(item) != 0 { return true }
        }
        dd_widget_activate_action_uint(pointer, "list.scroll-to-item", UInt32(position))
        if let row = row(at: position), let item = gtk_widget_get_parent(row.rowWidget.widget) {
            return gtk_widget_grab_focus(item) != 0
        }
        guard !containsFocus else { return false }
        return gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0 && focusedPosition == position
    }
}
