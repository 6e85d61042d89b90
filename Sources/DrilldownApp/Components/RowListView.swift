import Dispatch
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
/// - Deleting: set `onDelete`; it is called for the Delete key on a focused row and, with
///   `isEditing = true`, for each row's delete button. `contextMenuItems` gives the items
///   of a row's context menu (right click, long press, Menu key).
/// - Search (Ctrl+F, `searchButton`, or typing): case- and accent-insensitive substring
///   over `searchTitles()` (`SearchCorpus`), flat results, "No Results"; Escape or "Done"
///   ends it. While the query is empty the list is dimmed and a click on it ends the
///   search. The corpus is always built off the main thread (starting when the search
///   opens); sources above `Options.backgroundSearchThreshold` rows are also matched off
///   it. Stale searches are cancelled and typing narrows the previous results.
/// - Index: with `indexed`, a letter strip jumps to the first row at or after a letter
///   (`AlphabetIndex`); hidden while searching.
@MainActor
final class RowListView {
    /// What an empty list shows.
    struct EmptyState {
        var icon: String
        var heading: String
        var hint: String = ""
        var actionTitle: String? = nil
        var action: (@MainActor () -> Void)? = nil
    }

    struct Options {
        var searchable = true
        var indexed = false
        var indexLetters = AlphabetIndex.latinLetters
        var emptyState = EmptyState(icon: "view-list-symbolic", heading: tr("Nothing Here"))
        /// Sources with more rows are matched and indexed on a background thread (the
        /// search corpus is built there for every source).
        var backgroundSearchThreshold = 20_000
    }

    let content: Widget
    /// The header-bar button that opens and closes the search (put it in `headerEnd`).
    let searchButton = ToggleButton(toggleLabel: "")
    let list: ListView<ListRowWidget>
    let root = Box(.vertical)
    let searchBar = SearchBar()
    let searchEntry = SearchEntry(placeholder: tr("Search"))
    let doneButton = Button(label: tr("Done"))
    private let stack = Stack()
    let listArea = Box(.horizontal)
    private let overlay = Overlay()
    let scroller = ScrolledWindow()
    let shield = Box(.vertical)
    private let indexStrip: IndexStrip?
    let emptyPage: StatusPage
    let noResultsPage: StatusPage
    let options: Options
    let source: ListSource

    /// A row was activated (click, Enter); the source position.
    var onActivate: (@MainActor (Int) -> Void)?
    /// Delete was asked for a row (Delete key, or its delete button in edit mode).
    var onDelete: (@MainActor (Int) -> Void)? {
        didSet { actions[AppShortcuts.deleteRow.name]?.isEnabled = onDelete != nil }
    }
    /// The list's actions with their shortcuts: `rows.search` (Ctrl+F, anywhere on the
    /// page) and `rows.delete` (Delete, on the focused row).
    let actions: WidgetActions
    /// The context menu items of a row; nil or empty for no menu.
    var contextMenuItems: (@MainActor (Int) -> [ContextMenu.Item])?
    /// The context menu on screen, if any.
    var contextMenu: ContextMenu?
    /// True while a context menu item runs.
    private var isRunningMenuItem = false

    /// Edit mode: every row shows a delete button (and no disclosure arrow).
    var isEditing = false {
        didSet { if isEditing != oldValue { list.refresh(at: 0, count: list.count) } }
    }

    // Search state.
    /// Whether the search bar is open.
    var isSearching = false
    /// The current query ("" while the bar is open but empty).
    var query = ""
    /// Source positions shown while filtering; nil shows every row with sections.
    var results: [Int]?
    /// Whether a background search is running.
    var isSearchPending = false
    var generation = 0
    var cancellation: SearchCancellation?
    var narrowing: (query: String, results: [Int])?
    /// Bumped on every data change, so that work started on older data is not used.
    var dataVersion = 0
    var corpus: SearchCorpus?
    /// The corpus being built in the background for the current data version.
    var buildingCorpus: LazyCorpus?
    /// Set while `search(_:)` replaces the entry's text: GTK first empties the entry,
    /// and that empty query must not restore the whole list on the way.
    var isSettingSearchText = false
    var alphabet: AlphabetIndex?
    var alphabetPending = false
    var pendingLetter: String?

