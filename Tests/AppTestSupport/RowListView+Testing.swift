import Gtk
import Model

@testable import DrilldownApp

extension RowListView {
    /// The page the stack shows: "list", "empty" or "no-results".
    var visibleState: String { pages.visiblePage.rawValue }
    /// Whether the list is dimmed (search open with an empty query).
    var isDimmed: Bool { pages.isDimmed }
    var isIndexVisible: Bool { index?.strip.content.isVisible ?? false }
    var indexStrip: IndexStrip? { index?.strip }
    /// Source positions shown while filtering; nil shows every row.
    var results: [Int]? { rows.filter }
    /// Whether a background search is running.
    var isSearchPending: Bool { search.isPending }
    /// Whether the search corpus of the current data is built.
    var isCorpusBuilt: Bool { search.isCorpusBuilt }
    var searchEntry: SearchEntry { search.entry }
    var doneButton: Button { search.doneButton }
    var noResultsPage: StatusPage { pages.noResultsPage }
    /// The row menu last opened.
    var contextMenu: ContextMenu? { menus.openedMenu }
    /// Opens the menu of the row under (x, y) in the list's coordinates, as a right click.
    func openContextMenu(atX x: Double, y: Double) -> Bool { menus.open(atX: x, y: y) }
}
