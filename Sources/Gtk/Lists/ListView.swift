import CGtk
import GtkShims

/// The content of one recycled list row: a Swift object that owns the row's widgets.
@MainActor
public protocol ListViewRow: AnyObject {
    /// The widget placed in the list item.
    var rowWidget: Widget { get }
}

/// A list that scales to millions of rows (`GtkListView` over an index model).
///
/// The model holds no data: it is a count (`dd_index_model_*`), and items only carry
/// their position. The list view creates row widgets for the visible rows only
/// (`makeRow`, the factory's *setup*) and asks `bindRow(row, position)` to fill one for
/// a position (*bind*), so 1,000,000 rows cost what 100 do. Rows are recycled: keep no
/// per-position state in a row beyond what `bindRow` sets.
///
/// When the data behind the list changes, tell the list: `splice(at:removing:inserting:)`
/// for inserts and deletes (rows after it keep their widgets and move), `refresh(at:count:)`
/// to bind rows again in place, `reset(count:)` for new data or a new filter.
///
/// `reset` and `refresh` keep the row widgets and bind them again: `reset` is at most one
/// `items-changed`, at the end of the list, that only removes or only adds rows. A
/// change that replaced every row would make GTK 4.8 drop every row widget, make new
/// ones, and look for its tracked rows (focus, scroll anchor) among all the added items,
/// one new item object each: hundreds of milliseconds for a search result over a
/// million rows.
///
/// Input: `onActivate` (click with `singleClickActivate`, Enter, Space). What other keys,
/// clicks and presses do to a row is the app's business: `row(atX:y:)` and
/// `focusedRow()` tell it which row they are about.
@MainActor
public final class ListView<Row: ListViewRow>: Widget {
    private let model: Object
    private let factory: Object
    private let makeRow: @MainActor () -> Row
    /// Fills a row for a position (the factory's *bind*); set before the list is shown.
    public var bindRow: @MainActor (Row, Int) -> Void
    /// Called when a row is unbound (before it is reused for another position).
    public var unbindRow: (@MainActor (Row) -> Void)?
    /// Rows alive, by their GtkListItem.
    private var rowsByItem: [UnsafeMutableRawPointer: Row] = [:]
    /// GtkListItem of each row widget (by the row widget's pointer).
    private var itemsByRowWidget: [UnsafeMutableRawPointer: UnsafeMutableRawPointer] = [:]
    /// Positions currently bound, by GtkListItem.
    private var boundItems: Set<UnsafeMutableRawPointer> = []

    public init(
        count: Int, makeRow: @escaping @MainActor () -> Row,
        bindRow: @escaping @MainActor (Row, Int) -> Void = { _, _ in }
    ) {
        self.makeRow = makeRow
        self.bindRow = bindRow
        let indexModel = dd_index_model_new(UInt32(clamping: max(0, count)))!
        model = Object(indexModel, ownership: .adopt)
        g_object_ref(indexModel) // gtk_no_selection_new takes one reference
        let selection = gtk_no_selection_new(OpaquePointer(indexModel))
        let signalFactory = gtk_signal_list_item_factory_new()!
        factory = Object(UnsafeMutableRawPointer(mutating: UnsafeRawPointer(signalFactory)), ownership: .sinkOrRetain)
        // gtk_list_view_new takes the selection model and the factory (transfer full).
        let view: UnsafeMutablePointer<GtkWidget> = gtk_list_view_new(selection, signalFactory)
        super.init(UnsafeMutableRawPointer(view))
        AccessibleNames.withoutTypeName(pointer) // "list", until the page names it
        connectFactory()
    }

    var listView: OpaquePointer { opaque }

    // MARK: Rows

