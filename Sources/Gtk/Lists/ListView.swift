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
/// A long list grows into GTK's model over its first frames (`rowsPerFrame` more a frame,
/// then all the rest once 200 are in): GTK 4.8's list view makes, binds and measures a
/// widget for up to 200 rows in its first layout, whatever fits on screen, which froze
/// the window for a quarter of a second when a long list was pushed. `count` is always
/// the whole list, and any change, scroll or focus request first puts every row in.
///
/// Input: `onActivate` (click with `singleClickActivate`, Enter, Space). What other keys,
/// clicks and presses do to a row is the app's business: `row(atX:y:)` and
/// `focusedRow()` tell it which row they are about.
@MainActor
public final class ListView<Row: ListViewRow>: Widget {
    let model: Object
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
    /// The number of rows (GTK's model holds fewer while the list grows into it).
    var total: Int
    /// True while GTK's model holds only the first rows (see `grow()`).
    var isGrowing = false
    /// Frames ticked while growing: the first tick can come before the list's first layout
    /// (a list mapped between frames), which should see only the first rows.
    var growthTicks = 0

    /// The rows a long list starts with (more than a full-height window shows), and the
    /// rows it takes more of each frame after (what a frame can make in about 30 ms).
    public static var firstRows: Int { 40 }
    static var rowsPerFrame: Int { 20 }
    /// GTK 4.8's list view keeps a widget for up to this many rows (GTK_LIST_VIEW_MAX_LIST_ITEMS):
    /// once the model holds them, the rest of the rows cost no widget until scrolled to.
    static var widgetRows: Int { 200 }

    public init(
        count: Int, makeRow: @escaping @MainActor () -> Row,
        bindRow: @escaping @MainActor (Row, Int) -> Void = { _, _ in }
    ) {
        self.makeRow = makeRow
        self.bindRow = bindRow
        total = max(0, count)
        let indexModel = dd_index_model_new(UInt32(clamping: min(total, Self.firstRows)))!
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
        if total > Self.firstRows { startGrowing() }
        // A key pressed in a list still growing (End, Page Down) is about every row.
        let keys = KeyController()
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak self] _, _ in
            self?.finishGrowing()
            return false
        }
        addController(keys)
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
    public var count: Int { total }

    /// Replaces `removing` rows at `position` by `inserting` new ones (a delete, an
    /// insert or both). Rows outside the range keep their widgets.
    public func splice(at position: Int, removing: Int, inserting: Int) {
        finishGrowing()
        let start = min(max(0, position), total)
        let removed = min(max(0, removing), total - start)
        let inserted = Int(UInt32(clamping: max(0, inserting)))
        total += inserted - removed
        dd_index_model_splice(model.pointer, UInt32(start), UInt32(removed), UInt32(inserted))
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
        let new = max(0, newCount)
        if total == 0 && new > Self.firstRows {
            // The first rows of a list that was empty (its data has arrived): grown into as
            // a new list is.
            total = new
            dd_index_model_splice(model.pointer, 0, 0, UInt32(Self.firstRows))
            startGrowing()
            return
        }
        finishGrowing()
        let old = count, kept = min(old, new)
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
        finishGrowing(toReach: position)
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
}
