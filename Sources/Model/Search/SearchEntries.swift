import Foundation

/// One section's searchable entries, held compactly: a million coffees cost about 30
/// bytes each rather than a `SearchItem` (72 bytes, plus its strings) beside their
/// folded copy.
///
/// - Titles are searched in `index` (folded, one buffer). A title is given back from
///   those same bytes when folding only lowercased it (ASCII without NUL, the common
///   case): a bit per folded byte (`upper`) says which letters were capitals. Any other
///   title (accents, kana, other scripts) is kept as it is, in `verbatim`.
/// - Targets are the rows' store ids (ascending, as stores list them) when every entry
///   is a row, else the `SearchTarget`s themselves (bundled data and recipes: small).
/// - Subtitles are numbered, each different one kept once (a to-do's priority word).
///
/// Built off the main thread by `SearchEntries.Builder`; an immutable `Sendable` value.
struct SearchEntries: Sendable {
    let section: SectionID
    /// The folded titles.
    let index: RankedTitleIndex
    /// Bit `o` (word `o / 64`, bit `o % 64`) is set when byte `o` of `index`'s buffer is
    /// an ASCII capital in the title.
    let upper: PackedColumn<UInt64>
    /// The titles not given back by `upper`, by position (ascending).
    let verbatim: VerbatimTitles
    /// Store ids by position, when every entry is a row (else empty).
    let storeIDs: PackedColumn<Int64>
    /// Every target by position, when some entry is not a row (else empty).
    let targets: [SearchTarget]
    /// Subtitle numbers by position (empty: every subtitle is "").
    let subtitleCodes: PackedColumn<UInt32>
    /// The different subtitles; number 0 is "".
    let subtitles: [String]

    /// The number of entries.
    var count: Int { index.count }

    /// Bytes held by the entries and their index (for benchmarks and the memory test).
    var byteCount: Int {
        index.byteCount + upper.byteCount + verbatim.byteCount + storeIDs.byteCount
            + targets.count * MemoryLayout<SearchTarget>.stride + subtitleCodes.byteCount
            + subtitles.reduce(0) { $0 + $1.utf8.count + MemoryLayout<String>.stride }
    }

    /// The entry at `position`, as it was loaded.
    func item(at position: Int) -> SearchItem {
        SearchItem(target: target(at: position), title: title(at: position), subtitle: subtitle(at: position))
    }

    func target(at position: Int) -> SearchTarget {
        targets.isEmpty ? .row(storeIDs[position], in: section) : targets[position]
    }

    func title(at position: Int) -> String {
        if let kept = verbatim.title(at: position) { return kept }
        return index.withFolded(position) { folded, offset in
            upper.withBuffer { words in
                String(unsafeUninitializedCapacity: folded.count) { out in
                    for (n, byte) in folded.enumerated() {
                        let bit = offset + n, word = bit >> 6
                        let isUpper = word < words.count && words[word] & (1 << UInt64(bit & 63)) != 0
                        out[n] = isUpper ? byte - 32 : byte
                    }
                    return folded.count
                }
            }
        }
    }

    func subtitle(at position: Int) -> String {
        subtitleCodes.count == 0 ? "" : subtitles[Int(subtitleCodes[position])]
    }

    /// The position of store row `id` (rows are in id order), or nil.
    func position(ofStoreID id: Int64) -> Int? {
        if !targets.isEmpty {
            // Mixed entries (recipes): the rows come first, in id order.
            var low = 0, high = targets.count
            while low < high {
                let middle = (low + high) / 2
                if let other = targets[middle].storeID, other < id { low = middle + 1 } else { high = middle }
            }
            return low < targets.count && targets[low].storeID == id ? low : nil
        }
        return storeIDs.withBuffer { ids in
            var low = 0, high = ids.count
            while low < high {
                let middle = (low + high) / 2
                if ids[middle] < id { low = middle + 1 } else { high = middle }
            }
            return low < ids.count && ids[low] == id ? low : nil
        }
    }

    /// The position of an entry that is not a store row, or nil.
    func position(ofItem target: SearchTarget) -> Int? {
        targets.firstIndex(of: target)
    }
}

/// Titles kept as they are (those folding changes more than the case of), with the
/// positions they belong to: UTF-8 back to back with 32-bit ends.
struct VerbatimTitles: Sendable {
    let positions = PackedColumn<UInt32>()
    let bytes = PackedColumn<UInt8>()
    let ends = PackedColumn<UInt32>()

    var byteCount: Int { positions.byteCount + bytes.byteCount + ends.byteCount }

    var overflowed: Bool {
        positions.overflowed || bytes.overflowed || ends.overflowed || bytes.count > Int(UInt32.max)
    }

    func append(_ title: UnsafeBufferPointer<UInt8>, at position: Int) {
        positions.append(UInt32(truncatingIfNeeded: position))
        bytes.append(contentsOf: title)
        ends.append(UInt32(truncatingIfNeeded: bytes.count))
    }

    func trim() {
        positions.trim()
        bytes.trim()
        ends.trim()
    }

    /// The title kept for `position`, or nil when it is not one of them.
    func title(at position: Int) -> String? {
        let found: Int? = positions.withBuffer { kept in
            var low = 0, high = kept.count
            while low < high {
                let middle = (low + high) / 2
                if Int(kept[middle]) < position { low = middle + 1 } else { high = middle }
            }
            return low < kept.count && Int(kept[low]) == position ? low : nil
        }
        guard let found else { return nil }
        let start = found == 0 ? 0 : Int(ends[found - 1]), end = Int(ends[found])
        return bytes.withBuffer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }
}