    private func connectFactory() {
        factory.onPointer("setup") { [weak self] item in
            guard let self, let item else { return }
            let row = self.makeRow()
            self.rowsByItem[item] = row
            self.itemsByRowWidget[row.rowWidget.pointer] = item
            gtk_list_item_set_child(OpaquePointer(item), row.rowWidget.widget)
        }
        factory.onPointer("bind") { [weak self] item in
            guard let self, let item, let row = self.rowsByItem[item] else { return }
            self.boundItems.insert(item)
            self.bindRow(row, Int(gtk_list_item_get_position(OpaquePointer(item))))
        }
        factory.onPointer("unbind") { [weak self] item in
            guard let self, let item else { return }
            self.boundItems.remove(item)
            if let row = self.rowsByItem[item] { self.unbindRow?(row) }
        }
        factory.onPointer("teardown") { [weak self] item in
            guard let self, let item, let row = self.rowsByItem.removeValue(forKey: item) else { return }
            self.itemsByRowWidget[row.rowWidget.pointer] = nil
            self.boundItems.remove(item)
            gtk_list_item_set_child(OpaquePointer(item), nil)
        }
    }

    /// The number of rows.
    public var count: Int { Int(dd_index_model_get_n_items(model.pointer)) }

    /// Replaces `removing` rows at `position` by `inserting` new ones (a delete, an
    /// insert or both). Rows outside the range keep their widgets.
    public func splice(at position: Int, removing: Int, inserting: Int) {
        let total = count
        let start = min(max(0, position), total)
        let removed = min(max(0, removing), total - start)
        dd_index_model_splice(model.pointer, UInt32(start), UInt32(removed), UInt32(clamping: max(0, inserting)))
    }

    /// Binds `count` rows from `position` again (their data changed in place); their
    /// widgets are kept, and the model does not change.
    public func refresh(at position: Int, count rows: Int) {
        let start = min(max(0, position), count)
        let n = min(max(0, rows), count - start)
        if n > 0 { bindAgain(start..<(start + n)) }
    }

    /// Binds again the materialised rows whose position passes `shows`, in one pass over
    /// them; the model does not change.
    public func refresh(where shows: (Int) -> Bool) {
        for item in boundItems {
            let position = gtk_list_item_get_position(OpaquePointer(item))
            guard position != UInt32.max, shows(Int(position)), let row = rowsByItem[item] else { continue }
            unbindRow?(row)
            bindRow(row, Int(position))
        }
    }

    /// Replaces every row (new data, a new filter): rows past the new count are removed,
    /// or new ones added at the end (one `items-changed`), and the rows kept are bound
    /// again in place.
    public func reset(count newCount: Int) {
        let old = count, new = max(0, newCount), kept = min(old, new)
        if old != new { splice(at: kept, removing: old - kept, inserting: new - kept) }
        if kept > 0 { bindAgain(0..<kept) }
    }

    /// Unbinds and binds again the materialised rows in `positions`.
    private func bindAgain(_ positions: Range<Int>) {
        for (position, row) in boundRows where positions.contains(position) {
            unbindRow?(row)
            bindRow(row, position)
        }
    }

    /// The position a row currently shows, if it is bound.
    public func position(of row: Row) -> Int? {
        guard let item = itemsByRowWidget[row.rowWidget.pointer], boundItems.contains(item) else { return nil }
        let position = gtk_list_item_get_position(OpaquePointer(item))
        return position == UInt32.max ? nil : Int(position) // GTK_INVALID_LIST_POSITION
    }

    /// The rows currently bound (the visible ones and a few around them), by position.
    public var boundRows: [(position: Int, row: Row)] {
        boundItems.compactMap { item -> (Int, Row)? in
            guard let row = rowsByItem[item] else { return nil }
            let position = gtk_list_item_get_position(OpaquePointer(item))
            return position == UInt32.max ? nil : (Int(position), row)
        }.sorted { $0.0 < $1.0 }
    }

    /// The row bound to `position`, if it is materialised.
    public func row(at position: Int) -> Row? { boundRows.first { $0.position == position }?.row }

