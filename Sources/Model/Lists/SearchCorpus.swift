import Foundation

/// Titles prepared once for fast, case- and accent-insensitive substring search.
///
/// Every title is folded once (`SearchCorpus.fold`: lowercased, accents removed, so
/// "cafe" finds "Café") into one contiguous UTF-8 buffer, so a query is a byte search
/// over memory that is already in cache order: no per-keystroke copying or re-folding
/// (the original tutorials copied every string into a new array and ran a
/// case-insensitive `rangeOfString:` on each, per keystroke). UTF-8 is
/// self-synchronising, so a byte match of folded query in folded title is a character
/// match. A search over all titles scans the whole buffer at once and maps hits to
/// titles (`memchr` for the first byte, `memcmp` for the rest); a narrowing search tests
/// only the previous results.
///
/// The corpus is an immutable `Sendable` value: build it and search it off the main thread.
public struct SearchCorpus: Sendable {
    private let bytes: [UInt8]
    /// `offsets[i] ..< offsets[i + 1]` are title i's folded bytes.
    private let offsets: [Int]

    private init(parts: (bytes: [UInt8], offsets: [Int])) {
        bytes = parts.bytes
        offsets = parts.offsets
    }

    /// The number of titles.
    public var count: Int { offsets.count - 1 }

    /// Bytes held by the corpus (folded titles and their offsets), for benchmarks.
    public var byteCount: Int { bytes.capacity + offsets.capacity * MemoryLayout<Int>.stride }

    public init<Titles: Sequence>(titles: Titles) where Titles.Element == String {
        self.init(titles: Array(titles))
    }