    init(source: ListSource, options: Options = Options()) {
        self.source = source
        self.options = options
        content = root
        emptyPage = StatusPage(icon: options.emptyState.icon, heading: options.emptyState.heading,
                               description: options.emptyState.hint, buttonTitle: options.emptyState.actionTitle,
                               action: options.emptyState.action)
        noResultsPage = StatusPage(icon: "edit-find-symbolic", heading: tr("No Results"),
                                   description: tr("Try a different search."))
        list = ListView(count: source.count, makeRow: { ListRowWidget() })
        indexStrip = options.indexed ? IndexStrip(letters: options.indexLetters) : nil
        actions = WidgetActions.of(root, prefix: "rows")
        build()
        connect()
        updateState()
        prebuildLargeCorpus()
    }

    /// A list above `backgroundSearchThreshold` rows starts building its search corpus in
    /// the background shortly after it is made (after its first frame), so the first
    /// keystroke only scans: folding a million titles takes longer than a keystroke may.
    /// Smaller lists build it when the search opens.
    func prebuildLargeCorpus() {
        guard options.searchable, source.count > options.backgroundSearchThreshold else { return }
        let version = dataVersion
        MainContext.after(milliseconds: 200) { [weak self] in
            guard let self, version == self.dataVersion else { return }
            self.prepareCorpus()
        }
    }

    private func build() {
        // Search bar: a clamped entry and "Done", under the header bar.
        let searchLine = Box(.horizontal, spacing: 6)
        searchEntry.hexpand = true
        searchLine.append(searchEntry)
        searchLine.append(doneButton)
        let clamp = Clamp(maximumWidth: 520)
        clamp.child = searchLine
        clamp.hexpand = true
        searchBar.setChild(clamp)
        searchBar.connectEntry(searchEntry)
        searchBar.setKeyCaptureWidget(root)
        searchBar.isVisible = options.searchable
        root.append(searchBar)

        searchButton.iconName = "system-search-symbolic"
        searchButton.tooltip = tr("Search")
        searchButton.setAccessibleLabel(tr("Search"))
        searchButton.isVisible = options.searchable

        // The list, dimmed under a click shield while the search is open and empty.
        list.singleClickActivate = true
        FocusRegion.makeTabStop(list) // Tab leaves the list; arrows move inside it
        list.vexpand = true
        // Clamped like every other page: a readable column on wide windows, the full
        // width on narrow ones; the rows draw themselves as one boxed list.
        let listClamp = ClampScrollable(maximumWidth: 640)
        listClamp.child = list
        scroller.child = listClamp
        scroller.hexpand = true
        scroller.vexpand = true
        overlay.child = scroller
        overlay.hexpand = true
        shield.hexpand = true
        shield.vexpand = true
        shield.isVisible = false
        shield.setAccessibleHidden(true)
        overlay.addOverlay(shield)
        listArea.append(overlay)
        if let indexStrip { listArea.append(indexStrip.content) }

        stack.add(listArea, name: "list")
        stack.add(emptyPage, name: "empty")
        stack.add(noResultsPage, name: "no-results")
        stack.vexpand = true
        root.append(stack)
        root.addCSSClass("row-list-view")
    }

