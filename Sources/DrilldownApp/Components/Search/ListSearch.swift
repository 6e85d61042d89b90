import Gtk
import Model

/// The search of a `RowListView`: its bar (entry and "Done"), its header button, the
/// query, and the work of matching it.
///
/// Matching is case- and accent-insensitive substring over the source's titles
/// (`SearchCorpus`), best matches first. The corpus is always built off the main thread
/// (`SearchCorpusBuild`): when the search opens, or right after a large list appears.
/// Sources above `backgroundThreshold` rows are also matched and ranked off it, so the
/// main thread only shows the result; smaller ones are matched on it once their corpus
/// is built (microseconds). A newer query cancels the older one's work, a result of
/// older data is dropped, and typing on narrows the previous matches.
@MainActor
final class ListSearch {
    /// The bar (entry and "Done") and the header button that opens and closes it.
    private let toggle: SearchToggle
    /// The header-bar button that opens and closes the search.
    var button: ToggleButton { toggle.button }
    /// The bar under the header bar (the owner places it).
    var bar: SearchBar { toggle.bar }
    var entry: SearchEntry { toggle.entry }
    let doneButton: Button

    /// The search opened or closed.
    var onOpenChanged: (@MainActor (Bool) -> Void)?
    /// The query became empty or stopped being empty (see `isDimmed`).
    var onDimmedChanged: (@MainActor () -> Void)?
    /// Source positions to show, best first; nil shows every row again.
    var onResults: (@MainActor ([Int]?) -> Void)?
    /// Enter in the entry: the first result's source position.
    var onActivateFirst: (@MainActor (Int) -> Void)?

    private let source: ListSource
    private let backgroundThreshold: Int
    /// The list's widget, whose frames say when it has appeared.
    private weak var listWidget: Widget?
    /// Whether the bar is open.
    var isOpen: Bool { toggle.isOpen }
    /// The current query ("" while the bar is open but empty).
    private var query = ""
    /// The result shown (nil: no filter).
    private var shown: [Int]?
    private var generation = 0
    private(set) var cancellation: SearchCancellation?
    /// The last query and its matches in list order, to narrow the next query.
    private var narrowing: (query: String, matches: [Int])?
    /// The corpus of the current data (nil until asked for, and after a change).
    private(set) var corpus: SearchCorpusBuild?
    /// Set while `search(_:)` replaces the entry's text: GTK first empties the entry,
    /// and that empty query must not restore the whole list on the way.
    private var isSettingText = false

    init(source: ListSource, backgroundThreshold: Int, keyCaptureWidget: Widget) {
        self.source = source
        listWidget = keyCaptureWidget
        self.backgroundThreshold = backgroundThreshold
        let done = Button(label: tr("Done"))
        doneButton = done
        toggle = SearchToggle(placeholder: tr("Search"), tooltip: tr("Search"), trailing: [done])
        bar.setKeyCaptureWidget(keyCaptureWidget)
        // Every key searches at once: the work is cancellable and off the main thread for
        // large lists, so GTK's 150 ms wait for a pause in the typing would only add latency.
        entry.searchDelay = 0
        connect()
    }

    private func connect() {
        entry.onSearchChanged { [weak self] in
            guard let self, self.isOpen, !self.isSettingText else { return }
            self.setQuery(self.entry.text)
        }
        entry.onActivate { [weak self] in
            guard let self, let first = self.shown?.first else { return }
            self.onActivateFirst?(first)
        }
        doneButton.onClicked { [weak self] in self?.end() }
        toggle.onBegin = { [weak self] in self?.begin() }
        toggle.onOpenChanged = { [weak self] open in self?.openChanged(open) }
    }

    /// Whether the list is dimmed: the search is open with an empty query.
    var isDimmed: Bool { isOpen && query.isEmpty }

    /// Opens the bar and focuses its entry.
    func begin() {
        guard source.count > 0 || isOpen else { return }
        toggle.open()
        entry.grabFocus()
    }

    /// Closes the bar; every row shows again.
    func end() { toggle.close() }

    /// Types `text` into the search as a user would.
    func search(_ text: String) {
        begin()
        isSettingText = true
        entry.text = text
        isSettingText = false
        setQuery(text)
    }

    /// The source's data changed: the corpus is built again, and the query (shown or
    /// still running) is run again on the new data.
    func dataChanged() {
        corpus = nil
        narrowing = nil
        cancel()
        if isOpen, !query.isEmpty { run(query) }
    }

    /// A large list starts building its corpus in the background shortly after it
    /// appears (200 ms after its next frame: reading a million names beside the first
    /// drawing made it wait on a 2-core machine), so that the first keystroke only scans.
    func prepareIfLarge() {
        guard source.count > backgroundThreshold else { return }
        let later: @MainActor () -> Void = { MainContext.after(milliseconds: 200) { [weak self] in self?.prepare() } }
        if let listWidget { listWidget.afterNextPaint(later) } else { later() }
    }

    private func openChanged(_ open: Bool) {
        if open {
            prepare()
            query = entry.text
            if !query.isEmpty { run(query) }
        } else {
            cancel()
            query = ""
            narrowing = nil
            show(nil)
        }
        onOpenChanged?(open)
    }

    private func setQuery(_ text: String) {
        guard text != query || shown == nil && !text.isEmpty else { return }
        let wasDimmed = isDimmed
        query = text
        if isDimmed != wasDimmed { onDimmedChanged?() }
        if text.isEmpty {
            cancel()
            show(nil)
        } else {
            run(text)
        }
    }

    /// The corpus of the current data, building in the background (the source says now
    /// how its titles are read: `searchTitlesRead`).
    @discardableResult
    private func prepare() -> SearchCorpusBuild {
        if let corpus { return corpus }
        let build = SearchCorpusBuild(titles: source.searchTitlesRead())
        corpus = build
        build.start()
        return build
    }

    private func cancel() {
        generation += 1
        cancellation?.cancel()
        cancellation = nil
    }

    private func run(_ text: String) {
        cancel()
        let candidates = narrowing.flatMap { searchNarrows(from: $0.query, to: text) ? $0.matches : nil }
        let build = prepare()
        if source.count <= backgroundThreshold, let built = build.builtCorpus {
            // A small corpus that is already built: matching and ranking take microseconds.
            if let matches = built.matches(text, among: candidates) {
                apply(matches, ranked: built.ranked(matches, for: text), for: text)
            }
            return
        }
        let generation = self.generation, cancellation = SearchCancellation()
        self.cancellation = cancellation
        build.search(text, among: candidates, cancellation: cancellation) { [weak self, weak build] found in
            guard let self, let build, build === self.corpus, generation == self.generation else { return }
            self.cancellation = nil
            self.apply(found.matches, ranked: found.ranked, for: text)
        }
    }

    /// Shows `ranked`; `matches`, in list order, narrows the next query.
    private func apply(_ matches: [Int], ranked: [Int], for text: String) {
        narrowing = (text, matches)
        show(ranked)
    }

    private func show(_ results: [Int]?) {
        guard results != nil || shown != nil else { return }
        shown = results
        onResults?(results)
    }
}
