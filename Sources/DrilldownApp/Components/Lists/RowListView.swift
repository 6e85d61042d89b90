import Gtk
import Model

/// The app's list component: a `ListView` that scales to millions of rows, with section
/// headers, two-line rows, an empty state, live search and a letter index. Every list
/// page (Countries, Coffee, To-Do, Zoo, Cities, Books, Trends) is built on it.
///
/// ## Using it in a page
/// ```swift
/// let source = SectionedListSource(list) { item in RowModel(title: item.name, subtitle: item.detail) }
/// let rows = RowListView(source: source, options: .init(
///     searchable: true, indexed: true,
///     emptyState: .init(icon: "…-symbolic", heading: tr("No Coffees"), hint: tr("Add one with +"),
///                       actionTitle: tr("Add"), action: { … })))
/// rows.onActivate = { [weak self] position in self?.open(position) }   // source positions
/// var content: Widget { rows.content }
/// var headerEnd: [Widget] { [rows.searchButton] }                        // when searchable
/// func handleEscape() -> Bool { rows.handleEscape() }
/// func didBecomeTop() { rows.focusList() }
/// ```
/// - Positions given to callbacks are always **source** positions, also while searching.
/// - Data changes: `reloadData()` (anything), or `rowsInserted(at:count:)`,
///   `rowsRemoved(at:count:)`, `rowsChanged(at:count:)` to keep scroll position and focus.
/// - Deleting: set `onDelete`; it is called for Delete on a focused row (the `rows.delete`
///   action) and, with `isEditing = true`, for each row's delete button.
///   `contextMenuItems` gives the items of a row's context menu (right click, long press,
///   Menu key, Shift+F10).
/// - Search (Ctrl+F, `searchButton`, or typing; see `ListSearch`): flat results, best
///   first, "No Results"; Escape or "Done" ends it. While the query is empty the list is
///   dimmed and a click on it ends the search.
/// - Index: with `indexed`, a letter strip jumps to the first row at or after a letter
///   (`LetterIndex`); hidden while searching.
///
/// It puts together four objects, each keeping its own state: the rows (`ListRows`: the
/// GTK list, filter, edit mode, focus return), the search (`ListSearch`), the letter
/// index (`LetterIndex`) and the row menus and keys (`RowMenus`); and shows the list, the
/// empty state or "No Results".
@MainActor
final class RowListView {
    let content: Widget
    /// The GTK list (display positions: while searching, the n-th result).
    var list: ListView<ListRowWidget> { rows.list }
    /// The header-bar button that opens and closes the search (put it in `headerEnd`).
    var searchButton: ToggleButton { search.button }
    /// The empty state (its button, when it has one, runs `EmptyState.action`).
    var emptyPage: StatusPage { pages.emptyPage }
    let options: Options
    let source: ListSource

    /// A row was activated (click, Enter); the source position.
    var onActivate: (@MainActor (Int) -> Void)?
    /// Delete was asked for a row (Delete key, or its delete button in edit mode).
    var onDelete: (@MainActor (Int) -> Void)? {
        didSet {
            rows.onDelete = onDelete
            actions[AppShortcuts.deleteRow.name]?.isEnabled = onDelete != nil
        }
    }
    /// The list's actions with their shortcuts: `rows.search` (Ctrl+F, anywhere on the
    /// page) and `rows.delete` (Delete, on the focused row).
    let actions: WidgetActions
    /// The context menu items of a row; nil or empty for no menu.
    var contextMenuItems: (@MainActor (Int) -> [ContextMenu.Item])? {
        get { menus.items }
        set { menus.items = newValue }
    }
    /// Edit mode: every row shows a delete button (and no disclosure arrow).
    var isEditing: Bool {
        get { rows.isEditing }
        set { rows.isEditing = newValue }
    }

    let rows: ListRows
    let search: ListSearch
    let index: LetterIndex?
    let menus: RowMenus
    let pages: ListStatePages
    private let root = Box(.vertical)

    init(source: ListSource, options: Options = Options()) {
        self.source = source
        self.options = options
        content = root
        rows = ListRows(source: source)
        search = ListSearch(
            source: source, backgroundThreshold: options.backgroundSearchThreshold,
            keyCaptureWidget: root)
        index =
            options.indexed
            ? LetterIndex(
                letters: options.indexLetters, source: source,
                backgroundThreshold: options.backgroundSearchThreshold) : nil
        menus = RowMenus(rows: rows, host: root)
        actions = WidgetActions.of(root, prefix: "rows")
        pages = ListStatePages(list: rows.list, indexStrip: index?.strip.content, emptyState: options.emptyState)
        search.bar.isVisible = options.searchable
        search.button.isVisible = options.searchable
        root.append(search.bar)
        root.append(pages.stack)
        root.addCSSClass("row-list-view")
        connect()
        updateState()
        if options.searchable { search.prepareIfLarge() }
    }

    private func connect() {
        rows.onActivate = { [weak self] position in
            guard let self else { return }
            if self.search.isDimmed { return self.search.end() }
            self.rows.rememberReturn(to: position)
            self.onActivate?(position)
        }
        menus.isEnabled = { [weak self] in self?.search.isDimmed == false }
        search.onResults = { [weak self] results in
            self?.rows.show(results)
            self?.updateState()
        }
        search.onDimmedChanged = { [weak self] in self?.updateState() }
        search.onOpenChanged = { [weak self] open in
            if !open { self?.focusList() }
            self?.updateState()
        }
        search.onActivateFirst = { [weak self] position in self?.onActivate?(position) }
        pages.onShieldClicked = { [weak self] in self?.search.end() }
        actions.add(AppShortcuts.search) { [weak self] in self?.beginSearch() }.isEnabled = options.searchable
        actions.add(AppShortcuts.deleteRow, scope: .focusWithin) { [weak self] in self?.deleteFocusedRow() }
            .isEnabled = false
        index?.onSelect = { [weak self] letter in self?.jump(toLetter: letter) }
    }

