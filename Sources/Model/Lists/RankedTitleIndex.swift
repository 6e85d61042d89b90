import Foundation

/// The matches of one query in a `RankedTitleIndex`, best first: titles starting with
/// the query, then titles with a word starting with it, then the rest; within a rank in
/// the index's order (ties are stable).
public struct RankedMatches: Sendable, Equatable {
    /// Positions by rank (`MatchRank.rawValue`), each ascending.
    public private(set) var byRank: [[Int]]

    init(byRank: [[Int]]) { self.byRank = byRank }

    /// No matches.
    public static let none = RankedMatches(byRank: [[], [], []])

    /// How many titles matched.
    public var count: Int { byRank.reduce(0) { $0 + $1.count } }

    public var isEmpty: Bool { byRank.allSatisfy(\.isEmpty) }

    /// The first `limit` positions, best first, with their rank.
    public func top(_ limit: Int) -> [(position: Int, rank: MatchRank)] {
        var result: [(Int, MatchRank)] = []
        for rank in MatchRank.allCases {
            for position in byRank[rank.rawValue] {
                if result.count >= limit { return result }
                result.append((position, rank))
            }
        }
        return result
    }

    /// Every matching position, best first.
    public var ordered: [Int] { byRank.flatMap { $0 } }

    /// Every matching position in the index's order (for narrowing the next query).
    public var ascending: [Int] {
        var merged = byRank[0]
        for rank in 1..<byRank.count where !byRank[rank].isEmpty {
            if merged.isEmpty { merged = byRank[rank]; continue }
            var result: [Int] = []
            result.reserveCapacity(merged.count + byRank[rank].count)
            var i = 0, j = 0
            let other = byRank[rank]
            while i < merged.count && j < other.count {
                if merged[i] < other[j] { result.append(merged[i]); i += 1 } else { result.append(other[j]); j += 1 }
            }
            result.append(contentsOf: merged[i...])
            result.append(contentsOf: other[j...])
            merged = result
        }
        return merged
    }
}

/// Titles prepared once for ranked, case- and accent-insensitive search
/// (`SearchFolding`, `SearchMatching`): the home search and the Shell search provider
/// search every collection through one of these per section.
///
/// All titles are folded into one contiguous buffer, each followed by a NUL byte (which
/// folding removes from titles and queries, so no match can span two titles), with one
/// 32-bit offset per title (`PackedColumn`s: no spare capacity; 5 bytes a title beside
/// its folded text). A query is one `memmem` pass over the whole buffer (glibc's
/// vectorised search) whose hits are mapped back to titles, rather than one search per
/// title; a narrowed query (typing on) tests only the previous matches, each with a short
/// inline loop. An immutable `Sendable` value: build and search it off the main thread.
public struct RankedTitleIndex: Sendable {
    private let bytes: PackedColumn<UInt8>
    /// `starts[i]` is where title i begins; `starts[count]` is the buffer's end.
    private let starts: PackedColumn<UInt32>

    /// The number of titles.
    public var count: Int { starts.count - 1 }

    /// Bytes held (the folded titles and their offsets).
    var byteCount: Int { bytes.byteCount + starts.byteCount }

    /// Folds `titles`. A buffer past 4 GiB (32-bit offsets) cannot be held: the index is
    /// then empty (`SearchEntries.Builder` reports it as an error instead).
    public init<Titles: Sequence>(titles: Titles) where Titles.Element == String {
        var builder = Builder()
        for title in titles {
            builder.appendFolded(title)
            builder.endTitle()
        }
        self = builder.finish() ?? RankedTitleIndex(bytes: PackedColumn(), starts: RankedTitleIndex.firstStart())
    }

    init(bytes: PackedColumn<UInt8>, starts: PackedColumn<UInt32>) {
        self.bytes = bytes
        self.starts = starts
    }

    private static func firstStart() -> PackedColumn<UInt32> {
        let starts = PackedColumn<UInt32>()
        starts.append(0)
        return starts
    }

    /// Calls `body` with title `position`'s folded bytes (without its NUL) and their
    /// offset in the whole buffer.
    func withFolded<Result>(_ position: Int, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Result) -> Result {
        let start = Int(starts[position]), end = Int(starts[position + 1]) - 1
        return bytes.withBuffer { all in body(UnsafeBufferPointer(rebasing: all[start..<end]), start) }
    }

