import Dispatch
import Model

/// Milliseconds on the monotonic clock.
public func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }

/// What the search benchmarks type, one key at a time.
public let benchmarkKeystrokes = Array("mango 047")

/// Typing into a list's search over a `SearchCorpus`, one query after another, each
/// timed two ways: a full scan, and the scan the list runs (only the previous query's
/// matches when the new query narrows it, `searchNarrows`).
public struct TypedSearch {
    /// One query typed.
    public struct Keystroke {
        public let query: String
        /// What the full scan matched.
        public let matches: [Int]
        public let fullMs: Double
        public let narrowedMs: Double
        /// Whether narrowing found exactly what the full scan found.
        public let agrees: Bool
    }

    private let corpus: SearchCorpus
    private var previous: (query: String, matches: [Int])?

    public init(over corpus: SearchCorpus) { self.corpus = corpus }

    /// Types `query` (usually the previous one and one more key).
    public mutating func type(_ query: String) -> Keystroke {
        var start = now()
        let full = corpus.matches(query) ?? []
        let fullMs = now() - start
        start = now()
        let candidates = previous.flatMap { searchNarrows(from: $0.query, to: query) ? $0.matches : nil }
        let narrowed = corpus.matches(query, among: candidates) ?? []
        let narrowedMs = now() - start
        previous = (query, narrowed)
        return Keystroke(query: query, matches: full, fullMs: fullMs, narrowedMs: narrowedMs, agrees: narrowed == full)
    }
}