    /// Delete on the focused row (the source position goes to `onDelete`).
    private func deleteFocusedRow() {
        guard let display = list.focusedPosition, let position = rows.sourcePosition(forDisplay: display) else {
            return
        }
        onDelete?(position)
    }

    // MARK: Search

    /// Whether the search bar is open.
    var isSearching: Bool { search.isOpen }

    /// Opens the search bar and focuses its entry.
    func beginSearch() {
        guard options.searchable else { return }
        search.begin()
    }

    /// Closes the search and restores the sectioned list.
    func endSearch() { search.end() }

    /// Types `text` into the search as a user would ("Show All" from the home search).
    func search(_ text: String) {
        guard options.searchable else { return }
        search.search(text)
    }

    /// Escape from the page: closes a row's menu, else ends the search when one is open.
    func handleEscape() -> Bool {
        if menus.close() { return true }
        guard search.isOpen else { return false }
        search.end()
        return true
    }

    /// Scrolls to the first row at or after `letter` and focuses it; returns the
    /// position, or nil while searching, for an unknown letter, or while the index of a
    /// huge list is still being built (the jump then happens when it is ready).
    @discardableResult
    func jump(toLetter letter: String) -> Int? {
        guard let index, rows.filter == nil, !search.isOpen else { return nil }
        guard let position = index.position(for: letter, later: { [weak self] in self?.jump(toLetter: letter) })
        else { return nil }
        list.scrollTo(position)
        if !list.focus(position: position) {
            // The row is materialised by the next layout.
            MainContext.after(milliseconds: 60) { [weak self] in _ = self?.list.focus(position: position) }
        }
        return position
    }

    // MARK: Data changes

    /// The data changed in any way: rows are asked for again.
    func reloadData() {
        dataChanged()
        rows.reload()
        if options.searchable, !search.isOpen { search.prepareIfLarge() }
        updateState()
    }

    /// `count` rows were inserted at source position `position`.
    func rowsInserted(at position: Int, count: Int) {
        guard rows.filter == nil else { return reloadData() }
        dataChanged()
        rows.inserted(at: position, count: count)
        updateState()
    }

    /// `count` rows were removed at source position `position`.
    func rowsRemoved(at position: Int, count: Int) {
        guard rows.filter == nil else { return reloadData() }
        dataChanged()
        let hadFocus = list.containsFocus || menus.isHandlingFocus
        if hadFocus { menus.cancelFocusReturn() }
        rows.removed(at: position, count: count)
        updateState()
        // Deleting the focused row: its neighbour takes the focus (the next row, else the
        // previous one), never the header bar.
        if hadFocus, source.count > 0 {
            focusRow(atSource: min(position, source.count - 1))
        } else if hadFocus, source.count == 0 {
            _ = pages.stack.moveFocusInto()
        }
    }

    /// `count` rows from `position` changed in place.
    func rowsChanged(at position: Int, count: Int) {
        guard rows.filter == nil else { return reloadData() }
        dataChanged()
        rows.changed(at: position, count: count)
    }

    /// Draws again the rows on screen whose source position passes `shows` (a page or a
    /// picture arrived): the data is the same, so search and letter index keep theirs.
    func redrawShownRows(where shows: (Int) -> Bool) { rows.redraw(where: shows) }

    private func dataChanged() {
        search.dataChanged()
        index?.dataChanged()
    }

    /// Shows the list, the empty state or "No Results", and dims the list while the
    /// search is open and empty.
    private func updateState() {
        let page: ListStatePages.Page
        if source.count == 0 && !search.isOpen {
            page = .empty
        } else if rows.filter?.isEmpty == true {
            page = .noResults
        } else {
            page = .list
        }
        pages.show(page, dimmed: search.isDimmed)
        search.button.isSensitive = source.count > 0 || search.isOpen
        index?.strip.content.isVisible = !search.isOpen && source.count > 0
    }

    // MARK: Focus

    /// Places the keyboard focus in the list when the page becomes the top page: the row
    /// opened or added last if it is still there, else the first row. Scrolls that row
    /// into view. An empty list focuses its empty state's button, or the search entry.
    func focusList() {
        guard !rows.focusReturnRow() else { return }
        if search.isOpen { search.entry.grabFocus() } else { _ = pages.stack.moveFocusInto() }
    }

    /// `focusList()` for data that has just arrived: when the rows are not laid out yet
    /// (the list was still hidden behind a spinner), once more after the next frame,
    /// unless a page pushed over it meanwhile hid it (a place restored over the list).
    func focusListWhenShown() {
        focusList()
        guard !list.containsFocus else { return }
        list.afterNextPaint { [weak self] in
            guard let self, self.list.isMapped else { return }
            self.focusList()
        }
    }

    /// Focuses the row at source position `position` now and when the page comes back
    /// (after an add, or to put the focus on a row's neighbour after a delete).
    func focusRow(atSource position: Int) { rows.focusRow(atSource: position) }
}
