import Foundation

/// Which letters an index strip shows and under which of them a title files, for the
/// scripts the app's languages write in: Latin letters without case or accents ("Éire"
/// and "Österreich" file under E and O, so German umlauts sit under their base letter),
/// the Hebrew alphabet (final forms under their letter: ם under מ), and for Japanese the
/// kana rows of the gojūon table (ア カ サ タ ナ ハ マ ヤ ラ ワ: "ギリシャ" files under カ,
/// hiragana as katakana, half-width as full-width). Letters of other scripts (Cyrillic,
/// Greek…) are their own keys, uppercased.
public enum IndexAlphabet {
    /// A–Z, the original tutorials' index titles.
    public static let latin: [String] = (65...90).map { String(UnicodeScalar(UInt8($0))) }
    /// The 22 letters of the Hebrew alphabet, in order.
    public static let hebrew: [String] = "אבגדהוזחטיכלמנסעפצקרשת".map(String.init)
    /// The heads of the kana rows (Japanese dictionaries' and phones' index).
    public static let kanaRows: [String] = "アカサタナハマヤラワ".map(String.init)

    /// The alphabets the strip can be built on, the locale's own chosen when titles do
    /// not say otherwise.
    static let known: [[String]] = [latin, hebrew, kanaRows]

    /// The alphabet of `locale`'s language: Hebrew's for "he", the kana rows for "ja",
    /// A–Z otherwise.
    public static func alphabet(for locale: Locale) -> [String] {
        let language = locale.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? ""
        switch language {
        case "he", "iw": return hebrew
        case "ja": return kanaRows
        default: return latin
        }
    }

    /// The letters of the strip for `titles`: the whole alphabet most of the titles file
    /// under (the locale's own on a tie: Hebrew names give א–ת, Japanese names the kana
    /// rows), then the other initials the titles have (Latin names among Hebrew ones,
    /// Cyrillic among Latin ones), in the order of `locale`'s collation.
    public static func letters<Titles: Sequence>(for titles: Titles, locale: Locale) -> [String]
    where Titles.Element == String {
        var keys: [String: Int] = [:]
        for title in titles {
            if let key = key(of: title), key.first?.isLetter == true { keys[key, default: 0] += 1 }
        }
        let own = alphabet(for: locale)
        func weight(_ alphabet: [String]) -> Int { alphabet.reduce(0) { $0 + (keys[$1] ?? 0) } }
        var base = own
        for alphabet in known where weight(alphabet) > weight(base) { base = alphabet }
        let extras = keys.keys.filter { !base.contains($0) }
        return collated(base, locale: locale) + collated(extras, locale: locale)
    }

    /// `letters` in `locale`'s collation order.
    public static func collated<Letters: Sequence>(_ letters: Letters, locale: Locale) -> [String]
    where Letters.Element == String {
        letters.sorted { $0.compare($1, locale: locale) == .orderedAscending }
    }

    /// The index key of a title: the letter, or kana row, its first character files under.
    public static func key(of title: String) -> String? {
        guard let first = title.first(where: { !$0.isWhitespace }) else { return nil }
        // Half-width kana to full-width, then voiced kana (ガ) to the plain one and its mark.
        let normal = String(first).precomposedStringWithCompatibilityMapping.decomposedStringWithCanonicalMapping
        if let scalar = normal.unicodeScalars.first {
            if let row = kanaRow(of: scalar.value) { return row }
            if let letter = hebrewFinalForms[scalar.value] { return letter }
        }
        // Without its marks (accents, Hebrew's points), then without case.
        var bare = String.UnicodeScalarView()
        for scalar in normal.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: continue
            default: bare.append(scalar)
            }
        }
        let folded = String(bare).folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        return folded.uppercased()
    }

    /// The head of the kana row of a hiragana or katakana code point, nil for others.
    static func kanaRow(of value: UInt32) -> String? {
        var katakana = value
        if (0x3041...0x3096).contains(value) { katakana += 0x60 } // hiragana → katakana
        guard (0x30A1...0x30FA).contains(katakana) else { return nil }
        // The last code point of each row (small and voiced forms included), in table order.
        let rowEnds: [(UInt32, String)] = [
            (0x30AA, "ア"), (0x30B4, "カ"), (0x30BE, "サ"), (0x30C9, "タ"), (0x30CE, "ナ"),
            (0x30DD, "ハ"), (0x30E2, "マ"), (0x30E8, "ヤ"), (0x30ED, "ラ"), (0x30F3, "ワ"),
        ]
        switch katakana {
        case 0x30F4: return "ア" // ヴ
        case 0x30F5, 0x30F6: return "カ" // ヵ ヶ
        case 0x30F7...0x30FA: return "ワ" // ヷ ヸ ヹ ヺ
        default: return rowEnds.first { katakana <= $0.0 }?.1
        }
    }

    /// Hebrew's final letters and the letter they are a form of.
    static let hebrewFinalForms: [UInt32: String] = [
        0x05DA: "כ", 0x05DD: "מ", 0x05DF: "נ", 0x05E3: "פ", 0x05E5: "צ",
    ]
}