    private func connect() {
        list.bindRow = { [weak self] row, position in self?.bind(row, displayPosition: position) }
        list.unbindRow = { row in row.unbind() }
        list.onActivate { [weak self] position in self?.activate(displayPosition: position) }
        list.onContextMenu { [weak self] position, row, x, y in
            self?.showContextMenu(displayPosition: position, row: row, x: x, y: y)
        }
        searchEntry.onSearchChanged { [weak self] in
            guard let self, self.isSearching, !self.isSettingSearchText else { return }
            self.setQuery(self.searchEntry.text)
        }
        searchEntry.onStopSearch { [weak self] in self?.endSearch() }
        searchEntry.onActivate { [weak self] in self?.activateFirstResult() }
        doneButton.onClicked { [weak self] in self?.endSearch() }
        searchBar.onSearchModeChanged { [weak self] in self?.searchModeChanged() }
        searchButton.onToggled { [weak self] in
            guard let self, self.searchButton.isActive != self.isSearching else { return }
            if self.searchButton.isActive { self.beginSearch() } else { self.endSearch() }
        }
        let shieldClick = GestureClick()
        shieldClick.onPressed { [weak self, weak shieldClick] _, _, _ in
            shieldClick?.claim()
            self?.endSearch()
        }
        shield.addController(shieldClick)
        actions.add(AppShortcuts.search) { [weak self] in self?.beginSearch() }.isEnabled = options.searchable
        actions.add(AppShortcuts.deleteRow, scope: .focusWithin) { [weak self] in self?.deleteFocusedRow() }
            .isEnabled = false
        indexStrip?.onSelect = { [weak self] letter in self?.jump(toLetter: letter) }
    }

    // MARK: Rows

    /// Delete on the focused row (the source position goes to `onDelete`).
    private func deleteFocusedRow() {
        guard let display = list.focusedPosition, let position = sourcePosition(forDisplay: display) else { return }
        onDelete?(position)
    }

    /// The source position shown at a display position.
    func sourcePosition(forDisplay position: Int) -> Int? {
        if let results { return results.indices.contains(position) ? results[position] : nil }
        return position < source.count ? position : nil
    }

    private func bind(_ row: ListRowWidget, displayPosition: Int) {
        guard let position = sourcePosition(forDisplay: displayPosition) else { return }
        let model = source.row(at: position)
        var header: String?
        if results == nil, let section = model.sectionTitle,
           position == 0 || source.row(at: position - 1).sectionTitle != section {
            header = section
        }
        row.onDelete = { [weak self] row in
            guard let self, let display = self.list.position(of: row),
                  let position = self.sourcePosition(forDisplay: display) else { return }
            self.onDelete?(position)
        }
        row.bind(model, header: header, editing: isEditing)
        // The boxed list's rounded ends: the first row and each section's first row,
        // the last row and each section's last row.
        let count = results?.count ?? source.count
        let isLast = displayPosition == count - 1
            || (results == nil && model.sectionTitle != nil && position + 1 < source.count
                && source.row(at: position + 1).sectionTitle != model.sectionTitle)
        row.setEdges(first: displayPosition == 0 || header != nil, last: isLast)
        list.setAccessibleLabel(row.spokenLabel, forItemOf: row)
    }

    private func activate(displayPosition: Int) {
        if isDimmed {
            endSearch()
            return
        }
        guard let position = sourcePosition(forDisplay: displayPosition) else { return }
        returnPosition = position
        onActivate?(position)
    }

    private func showContextMenu(displayPosition: Int, row: ListRowWidget, x: Double, y: Double) {
        guard !isDimmed, let position = sourcePosition(forDisplay: displayPosition),
              let items = contextMenuItems?(position), !items.isEmpty else { return }
        // One menu per list, kept parented to the page (see ContextMenu).
        let menu = contextMenu ?? ContextMenu()
        contextMenu = menu
        menu.close()
        // An item that deletes the row hands the focus to its neighbour (rowsRemoved).
        menu.setItems(items.map { item in
            ContextMenu.Item(item.title) { [weak self] in
                self?.isRunningMenuItem = true
                item.action()
                self?.isRunningMenuItem = false
            }
        })
        // When the menu closes, the focus goes back to the row it was opened on.
        menu.present(in: root, at: row.rowWidget, x: x, y: y, returningFocusWithin: list)
    }

    // MARK: Data changes

    /// The data changed in any way: rows are asked for again.
    func reloadData() {
        dataChanged()
        prebuildLargeCorpus()
        if results != nil {
            runSearch(query)
        } else {
            list.reset(count: source.count)
        }
        updateState()
    }

