import Testing

@testable import Model

/// The home search and every list search fold each script sensibly: case and accents in
/// Latin scripts, nothing broken in Hebrew or Japanese.
@Suite struct SearchFoldingScriptsTests {
    @Test func hebrewMatchesWithAndWithoutVowelPoints() {
        #expect(SearchFolding.fold("שָׁלוֹם") == SearchFolding.fold("שלום"), "points dropped")
        #expect(SearchFolding.fold("ניו זילנד") == Array("ניו זילנד".utf8), "letters kept as they are")
        #expect(SearchMatching.rank(of: "זילנד", in: "ניו זילנד") == .wordPrefix)
        #expect(SearchMatching.rank(of: "ניו", in: "ניו זילנד") == .prefix)
        #expect(SearchMatching.rank(of: "ילנ", in: "ניו זילנד") == .substring)
        #expect(SearchMatching.rank(of: "נד", in: "Café") == nil)
        // Final forms are letters of their own: a query typed with one finds it.
        #expect(SearchMatching.rank(of: "שלום", in: "שלום עולם") == .prefix)
    }

    @Test func japaneseKeepsVoicingAndMatchesHiraganaAsKatakana() {
        #expect(SearchFolding.fold("ガ") != SearchFolding.fold("カ"), "a voiced kana is another sound")
        #expect(SearchFolding.fold("ガ") == SearchFolding.fold("カ\u{3099}"), "precomposed or not")
        #expect(SearchMatching.rank(of: "あいす", in: "アイスランド") == .prefix)
        #expect(SearchMatching.rank(of: "ｱｲｽ", in: "アイスランド") == .prefix, "half-width kana")
        #expect(SearchMatching.rank(of: "ランド", in: "ニュージーランド") == .substring)
        #expect(SearchMatching.rank(of: "ぐり", in: "グリーンランド") == .prefix)
        #expect(SearchMatching.rank(of: "くり", in: "グリーンランド") == nil)
        #expect(SearchMatching.rank(of: "日本", in: "日本語") == .prefix, "kanji kept")
    }

    @Test func fullWidthLatinIsLatin() {
        #expect(SearchFolding.fold("ＵＳＡ") == Array("usa".utf8))
        #expect(SearchMatching.rank(of: "ｃａｆｅ", in: "Café au lait") == .prefix)
    }

    @Test func germanFrenchAndSpanishFoldCaseAndAccents() {
        #expect(SearchMatching.rank(of: "grun", in: "Grünland") == .prefix)
        #expect(SearchMatching.rank(of: "GROSSE", in: "die große Stadt") == .wordPrefix)
        #expect(SearchMatching.rank(of: "eleve", in: "L’Élève") == .wordPrefix)
        #expect(SearchMatching.rank(of: "espana", in: "España") == .prefix)
        #expect(SearchMatching.rank(of: "noel", in: "Noël") == .prefix)
    }
}
