import Foundation

/// Titles prepared once for fast, case- and accent-insensitive substring search.
///
/// Every title is folded (lowercased) once into one contiguous UTF-8 buffer, so a query
/// is a byte search over memory that is already in cache order: no per-keystroke
/// copying or re-folding (the seed copied every string into a new array and ran a
/// case-insensitive `rangeOfString:` on each, per keystroke). UTF-8 is self-synchronising,
/// so a byte match of folded query in folded title is a character match.
///
/// The corpus is an immutable `Sendable` value: build it and search it off the main thread.
public struct SearchCorpus: Sendable {
    private let bytes: [UInt8]
    /// `offsets[i] ..< offsets[i + 1]` are title i's folded bytes.
    private let offsets: [Int]

    /// The number of titles.
    public var count: Int { offsets.count - 1 }

    public init<Titles: Sequence>(titles: Titles) where Titles.Element == String {
        var bytes: [UInt8] = []
        var offsets: [Int] = [0]
        bytes.reserveCapacity(titles.underestimatedCount * 12)
        offsets.reserveCapacity(titles.underestimatedCount + 1)
        for title in titles {
            SearchCorpus.appendFolded(title, to: &bytes)
            offsets.append(bytes.count)
        }
        self.bytes = bytes
        self.offsets = offsets
    }

    /// The folded form of `text` used for matching (`SearchFolding`: case- and
    /// accent-insensitive, UTF-8).
    public static func fold(_ text: String) -> [UInt8] { SearchFolding.fold(text) }

    private static func appendFolded(_ text: String, to bytes: inout [UInt8]) {
        SearchFolding.appendFolded(text, to: &bytes)
    }

    /// `matches` (positions of this corpus matching `query`) ordered as every search in
    /// the app orders results (`SearchMatching`): prefix, then word prefix, then
    /// substring matches, each in the given order.
    public func ranked(_ matches: [Int], for query: String) -> [Int] {
        let needle = SearchCorpus.fold(query)
        guard !needle.isEmpty else { return matches }
        var byRank: [[Int]] = [[], [], []]
        bytes.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                for index in matches where index >= 0 && index < count {
                    let rank = SearchMatching.rank(hay, from: offsets[index], to: offsets[index + 1], needle: pin) ?? .substring
                    byRank[rank.rawValue].append(index)
                }
            }
        }
        return byRank.flatMap { $0 }
    }

    /// Positions of titles containing `query` (case- and accent-insensitive), ascending.
    ///
    /// - Parameters:
    ///   - candidates: only these positions are tested (ascending); nil means all. Pass
    ///     the previous results when the new query contains the previous one.
    ///   - cancellation: checked every few thousand titles; a cancelled search returns nil.
    /// - Returns: the matching positions; every position for an empty query; nil if cancelled.
    public func matches(_ query: String, among candidates: [Int]? = nil,
                        cancellation: SearchCancellation? = nil) -> [Int]? {
        let needle = SearchCorpus.fold(query)
        if needle.isEmpty { return candidates ?? Array(0..<count) }
        var result: [Int] = []
        return bytes.withUnsafeBufferPointer { hay -> [Int]? in
            needle.withUnsafeBufferPointer { pin -> [Int]? in
                func test(_ index: Int) -> Bool {
                    SearchCorpus.contains(hay, from: offsets[index], to: offsets[index + 1], pin)
                }
                if let candidates {
                    for (n, index) in candidates.enumerated() {
                        if n & 0xFFF == 0, cancellation?.isCancelled == true { return nil }
                        if index >= 0, index < count, test(index) { result.append(index) }
                    }
                } else {
                    for index in 0..<count {
                        if index & 0xFFF == 0, cancellation?.isCancelled == true { return nil }
                        if test(index) { result.append(index) }
                    }
                }
                return result
            }
        }
    }

    @inline(__always)
    private static func contains(_ hay: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                                 _ pin: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = pin.count
        guard end - start >= n else { return false }
        let first = pin[0]
        var i = start
        let last = end - n
        while i <= last {
            if hay[i] == first {
                var j = 1
                while j < n && hay[i + j] == pin[j] { j += 1 }
                if j == n { return true }
            }
            i += 1
        }
        return false
    }
}

/// Whether the folded `query` contains the folded `previous` query, so that results of
/// `previous` are a superset of the results of `query` (typing narrows a search).
public func searchNarrows(from previous: String, to query: String) -> Bool {
    let old = SearchCorpus.fold(previous), new = SearchCorpus.fold(query)
    guard !old.isEmpty, new.count >= old.count else { return false }
    if old.count == new.count { return old == new }
    return new.withUnsafeBufferPointer { hay in
        old.withUnsafeBufferPointer { pin in
            var i = 0
            while i + pin.count <= hay.count {
                if Array(hay[i..<(i + pin.count)]) == Array(pin) { return true }
                i += 1
            }
            return false
        }
    }
}

/// A flag a background search checks to stop early when its query is stale.
public final class SearchCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    public init() {}
    public func cancel() { lock.lock(); cancelled = true; lock.unlock() }
    public var isCancelled: Bool { lock.lock(); defer { lock.unlock() }; return cancelled }
}
