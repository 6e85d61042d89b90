import Foundation
import Gtk
import Model

/// The search corpus of one snapshot of a list's titles, built once, off the main thread,
/// by whichever background job needs it first (the others wait for it); and the
/// searches run over it, off the main thread too.
final class SearchCorpusBuild: @unchecked Sendable {
    /// What a search found: matches in list order (to narrow the next query) and the
    /// same ranked, best first (what is shown).
    struct Found: Sendable {
        var matches: [Int]
        var ranked: [Int]
    }

    private let lock = NSLock()
    /// Reads the titles, until the corpus is built (then released).
    private var titles: (@Sendable () -> [String])?
    private var built: SearchCorpus?

    init(titles: @escaping @Sendable () -> [String]) { self.titles = titles }

    /// Starts the build in the background.
    @MainActor
    func start() {
        Background.run({ [self] in _ = corpus() }, then: { _ in })
    }

    /// The corpus if it is built already (never waits).
    var builtCorpus: SearchCorpus? {
        lock.lock()
        defer { lock.unlock() }
        return built
    }

    /// Matches and ranks `query` in the background (among `candidates`, the previous
    /// query's matches when it narrows), then calls `done` on the main thread; nothing
    /// is called when `cancellation` stopped it.
    @MainActor
    func search(
        _ query: String, among candidates: [Int]?, cancellation: SearchCancellation,
        then done: @escaping @MainActor @Sendable (Found) -> Void
    ) {
        Background.run(
            { [self] () -> Found? in
                let corpus = corpus()
                guard let matches = corpus.matches(query, among: candidates, cancellation: cancellation),
                    !cancellation.isCancelled
                else { return nil }
                return Found(matches: matches, ranked: corpus.ranked(matches, for: query))
            },
            then: { result in
                if case .success(let found?) = result { done(found) }
            })
    }

    /// The corpus, built by the first caller (others wait for it). Debug builds stop
    /// the program when it would be built on the main thread, where the window would
    /// wait for it.
    private func corpus() -> SearchCorpus {
        assert(!Thread.isMainThread, "the search corpus built on the main thread")
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let corpus = SearchCorpus(titles: titles?() ?? [])
        built = corpus
        titles = nil
        return corpus
    }
}