    /// Names the list item holding `row` for assistive technology (the item, not the
    /// row's content, is what takes the focus and is announced).
    public func setAccessibleLabel(_ label: String, forItemOf row: Row) {
        guard let item = gtk_widget_get_parent(row.rowWidget.widget) else { return }
        dd_accessible_set_label(UnsafeMutableRawPointer(item), label)
    }

    // MARK: Activation and input

    /// `handler(position)` when a row is activated (click, Enter, Space).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandler {
        onActivateRaw { position in handler(Int(position)) }
    }

    /// Activates the row at `position` as Enter would (emits `activate`).
    public func activate(position: Int) {
        guard position >= 0, position < count else { return }
        dd_signal_emit_uint(pointer, "activate", UInt32(position))
    }

    /// The bound row under (x, y) in the list's coordinates, its position, and the point
    /// in the row's coordinates (where a context menu for it should point).
    public func row(atX x: Double, y: Double) -> (position: Int, row: Row, x: Double, y: Double)? {
        guard let picked = gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT),
            let (position, row) = rowContaining(UnsafeMutableRawPointer(picked))
        else { return nil }
        var rowX = 0.0, rowY = 0.0
        _ = gtk_widget_translate_coordinates(widget, row.rowWidget.widget, x, y, &rowX, &rowY)
        return (position, row, rowX, rowY)
    }

    /// The bound row that is `widget`, contains it, or is the child of the list item it is.
    private func rowContaining(_ start: UnsafeMutableRawPointer) -> (Int, Row)? {
        var current: UnsafeMutablePointer<GtkWidget>? = start.assumingMemoryBound(to: GtkWidget.self)
        // A focused GtkListItemWidget holds our row as its child.
        if let child = gtk_widget_get_first_child(current),
            let found = boundRow(forWidget: UnsafeMutableRawPointer(child))
        {
            return found
        }
        while let widget = current, UnsafeMutableRawPointer(widget) != pointer {
            if let found = boundRow(forWidget: UnsafeMutableRawPointer(widget)) { return found }
            current = gtk_widget_get_parent(widget)
        }
        return nil
    }

    private func boundRow(forWidget widget: UnsafeMutableRawPointer) -> (Int, Row)? {
        guard let item = itemsByRowWidget[widget], boundItems.contains(item), let row = rowsByItem[item] else {
            return nil
        }
        let position = gtk_list_item_get_position(OpaquePointer(item))
        return position == UInt32.max ? nil : (Int(position), row)
    }

    /// The row holding the keyboard focus, and its position.
    public func focusedRow() -> (position: Int, row: Row)? {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return nil }
        return rowContaining(UnsafeMutableRawPointer(focus))
    }

    /// The position of the row holding the keyboard focus.
    public var focusedPosition: Int? { focusedRow()?.0 }

    // MARK: Scrolling and focus

    /// Scrolls so that `position` is visible. With `alignTop`, a row below the visible
    /// area ends up near the top rather than at the bottom: GTK 4.8's
    /// `list.scroll-to-item` scrolls as little as possible, so it is aimed at the row a
    /// screenful further down (rows are assumed to be of similar height; the span fits
    /// the page, so `position` is always visible).
    public func scrollTo(_ position: Int, alignTop: Bool = true) {
        let total = count
        guard position >= 0, position < total else { return }
        var target = position
        if alignTop, let adjustment = gtk_scrollable_get_vadjustment(listView) {
            let upper = gtk_adjustment_get_upper(adjustment), page = gtk_adjustment_get_page_size(adjustment)
            let rowHeight = upper / Double(total)
            if rowHeight > 0, page > 0 {
                let firstVisible = Int(gtk_adjustment_get_value(adjustment) / rowHeight)
                let visibleRows = max(1, Int(page / rowHeight))
                if position >= firstVisible + visibleRows - 1 {
                    target = min(total - 1, position + visibleRows - 1)
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
