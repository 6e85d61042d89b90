import Dispatch
import Foundation
import Gtk
import Model

/// Search and the letter index of `RowListView` (see its documentation).
extension RowListView {
    /// Opens the search bar and focuses its entry.
    func beginSearch() {
        guard options.searchable, source.count > 0 || isSearching else { return }
        if !searchBar.isSearchMode { searchBar.isSearchMode = true }
        if !isSearching { searchModeChanged() }
        searchEntry.grabFocus()
    }

    /// Closes the search and restores the sectioned list.
    func endSearch() {
        guard isSearching || searchBar.isSearchMode else { return }
        searchBar.isSearchMode = false
        if isSearching { searchModeChanged() }
    }

    /// Escape from the page: ends the search when one is open.
    func handleEscape() -> Bool {
        if contextMenu?.isOpen == true {
            contextMenu?.close()
            return true
        }
        guard isSearching else { return false }
        endSearch()
        return true
    }

    /// Types `text` into the search as a user would (for tests and automation).
    func search(_ text: String) {
        beginSearch()
        isSettingSearchText = true
        searchEntry.text = text
        isSettingSearchText = false
        setQuery(text)
    }

    func searchModeChanged() {
        let open = searchBar.isSearchMode
        guard open != isSearching else { return }
        isSearching = open
        if searchButton.isActive != open { searchButton.isActive = open }
        if open {
            prepareCorpus()
            query = searchEntry.text
            if !query.isEmpty { runSearch(query) }
        } else {
            cancelSearch()
            query = ""
            if !searchEntry.text.isEmpty { searchEntry.text = "" }
            let wasFiltered = results != nil
            results = nil
            narrowing = nil
            if wasFiltered { list.reset(count: source.count) }
            focusList()
        }
        updateState()
    }

    func setQuery(_ text: String) {
        guard text != query || results == nil && !text.isEmpty else { return }
        query = text
        if text.isEmpty {
            cancelSearch()
            if results != nil {
                results = nil
                list.reset(count: source.count)
            }
            updateState()
        } else {
            runSearch(text)
        }
    }

    func cancelSearch() {
        generation += 1
        cancellation?.cancel()
        cancellation = nil
        isSearchPending = false
    }

    func runSearch(_ text: String) {
        cancelSearch()
        let candidates = narrowing.flatMap { searchNarrows(from: $0.query, to: text) ? $0.results : nil }
        if let corpus, source.count <= options.backgroundSearchThreshold {
            // A small corpus that is already built: matching and ranking take microseconds.
            if let matches = corpus.matches(text, among: candidates) {
                apply(matches, ranked: corpus.ranked(matches, for: text), for: text)
            }
            return
        }
        // Off the main thread, the corpus too (built once per data version, shared with
        // the build started when the search opened); the result comes back through
        // MainContext.run and is dropped if the query or the data moved on.
        let generation = self.generation, version = dataVersion
        let cancellation = SearchCancellation()
        self.cancellation = cancellation
        isSearchPending = true
        let corpus = self.corpus.map(LazyCorpus.init(built:)) ?? pendingCorpus()
        DispatchQueue.global(qos: .userInitiated).async {
            let built = corpus.value
            let matches = built.matches(text, among: candidates, cancellation: cancellation)
            let ranked = matches.map { built.ranked($0, for: text) }
            MainContext.run { [weak self] in
                guard let self, version == self.dataVersion else { return }
                if self.corpus == nil { self.corpus = built }
                guard generation == self.generation, let matches, let ranked else { return }
                self.isSearchPending = false
                self.apply(matches, ranked: ranked, for: text)
            }
        }
    }

    /// Starts building the search corpus in the background (when the search opens, so
    /// that it is usually ready by the first keystroke). The titles are snapshotted here.
    func prepareCorpus() {
        guard corpus == nil, options.searchable else { return }
        let lazy = pendingCorpus(), version = dataVersion
        DispatchQueue.global(qos: .userInitiated).async {
            let built = lazy.value
            MainContext.run { [weak self] in
                guard let self, version == self.dataVersion, self.corpus == nil else { return }
                self.corpus = built
            }
        }
    }

    /// The corpus of the current data version, built by whichever background task asks
    /// first (never on the main thread).
    func pendingCorpus() -> LazyCorpus {
        if let building = buildingCorpus { return building }
        let lazy = LazyCorpus(titles: source.searchTitles())
        buildingCorpus = lazy
        return lazy
    }

    /// Shows `ranked` (best matches first, the order every search in the app uses);
    /// `matches`, in list order, narrows the next query.
    func apply(_ matches: [Int], ranked: [Int], for text: String) {
        narrowing = (text, matches)
        results = ranked
        list.reset(count: ranked.count)
        if !ranked.isEmpty { list.scrollTo(0, alignTop: false) }
        updateState()
    }

    /// Enter in the search field opens the first result.
    func activateFirstResult() {
        guard let results, let first = results.first else { return }
        onActivate?(first)
    }

    /// Scrolls to the first row at or after `letter` and focuses it; returns the
    /// position, or nil while searching, for an unknown letter, or while the index of a
    /// huge list is still being built (the jump then happens when it is ready).
    @discardableResult
    func jump(toLetter letter: String) -> Int? {
        guard results == nil, !isSearching else { return nil }
        guard let alphabet = alphabetIndex(thenJumpTo: letter), let position = alphabet.position(for: letter) else { return nil }
        list.scrollTo(position)
        if !list.focus(position: position) {
            // The row is materialised by the next layout.
            MainContext.after(milliseconds: 60) { [weak self] in _ = self?.list.focus(position: position) }
        }
        return position
    }

    func alphabetIndex(thenJumpTo letter: String) -> AlphabetIndex? {
        if let alphabet { return alphabet }
        if source.count <= options.backgroundSearchThreshold {
            let built = AlphabetIndex(titles: source.searchTitles(), letters: options.indexLetters)
            alphabet = built
            return built
        }
        pendingLetter = letter
        guard !alphabetPending else { return nil }
        alphabetPending = true
        let titles = source.searchTitles(), letters = options.indexLetters, version = dataVersion
        DispatchQueue.global(qos: .userInitiated).async {
            let built = AlphabetIndex(titles: titles, letters: letters)
            MainContext.run { [weak self] in
                guard let self else { return }
                self.alphabetPending = false
                guard version == self.dataVersion else { return }
                self.alphabet = built
                if let letter = self.pendingLetter {
                    self.pendingLetter = nil
                    self.jump(toLetter: letter)
                }
            }
        }
        return nil
    }
}


/// A search corpus built once, on first use, by whichever thread asks first; others wait
/// for it. Holds the title snapshot until then.
final class LazyCorpus: @unchecked Sendable {
    private let lock = NSLock()
    private var titles: [String]
    private var built: SearchCorpus?

    init(titles: [String]) { self.titles = titles }
    init(built: SearchCorpus) { self.titles = []; self.built = built }

    var value: SearchCorpus {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let corpus = SearchCorpus(titles: titles)
        built = corpus
        titles = []
        return corpus
    }
}