    /// `count` rows were inserted at source position `position`.
    func rowsInserted(at position: Int, count: Int) {
        guard results == nil else { return reloadData() }
        dataChanged()
        if let returning = returnPosition, returning >= position { returnPosition = returning + count }
        list.splice(at: position, removing: 0, inserting: count)
        // The row after the insert may have stopped being a section's first row.
        list.refresh(at: position + count, count: 1)
        updateState()
    }

    /// `count` rows were removed at source position `position`.
    func rowsRemoved(at position: Int, count: Int) {
        guard results == nil else { return reloadData() }
        dataChanged()
        let hadFocus = list.containsFocus || isRunningMenuItem || contextMenu?.isReturningFocus == true
        if hadFocus { contextMenu?.cancelFocusReturn() }
        if let returning = returnPosition, returning >= position {
            // A removed row hands its place to its neighbour (the next row, else the previous).
            returnPosition = returning >= position + count ? returning - count : min(position, source.count - 1)
        }
        list.splice(at: position, removing: count, inserting: 0)
        // The row now at `position` may have become a section's first row.
        list.refresh(at: position, count: 1)
        updateState()
        // Deleting the focused row: its neighbour takes the focus (the next row, else the
        // previous one), never the header bar.
        if hadFocus, source.count > 0 {
            focusRow(atSource: min(position, source.count - 1))
        } else if hadFocus, source.count == 0 {
            _ = stack.moveFocusInto()
        }
    }

    /// `count` rows from `position` changed in place.
    func rowsChanged(at position: Int, count: Int) {
        guard results == nil else { return reloadData() }
        dataChanged()
        list.refresh(at: position, count: count + 1)
    }

    func dataChanged() {
        dataVersion += 1
        corpus = nil
        buildingCorpus = nil
        alphabet = nil
        narrowing = nil
    }

    /// Which page of the stack shows: the list, the empty state or "No Results".
    func updateState() {
        let name: String
        if source.count == 0 && !isSearching {
            name = "empty"
        } else if let results, results.isEmpty {
            name = "no-results"
        } else {
            name = "list"
        }
        stack.setVisibleChild(named: name)
        searchButton.isSensitive = source.count > 0 || isSearching
        let dimmed = isDimmed
        shield.isVisible = dimmed
        scroller.setCSSClass("dimmed-list", dimmed)
        indexStrip?.content.isVisible = !isSearching && source.count > 0
    }

    /// The visible state: "list", "empty" or "no-results" (for tests).
    var visibleState: String {
        if source.count == 0 && !isSearching { return "empty" }
        if let results, results.isEmpty { return "no-results" }
        return "list"
    }

    /// Whether the list is dimmed (search open with an empty query).
    var isDimmed: Bool { isSearching && query.isEmpty }
    var isIndexVisible: Bool { indexStrip?.content.isVisible ?? false }
    var index: IndexStrip? { indexStrip }

    // MARK: Focus

    /// The source position the focus goes back to when the page is shown again: the row
    /// that was opened, or the row just added; nil for the first row.
    var returnPosition: Int?

    /// Places the keyboard focus in the list when the page becomes the top page (see
    /// "Focus model" above): the row opened or added last if it is still there, else
    /// the first row. Scrolls that row into view.
    func focusList() {
        let display = returnPosition.flatMap { displayPosition(forSource: $0) } ?? 0
        guard list.count > 0 else {
            // Empty list or "No Results": the empty state's button, or the search entry.
            if isSearching { searchEntry.grabFocus() } else { _ = stack.moveFocusInto() }
            return
        }
        if !list.focus(position: min(display, list.count - 1)) { list.grabFocus() }
    }

    /// Focuses the row at source position `position` now and when the page comes back
    /// (after an add, or to put the focus on a row's neighbour after a delete).
    func focusRow(atSource position: Int) {
        returnPosition = position
        guard let display = displayPosition(forSource: position) else { return }
        list.focus(position: display)
    }

    /// The display position of a source position (nil when a search hides it).
    func displayPosition(forSource position: Int) -> Int? {
        if let results { return results.firstIndex(of: position) }
        return position >= 0 && position < source.count ? position : nil
    }
}
