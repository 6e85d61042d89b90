import Gtk
import Model

/// The letter index of a `RowListView`: the strip of letters and which row each letter
/// jumps to (`AlphabetIndex`: the first row at or after it). The index is built on first
/// use, from the source's titles; a source above `backgroundThreshold` rows builds it off
/// the main thread, and a jump asked for meanwhile happens when it is ready.
@MainActor
final class LetterIndex {
    /// The strip at the list's right edge.
    let strip: IndexStrip
    /// A letter of the strip was clicked.
    var onSelect: (@MainActor (String) -> Void)? {
        get { strip.onSelect }
        set { strip.onSelect = newValue }
    }

    private let letters: [String]
    private let source: ListSource
    private let backgroundThreshold: Int
    private var alphabet: AlphabetIndex?
    /// Bumped on every data change, so that an index built from older titles is dropped.
    private var version = 0
    private var isBuilding = false
    /// What to do with the built index (the last jump asked for while it was building).
    private var whenBuilt: (@MainActor () -> Void)?

    init(letters: [String], source: ListSource, backgroundThreshold: Int) {
        self.letters = letters
        self.source = source
        self.backgroundThreshold = backgroundThreshold
        strip = IndexStrip(letters: letters)
    }

    /// The titles changed: the index is built again when next used.
    func dataChanged() {
        version += 1
        alphabet = nil
        whenBuilt = nil
    }

    /// The row `letter` jumps to; nil for an unknown letter, or while the index of a
    /// huge list is being built (then `later` runs once it is ready).
    func position(for letter: String, later: @escaping @MainActor () -> Void) -> Int? {
        if let alphabet { return alphabet.position(for: letter) }
        if source.count <= backgroundThreshold {
            let built = AlphabetIndex(titles: source.searchTitles(), letters: letters)
            alphabet = built
            return built.position(for: letter)
        }
        whenBuilt = later
        guard !isBuilding else { return nil }
        isBuilding = true
        let titles = source.searchTitles(), letters = self.letters, version = self.version
        Background.run(
            { AlphabetIndex(titles: titles, letters: letters) },
            then: { [weak self] result in
                guard let self else { return }
                self.isBuilding = false
                guard version == self.version, case .success(let built) = result else { return }
                self.alphabet = built
                let pending = self.whenBuilt
                self.whenBuilt = nil
                pending?()
            })
        return nil
    }
}
