import Gtk
import Model

/// The home page's search across every section: the search bar (opened by typing on
/// the page, Ctrl+F or the search button), the query sent to `SearchService` off the
/// main thread (a newer keystroke cancels the older query), and the grouped results.
@MainActor
final class HomeSearch {
    /// The bar and the header button that opens and closes it.
    private let toggle = SearchToggle(placeholder: tr("Search Everything"), tooltip: tr("Search Everything"))
    var searchBar: SearchBar { toggle.bar }
    var searchEntry: SearchEntry { toggle.entry }
    var searchButton: ToggleButton { toggle.button }
    let results: HomeSearchResults
    private let service: SearchService
    private var cancellation: SearchCancellation?
    private var expanded: Set<SectionID> = []
    private var onModeChanged: (@MainActor (Bool) -> Void)?
    /// The query whose results are shown.
    private(set) var shownQuery: String?
    /// True while a query is being searched.
    private(set) var isPending = false
    var isSearching: Bool { toggle.isOpen }

    /// A result was chosen.
    var onOpen: (@MainActor (SearchTarget) -> Void)?
    /// "Show All" of a section, with the query.
    var onShowAll: (@MainActor (SectionID, String) -> Void)?

    /// Sections shown in full rather than in their own list (their own list cannot show
    /// every match: `SectionSearch.showAll` is nil).
    private let expandsInPlace: Set<SectionID>

    init(sections: [SectionDescriptor], service: SearchService) {
        self.service = service
        expandsInPlace = Set(sections.filter { $0.search != nil && $0.search?.showAll == nil }.map(\.id))
        results = HomeSearchResults(sections: sections)
        results.onOpen = { [weak self] target in self?.onOpen?(target) }
        results.onShowAll = { [weak self] section in self?.showAll(section) }
        toggle.onBegin = { [weak self] in self?.begin() }
        toggle.onOpenChanged = { [weak self] open in self?.openChanged(open) }
    }

    /// Wires the search to the page: typing in `page` starts it, Ctrl+F too.
    func attach(to page: Widget, modeChanged: @escaping @MainActor (Bool) -> Void) {
        onModeChanged = modeChanged
        searchBar.setKeyCaptureWidget(page)
        searchEntry.onSearchChanged { [weak self] in self?.queryChanged() }
        searchEntry.onActivate { [weak self] in
            guard let self, let first = self.results.firstTarget else { return }
            self.onOpen?(first)
        }
        WidgetActions.of(page).add(AppShortcuts.homeSearch) { [weak self] in self?.begin() }
        // Down from the search field moves into the results (arrows then walk them).
        let entryKeys = KeyController()
        entryKeys.onKeyPressed { [weak self] keyval, state in
            guard let self, KeyCombo(Key.down).matches(keyval, state: state) else { return false }
            return self.results.focusFirst()
        }
        searchEntry.addController(entryKeys)
    }

    /// Opens the search bar with `text` (Ctrl+F, the Shell's LaunchSearch) and focuses it.
    func begin(_ text: String? = nil) {
        toggle.open()
        if let text, text != searchEntry.text {
            searchEntry.text = text
            queryChanged()
        }
        searchEntry.grabFocus()
    }

    /// Closes the search and shows the sections again.
    func end() { toggle.close() }

    /// Escape: ends an open search.
    func handleEscape() -> Bool {
        guard isSearching else { return false }
        end()
        return true
    }

    private func openChanged(_ open: Bool) {
        if open {
            queryChanged()
        } else {
            cancel()
            shownQuery = nil
            onModeChanged?(false)
        }
    }

    private func cancel() {
        cancellation?.cancel()
        cancellation = nil
        isPending = false
    }

    private func queryChanged() {
        guard isSearching else { return }
        let query = searchEntry.text
        cancel()
        expanded = []
        guard !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            shownQuery = nil
            onModeChanged?(false)
            return
        }
        run(query)
    }

    private func run(_ query: String) {
        let cancellation = SearchCancellation()
        self.cancellation = cancellation
        isPending = true
        // Expanded sections need every hit; the others only their first few (one more
        // than shown tells whether "Show All" applies, the count says how many).
        let limit = expanded.isEmpty ? HomeSearchResults.shownPerSection : 500
        let expanded = self.expanded
        service.search(query, limit: limit, cancellation: cancellation) { [weak self] outcome in
            guard let self, self.cancellation === cancellation else { return }
            self.isPending = false
            self.shownQuery = query
            self.results.show(outcome.sections, expanded: expanded, unavailable: outcome.unavailable)
            self.sayCount(outcome.sections.reduce(0) { $0 + $1.count })
            self.onModeChanged?(true)
        }
    }

    /// How many items the search found, as the field's description: a screen reader
    /// says a change of the focused field's description (the field keeps the focus).
    private func sayCount(_ total: Int) {
        let text =
            total == 0 ? tr("No Results") : fill(trn("%1$@ result", "%1$@ results", total), UserLocale.count(total))
        searchEntry.setAccessibleDescription(text)
    }

    private func showAll(_ section: SectionID) {
        guard let query = shownQuery else { return }
        if expandsInPlace.contains(section) {
            cancel()
            expanded.insert(section)
            run(query)
        } else {
            onShowAll?(section, query)
        }
    }
}