    /// Folds `titles`; a large list is folded in parallel chunks, then joined.
    public init(titles: [String]) {
        let chunkCount = titles.count >= 100_000 ? min(8, max(1, ProcessInfo.processInfo.activeProcessorCount)) : 1
        if chunkCount == 1 {
            self.init(parts: SearchCorpus.fold(titles[...]))
            return
        }
        let size = (titles.count + chunkCount - 1) / chunkCount
        let slots = ChunkSlots(count: chunkCount)
        defer { slots.free() }
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = (chunk * size)..<min(titles.count, (chunk + 1) * size)
            slots.buffer[chunk] = SearchCorpus.fold(titles[range]) // each chunk writes its own slot
        }
        let parts = slots.buffer
        var bytes: [UInt8] = [], offsets: [Int] = [0]
        bytes.reserveCapacity(parts.reduce(0) { $0 + $1.bytes.count })
        offsets.reserveCapacity(titles.count + 1)
        for part in parts {
            let base = bytes.count
            bytes.append(contentsOf: part.bytes)
            offsets.append(contentsOf: part.offsets.dropFirst().lazy.map { $0 + base })
        }
        self.init(parts: (bytes, offsets))
    }

    /// Folded bytes and offsets (from 0) of some titles. ASCII titles are copied as they
    /// are and lowercased in one pass over the whole buffer at the end; other titles are
    /// folded one by one (their output is already lowercase, and the ASCII pass leaves
    /// bytes ≥ 0x80 alone).
    private static func fold(_ titles: ArraySlice<String>) -> (bytes: [UInt8], offsets: [Int]) {
        var bytes: [UInt8] = [], offsets: [Int] = [0]
        bytes.reserveCapacity(titles.count * 16)
        offsets.reserveCapacity(titles.count + 1)
        for title in titles {
            var text = title
            // Plain ASCII without NUL is copied as is (SearchFolding would only lowercase it).
            let ascii = text.withUTF8 { utf8 -> Bool in
                var high: UInt8 = 0, hasNUL = false
                for byte in utf8 { high |= byte; hasNUL = hasNUL || byte == 0 }
                let plain = high < 0x80 && !hasNUL
                if plain { bytes.append(contentsOf: utf8) }
                return plain
            }
            if !ascii { appendFolded(title, to: &bytes) }
            offsets.append(bytes.count)
        }
        bytes.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                let byte = buffer[index]
                buffer[index] = byte &- 65 < 26 ? byte | 0x20 : byte
            }
        }
        return (bytes, offsets)
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
                    let rank =
                        SearchMatching.rank(hay, from: offsets[index], to: offsets[index + 1], needle: pin)
                        ?? .substring
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
    public func matches(
        _ query: String, among candidates: [Int]? = nil,
        cancellation: SearchCancellation? = nil
    ) -> [Int]? {
        let needle = SearchCorpus.fold(query)
        if needle.isEmpty { return candidates ?? Array(0..<count) }
        return bytes.withUnsafeBufferPointer { hay -> [Int]? in
            needle.withUnsafeBufferPointer { pin -> [Int]? in
                offsets.withUnsafeBufferPointer { bounds -> [Int]? in
                    if let candidates {
                        return SearchCorpus.test(candidates, hay, bounds, pin, cancellation)
                    }
                    return SearchCorpus.scan(hay, bounds, pin, cancellation)
                }
            }
        }
    }

    /// Every title: one scan over the whole buffer; a hit inside one title is a match
    /// and the scan resumes at the next title; a hit across a boundary is skipped.
    private static func scan(
        _ hay: UnsafeBufferPointer<UInt8>, _ bounds: UnsafeBufferPointer<Int>,
        _ pin: UnsafeBufferPointer<UInt8>, _ cancellation: SearchCancellation?
    ) -> [Int]? {
        var result: [Int] = []
        guard let base = hay.baseAddress, let needle = pin.baseAddress else { return result }
        let titles = bounds.count - 1, end = hay.count, n = pin.count
        var position = 0, title = 0, nextCheck = 0
        while position + n <= end {
            // memchr finds the next candidate first byte; memcmp checks the rest.
            guard let found = memchr(base + position, Int32(pin[0]), end - n + 1 - position) else { break }
            let at = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            if n > 1, memcmp(base + at + 1, needle + 1, n - 1) != 0 {
                position = at + 1
                continue
            }
            // The title holding byte `at`: gallop forward from the current one, then
            // bisect (bounds[lo] <= at, and hi == titles or bounds[hi] > at).
            var lo = title, hi = title + 1, step = 1
            while hi < titles, bounds[hi] <= at { lo = hi; step <<= 1; hi = lo + step }
            if hi > titles { hi = titles }
            while hi - lo > 1 {
                let middle = (lo + hi) / 2
                if bounds[middle] <= at { lo = middle } else { hi = middle }
            }
            title = lo
            if title >= nextCheck {
                if cancellation?.isCancelled == true { return nil }
                nextCheck = title + (1 << 14)
            }
            if at + n <= bounds[title + 1] {
                result.append(title)
                position = bounds[title + 1]
                title += 1
            } else {
                position = at + 1
            }
        }
        return result
    }

    private static func test(
        _ candidates: [Int], _ hay: UnsafeBufferPointer<UInt8>, _ bounds: UnsafeBufferPointer<Int>,
        _ pin: UnsafeBufferPointer<UInt8>, _ cancellation: SearchCancellation?
    ) -> [Int]? {
        var result: [Int] = []
        let titles = bounds.count - 1
        for (n, index) in candidates.enumerated() {
            if n & 0xFFF == 0, cancellation?.isCancelled == true { return nil }
            if index >= 0, index < titles, contains(hay, from: bounds[index], to: bounds[index + 1], pin) {
                result.append(index)
            }
        }
        return result
    }

    @inline(__always)
    private static func contains(
        _ hay: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
        _ pin: UnsafeBufferPointer<UInt8>
    ) -> Bool {
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

/// One result slot per chunk of a parallel build; each worker writes only its own slot,
/// and the slots are read after `concurrentPerform` returned.
private struct ChunkSlots: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<(bytes: [UInt8], offsets: [Int])>
    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: ([], []))
    }
    func free() {
        buffer.deinitialize()
        buffer.deallocate()
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