    /// Folded titles appended one by one (`appendFolded` or `appendByte`, then
    /// `endTitle`), made into an index by `finish`.
    struct Builder {
        let bytes = PackedColumn<UInt8>()
        let starts = RankedTitleIndex.firstStart()
        private var scratch: [UInt8] = []

        /// Where the next byte goes in the buffer.
        var offset: Int { bytes.count }

        @inline(__always)
        func appendByte(_ byte: UInt8) { bytes.append(byte) }

        mutating func appendFolded(_ title: String) {
            scratch.removeAll(keepingCapacity: true)
            SearchFolding.appendFolded(title, to: &scratch)
            scratch.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        }

        /// Ends the current title (its NUL and its end offset).
        func endTitle() {
            bytes.append(0)
            starts.append(UInt32(truncatingIfNeeded: bytes.count))
        }

        /// The index, trimmed; nil when it overflowed (4 GiB, or memory).
        func finish() -> RankedTitleIndex? {
            guard !bytes.overflowed, !starts.overflowed, bytes.count <= Int(UInt32.max) else { return nil }
            bytes.trim()
            starts.trim()
            return RankedTitleIndex(bytes: bytes, starts: starts)
        }
    }

    /// The ranked matches of `query`; every title (as prefixes) for an empty query; nil
    /// when cancelled.
    ///
    /// - Parameter candidates: ascending positions to test (the previous query's
    ///   matches when this query contains it, see `searchNarrows`); nil tests all.
    public func search(
        _ query: String, among candidates: [Int]? = nil,
        cancellation: SearchCancellation? = nil
    ) -> RankedMatches? {
        let needle = SearchFolding.fold(query)
        if needle.isEmpty { return RankedMatches(byRank: [candidates ?? Array(0..<count), [], []]) }
        var byRank: [[Int]] = [[], [], []]
        let completed = bytes.withBuffer { hay in
            needle.withUnsafeBufferPointer { pin in
                starts.withBuffer { starts in
                    // Testing the previous matches one by one (a short inline loop per
                    // title, ~15 ns) beats a pass over every byte (~10-20 ns a title)
                    // even when most titles matched before.
                    if let candidates {
                        return scan(candidates, hay, starts, pin, &byRank, cancellation)
                    }
                    return scanAll(hay, starts, pin, &byRank, cancellation)
                }
            }
        }
        return completed ? RankedMatches(byRank: byRank) : nil
    }

    private func scan(
        _ candidates: [Int], _ hay: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>,
        _ pin: UnsafeBufferPointer<UInt8>, _ byRank: inout [[Int]],
        _ cancellation: SearchCancellation?
    ) -> Bool {
        for (n, index) in candidates.enumerated() {
            if n & 0x3FFF == 0, cancellation?.isCancelled == true { return false }
            guard index >= 0, index < count else { continue }
            let start = Int(starts[index]), end = Int(starts[index + 1]) - 1
            if let rank = SearchMatching.rank(hay, from: start, to: end, needle: pin) {
                byRank[rank.rawValue].append(index)
            }
        }
        return true
    }

    private func scanAll(
        _ hay: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>,
        _ pin: UnsafeBufferPointer<UInt8>, _ byRank: inout [[Int]],
        _ cancellation: SearchCancellation?
    ) -> Bool {
        var from = 0, title = 0, hits = 0
        let total = hay.count
        while let hit = SearchMatching.firstOccurrence(hay, from: from, to: total, needle: pin) {
            hits += 1
            if hits & 0x3FFF == 0, cancellation?.isCancelled == true { return false }
            title = RankedTitleIndex.title(containing: hit, after: title, starts)
            let start = Int(starts[title]), end = Int(starts[title + 1]) - 1
            let rank = SearchMatching.rank(hay, titleStart: start, titleEnd: end, firstHit: hit, needle: pin)
            byRank[rank.rawValue].append(title)
            from = end + 1
        }
        return cancellation?.isCancelled != true
    }

    /// The title whose bytes contain `offset`, searching forward from `title`: a few
    /// steps for dense hits, then bisection.
    @inline(__always)
    private static func title(containing offset: Int, after title: Int, _ starts: UnsafeBufferPointer<UInt32>) -> Int {
        var low = title
        for _ in 0..<8 {
            if Int(starts[low + 1]) > offset { return low }
            low += 1
        }
        var high = starts.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(starts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
