import CIntl
import Foundation

/// How every search in the app compares text: the home search, the Shell search
/// provider and each list's own search fold titles and queries the same way and rank a
/// match the same way.
///
/// Folding is case- and accent-insensitive: "cafe" finds "Café", "CÔTE" finds
/// "Côte d’Ivoire", "strasse" finds "Straße". Text is lowercased, decomposed with
/// compatibility mappings (NFKD: full-width "ＡＢＣ" is "abc", half-width ｱ is ア) and
/// its combining marks dropped — Hebrew's vowel points too, but not kana's voicing marks
/// (ガ stays apart from カ); hiragana is matched as katakana (あいす finds アイスランド,
/// as Japanese searches do). A few letters without a decomposition are spelled out
/// (ß → ss, æ → ae, ø → o…), typographic quotes become ASCII ones, and NUL bytes are
/// dropped (they separate titles in `RankedTitleIndex`). The result is UTF-8, so a byte
/// match of a folded query in a folded title is a character match.
public enum SearchFolding {
    /// The folded form of `text` used for matching.
    public static func fold(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        appendFolded(text, to: &result)
        return result
    }

    /// Appends the folded form of `text` to `bytes` (ASCII text takes a fast path).
    public static func appendFolded(_ text: String, to bytes: inout [UInt8]) {
        var ascii = true
        for byte in text.utf8 where byte >= 0x80 { ascii = false; break }
        if ascii {
            for byte in text.utf8 where byte != 0 {
                bytes.append(byte >= 65 && byte <= 90 ? byte + 32 : byte)
            }
            return
        }
        let decomposed = text.lowercased().decomposedStringWithCompatibilityMapping
        for var scalar in decomposed.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark:
                // Kana's voicing marks make another sound (ガ is not カ): kept.
                if scalar.value != 0x3099 && scalar.value != 0x309A { continue }
            default: break
            }
            if scalar.value == 0 { continue }
            if (0x3041...0x3096).contains(scalar.value), let katakana = Unicode.Scalar(scalar.value + 0x60) {
                scalar = katakana
            }
            if let spelled = spelledOut[scalar.value] {
                bytes.append(contentsOf: spelled.utf8)
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    /// Letters that have no canonical decomposition but that people type without their
    /// stroke or ligature, and punctuation that keyboards type in ASCII.
    private static let spelledOut: [UInt32: String] = [
        0x00DF: "ss", // ß
        0x00E6: "ae", // æ
        0x0153: "oe", // œ
        0x00F8: "o", // ø
        0x0111: "d", // đ
        0x00F0: "d", // ð
        0x0142: "l", // ł
        0x0131: "i", // ı
        0x00FE: "th", // þ
        0x2018: "'", 0x2019: "'", 0x201C: "\"", 0x201D: "\"",
        0x2010: "-", 0x2011: "-", 0x2013: "-", 0x2014: "-",
        0x00A0: " ",
    ]
}

/// How well a title matches a query; a better rank is listed first.
public enum MatchRank: Int, Sendable, Comparable, CaseIterable {
    /// The title starts with the query ("Flat White" for "flat").
    case prefix = 0
    /// A word of the title starts with the query ("Flat White" for "whi").
    case wordPrefix = 1
    /// The query is somewhere inside the title ("Flat White" for "hit").
    case substring = 2

    public static func < (lhs: MatchRank, rhs: MatchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The ranking rule, on folded bytes: prefix before word prefix before substring.
public enum SearchMatching {
    /// The rank of `query` in `title` (both unfolded), or nil when it does not occur.
    /// An empty query matches every title as a prefix.
    public static func rank(of query: String, in title: String) -> MatchRank? {
        let needle = SearchFolding.fold(query), hay = SearchFolding.fold(title)
        if needle.isEmpty { return .prefix }
        return hay.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { needle in
                rank(hay, from: 0, to: hay.count, needle: needle)
            }
        }
    }

    /// The best rank of a non-empty folded `needle` in `hay[start..<end]`, or nil.
    @inline(__always)
    static func rank(
        _ hay: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
        needle: UnsafeBufferPointer<UInt8>
    ) -> MatchRank? {
        guard let first = firstOccurrence(hay, from: start, to: end, needle: needle) else { return nil }
        return rank(hay, titleStart: start, titleEnd: end, firstHit: first, needle: needle)
    }

    /// The rank of a title whose first occurrence of `needle` is at `firstHit`: later
    /// occurrences are looked at only when the first is not at a word start.
    @inline(__always)
    static func rank(
        _ hay: UnsafeBufferPointer<UInt8>, titleStart: Int, titleEnd: Int, firstHit: Int,
        needle: UnsafeBufferPointer<UInt8>
    ) -> MatchRank {
        if firstHit == titleStart { return .prefix }
        var hit: Int? = firstHit
        while let position = hit {
            if isWordStart(hay, position, titleStart: titleStart) { return .wordPrefix }
            hit = firstOccurrence(hay, from: position + 1, to: titleEnd, needle: needle)
        }
        return .substring
    }

    /// The first position of `needle` in `hay[start..<end]`: a plain loop over a short
    /// range (one title), glibc's `memmem` over a long one (the whole buffer), whose
    /// set-up per call costs more than a title's worth of comparisons.
    @inline(__always)
    static func firstOccurrence(
        _ hay: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
        needle: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        let n = needle.count
        guard n > 0, end - start >= n, let base = hay.baseAddress, let pin = needle.baseAddress else { return nil }
        if end - start <= 256 {
            let first = pin[0], last = end - n
            var i = start
            while i <= last {
                if base[i] == first {
                    var j = 1
                    while j < n && base[i + j] == pin[j] { j += 1 }
                    if j == n { return i }
                }
                i += 1
            }
            return nil
        }
        guard let found = memmem(base + start, end - start, pin, n) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Whether `position` starts a word: the title's start, or after a byte that is not
    /// an ASCII letter or digit (bytes of non-ASCII characters count as letters).
    @inline(__always)
    static func isWordStart(_ hay: UnsafeBufferPointer<UInt8>, _ position: Int, titleStart: Int) -> Bool {
        if position == titleStart { return true }
        let before = hay[position - 1]
        let isLetterOrDigit = (before >= 97 && before <= 122) || (before >= 48 && before <= 57) || before >= 0x80
        return !isLetterOrDigit
    }
}
