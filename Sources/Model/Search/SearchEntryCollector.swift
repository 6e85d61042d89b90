import Foundation

/// Collects one section's entries as its source reads them (`SearchSource.load(into:)`)
/// into the compact `SearchEntries`: nothing per entry is kept but its folded title (and
/// the title itself only when folding changed more than its case), its store id and its
/// subtitle's number. A store source hands rows over as the database's bytes
/// (`appendRow`), without a `String` or a `SearchItem` per row.
public struct SearchEntryCollector {
    let section: SectionID
    private var titles = RankedTitleIndex.Builder()
    private let upper = PackedColumn<UInt64>()
    private let verbatim = VerbatimTitles()
    private var storeIDs = PackedColumn<Int64>()
    private var targets: [SearchTarget] = []
    private let subtitleCodes = PackedColumn<UInt32>()
    private var subtitles: [String] = [""]
    private var subtitleNumbers: [String: UInt32] = ["": 0]
    /// The number of entries collected.
    private(set) var count = 0

    init(section: SectionID) {
        self.section = section
    }

    /// Adds one entry (after those added before).
    public mutating func append(_ item: SearchItem) {
        appendTarget(item.target)
        var title = item.title
        title.withUTF8 { appendTitle($0, text: item.title) }
        appendSubtitle(item.subtitle)
        count += 1
    }

    /// Adds store row `id` of the section with the title's UTF-8 bytes as the database
    /// gave them (bytes that are not UTF-8 are repaired, as `Row.text` does).
    mutating func appendRow(id: Int64, title: UnsafeBufferPointer<UInt8>) {
        if targets.isEmpty { storeIDs.append(id) } else { targets.append(.row(id, in: section)) }
        appendTitle(title, text: nil)
        if subtitleCodes.count > 0 { subtitleCodes.append(0) }
        count += 1
    }

    /// The entries, trimmed; throws when they cannot be held (a folded text past 4 GiB,
    /// or memory ran out).
    func finish() throws(SearchIndexError) -> SearchEntries {
        guard !upper.overflowed, !verbatim.overflowed, !storeIDs.overflowed, !subtitleCodes.overflowed,
            let index = titles.finish()
        else { throw SearchIndexError.tooLarge(section) }
        upper.trim()
        verbatim.trim()
        storeIDs.trim()
        subtitleCodes.trim()
        return SearchEntries(
            section: section, index: index, upper: upper, verbatim: verbatim, storeIDs: storeIDs, targets: targets,
            subtitleCodes: subtitleCodes, subtitles: subtitles)
    }

    private mutating func appendTarget(_ target: SearchTarget) {
        if targets.isEmpty, let id = target.storeID, target.path.isEmpty, target.section == section {
            storeIDs.append(id)
            return
        }
        if targets.isEmpty && count > 0 {
            // The first entry that is not a plain row: every target is kept from now on.
            targets.reserveCapacity(count + 1)
            storeIDs.withBuffer { ids in
                for id in ids { targets.append(.row(id, in: section)) }
            }
            storeIDs = PackedColumn()
        }
        targets.append(target)
    }

    /// Folds a title into the index; keeps it whole only when folding did more than
    /// lowercase ASCII letters.
    private mutating func appendTitle(_ utf8: UnsafeBufferPointer<UInt8>, text: String?) {
        var plain = true
        for byte in utf8 where byte == 0 || byte >= 0x80 {
            plain = false
            break
        }
        if plain {
            for byte in utf8 {
                if byte &- 65 < 26 {
                    let bit = titles.offset
                    upper.pad(to: bit / 64 + 1, with: 0)
                    upper[bit / 64] |= 1 << UInt64(bit % 64)
                    titles.appendByte(byte | 0x20)
                } else {
                    titles.appendByte(byte)
                }
            }
        } else {
            var string = text ?? String(decoding: utf8, as: UTF8.self)
            titles.appendFolded(string)
            string.withUTF8 { verbatim.append($0, at: count) }
        }
        titles.endTitle()
    }

    private mutating func appendSubtitle(_ subtitle: String) {
        guard !subtitle.isEmpty || subtitleCodes.count > 0 else { return }
        subtitleCodes.pad(to: count, with: 0)
        if let number = subtitleNumbers[subtitle] {
            subtitleCodes.append(number)
            return
        }
        let number = UInt32(truncatingIfNeeded: subtitles.count)
        subtitles.append(subtitle)
        subtitleNumbers[subtitle] = number
        subtitleCodes.append(number)
    }
}

/// A section whose entries cannot be searched.
public enum SearchIndexError: Error, CustomStringConvertible {
    /// Its titles are too many or too long to hold (4 GiB once folded, or memory).
    case tooLarge(SectionID)

    public var description: String {
        switch self {
        case .tooLarge(let section): return "The titles of \(section) are too large to search."
        }
    }
}
