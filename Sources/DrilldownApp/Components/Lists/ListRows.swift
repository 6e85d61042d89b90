import Gtk
import Model

/// The rows of a `RowListView`: the GTK list over a `ListSource`, which source rows it
/// shows (every row with section headers, or a search's results, flat), edit mode, and
/// the row the focus goes back to.
///
/// Callers speak in **source** positions; display positions (what GTK counts) stay in
/// here, except for the list's own callbacks, which `sourcePosition(forDisplay:)` maps.
@MainActor
final class ListRows {
    /// The GTK list (rows are recycled `ListRowWidget`s).
    let list: ListView<ListRowWidget>
    let source: ListSource
    /// A row was activated (click, Enter); its source position.
    var onActivate: (@MainActor (Int) -> Void)?
    /// A row's delete button was clicked (edit mode); its source position.
    var onDelete: (@MainActor (Int) -> Void)?

    /// Source positions shown, in order, while a search filters; nil shows every row.
    private(set) var filter: [Int]?
    /// The source position the focus goes back to when the page is shown again: the row
    /// that was opened, or the row just added; nil for the first row.
    private var returnPosition: Int?

    /// Edit mode: every row shows a delete button (and no disclosure arrow).
    var isEditing = false {
        didSet { if isEditing != oldValue { list.refresh(at: 0, count: list.count) } }
    }

    init(source: ListSource) {
        self.source = source
        list = ListView(count: source.count, makeRow: { ListRowWidget() })
        // The app's boxed-list look (AppStyle: listview.row-list).
        list.addCSSClass("row-list")
        list.singleClickActivate = true
        FocusRegion.makeTabStop(list) // Tab leaves the list; arrows move inside it
        list.vexpand = true
        list.bindRow = { [weak self] row, position in self?.bind(row, displayPosition: position) }
        list.unbindRow = { row in row.unbind() }
        list.onActivate { [weak self] position in self?.activate(displayPosition: position) }
    }

    /// The number of rows shown.
    var count: Int { list.count }

    // MARK: Positions

    /// The source position shown at a display position.
    func sourcePosition(forDisplay position: Int) -> Int? {
        if let filter { return filter.indices.contains(position) ? filter[position] : nil }
        return position >= 0 && position < source.count ? position : nil
    }

    /// The display position of a source position (nil when a filter hides it).
    func displayPosition(forSource position: Int) -> Int? {
        if let filter { return filter.firstIndex(of: position) }
        return position >= 0 && position < source.count ? position : nil
    }

    // MARK: Showing rows

    /// Shows `filter`'s source positions, flat (nil: every row, with sections), in one
    /// change of the GTK model that keeps the row widgets.
    func show(_ filter: [Int]?) {
        guard filter != nil || self.filter != nil else { return }
        self.filter = filter
        list.reset(count: filter?.count ?? source.count)
        if let filter, !filter.isEmpty { list.scrollTo(0, alignTop: false) }
    }

    /// The source changed in any way (its rows are asked for again); a filter is kept
    /// until the next `show`.
    func reload() {
        if filter == nil { list.reset(count: source.count) }
    }

    /// `count` rows were inserted at source position `position` (unfiltered only).
    func inserted(at position: Int, count: Int) {
        if let returning = returnPosition, returning >= position { returnPosition = returning + count }
        list.splice(at: position, removing: 0, inserting: count)
        // The row after the insert may have stopped being a section's first row.
        list.refresh(at: position + count, count: 1)
    }

    /// `count` rows were removed at source position `position` (unfiltered only).
    func removed(at position: Int, count: Int) {
        if let returning = returnPosition, returning >= position {
            // A removed row hands its place to its neighbour (the next row, else the previous).
            returnPosition = returning >= position + count ? returning - count : min(position, source.count - 1)
        }
        list.splice(at: position, removing: count, inserting: 0)
        // The row now at `position` may have become a section's first row.
        list.refresh(at: position, count: 1)
    }

    /// `count` rows from `position` changed in place (unfiltered only).
    func changed(at position: Int, count: Int) {
        list.refresh(at: position, count: count + 1)
    }

    /// Binds again the materialised rows whose source position passes `shows` (filtered
    /// or not); the GTK model does not change and no other row is asked for.
    func redraw(where shows: (Int) -> Bool) {
        list.refresh { display in sourcePosition(forDisplay: display).map(shows) ?? false }
    }

    private func bind(_ row: ListRowWidget, displayPosition: Int) {
        guard let position = sourcePosition(forDisplay: displayPosition) else { return }
        let model = source.row(at: position)
        var header: String?
        if filter == nil, let section = model.sectionTitle,
            position == 0 || source.row(at: position - 1).sectionTitle != section
        {
            header = section
        }
        row.onDelete = { [weak self] row in
            guard let self, let display = self.list.position(of: row),
                let position = self.sourcePosition(forDisplay: display)
            else { return }
            self.onDelete?(position)
        }
        row.bind(model, header: header, editing: isEditing)
        // The boxed list's rounded ends: the first row and each section's first row,
        // the last row and each section's last row.
        let isLast =
            displayPosition == list.count - 1
            || (filter == nil && model.sectionTitle != nil && position + 1 < source.count
                && source.row(at: position + 1).sectionTitle != model.sectionTitle)
        row.setEdges(first: displayPosition == 0 || header != nil, last: isLast)
        list.setAccessibleLabel(row.spokenLabel, forItemOf: row)
    }

    private func activate(displayPosition: Int) {
        guard let position = sourcePosition(forDisplay: displayPosition) else { return }
        onActivate?(position)
    }

    // MARK: Focus

    /// Remembers `position` as the row the focus goes back to (a row being opened).
    func rememberReturn(to position: Int) { returnPosition = position }

    /// Focuses the row opened or added last if it is still shown, else the first row,
    /// scrolling it into view; false when no row is shown.
    @discardableResult
    func focusReturnRow() -> Bool {
        guard list.count > 0 else { return false }
        let display = returnPosition.flatMap { displayPosition(forSource: $0) } ?? 0
        if !list.focus(position: min(display, list.count - 1)) { list.grabFocus() }
        return true
    }

    /// Focuses the row at source position `position` now and when the page comes back.
    func focusRow(atSource position: Int) {
        returnPosition = position
        guard let display = displayPosition(forSource: position) else { return }
        list.focus(position: display)
    }
}
