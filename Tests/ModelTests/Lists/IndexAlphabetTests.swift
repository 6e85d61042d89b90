import Foundation
import Testing

@testable import Model

/// The index strip follows the script of the names shown: the Hebrew alphabet under
/// Hebrew, the kana rows under Japanese, umlauts under their base letter in German.
@Suite struct IndexAlphabetTests {
    func names(_ language: String) -> [String] {
        CountryCatalog.sections(names: CountryNames(languages: [language])).allItems.map(\.name)
    }

    @Test func hebrewNamesGiveTheHebrewAlphabetThenTheLatinInitials() throws {
        let hebrew = names("he")
        #expect(hebrew.first == "איסלנד")
        let letters = IndexAlphabet.letters(for: hebrew, locale: Locale(identifier: "he_IL"))
        #expect(Array(letters.prefix(22)) == IndexAlphabet.hebrew, "\(letters)")
        #expect(Array(letters.dropFirst(22)) == ["R", "U"], "Rome and U.S.A stay as the tutorial wrote them")
        let index = AlphabetIndex(titles: hebrew, letters: letters)
        #expect(index.position(for: "א") == 0) // איסלנד
        #expect(index.position(for: "ש") == 2) // שווייץ
        #expect(index.position(for: "ה") == 8) // הודו
        #expect(index.position(for: "U") == 9)
    }

    @Test func hebrewFinalLettersFileUnderTheirLetter() {
        #expect(IndexAlphabet.key(of: "םא") == "מ")
        #expect(IndexAlphabet.key(of: "ץ") == "צ")
        #expect(IndexAlphabet.key(of: "שָׁלוֹם") == "ש", "points dropped")
    }

    @Test func japaneseNamesGiveTheKanaRows() {
        let japanese = names("ja")
        #expect(japanese.first == "アイスランド")
        let letters = IndexAlphabet.letters(for: japanese, locale: Locale(identifier: "ja_JP"))
        #expect(letters == IndexAlphabet.kanaRows + ["R", "U"], "\(letters)")
        let index = AlphabetIndex(titles: japanese, letters: letters)
        #expect(index.position(for: "ア") == 0) // アイスランド
        #expect(index.position(for: "カ") == 1) // グリーンランド (グ under ク's row)
        #expect(index.position(for: "サ") == 2) // スイス
        #expect(index.position(for: "ナ") == 3) // ノルウェー
        #expect(index.position(for: "タ") == 3, "no タ row: the next row that has names")
    }

    @Test func kanaFileUnderTheirRow() {
        #expect(IndexAlphabet.key(of: "ギリシャ") == "カ")
        #expect(IndexAlphabet.key(of: "ぱん") == "ハ", "hiragana, voiced")
        #expect(IndexAlphabet.key(of: "ｱｲｽﾗﾝﾄﾞ") == "ア", "half-width")
        #expect(IndexAlphabet.key(of: "ヴァヌアツ") == "ア")
        #expect(IndexAlphabet.key(of: "ワシントン") == "ワ")
        #expect(IndexAlphabet.key(of: "ンジャメナ") == "ワ")
        #expect(IndexAlphabet.key(of: "ョ") == "ヤ")
    }

    @Test func germanUmlautsFileUnderTheirBaseLetter() {
        let german = ["Österreich", "Ägypten", "Oman", "Äthiopien", "Übersee"]
        #expect(IndexAlphabet.letters(for: german, locale: Locale(identifier: "de_DE")) == IndexAlphabet.latin)
        let index = AlphabetIndex(titles: german)
        #expect(index.position(for: "O") == 0)
        #expect(index.position(for: "A") == 1)
        #expect(index.position(for: "U") == 4)
        #expect(names("de").contains("Grönland"))
    }

    @Test func theAlphabetsAreInTheirLocalesCollationOrder() {
        #expect(
            IndexAlphabet.collated(IndexAlphabet.hebrew.reversed(), locale: Locale(identifier: "he_IL"))
                == IndexAlphabet.hebrew)
        #expect(
            IndexAlphabet.collated(IndexAlphabet.kanaRows.reversed(), locale: Locale(identifier: "ja_JP"))
                == IndexAlphabet.kanaRows)
        // Swedish sorts Ö after Z; German with O.
        #expect(IndexAlphabet.collated(["Ö", "Z", "O"], locale: Locale(identifier: "sv_SE")) == ["O", "Z", "Ö"])
        #expect(IndexAlphabet.collated(["Ö", "Z", "O"], locale: Locale(identifier: "de_DE")) == ["O", "Ö", "Z"])
    }

    @Test func theLocalesAlphabetWinsATie() {
        #expect(IndexAlphabet.letters(for: [String](), locale: Locale(identifier: "he_IL")) == IndexAlphabet.hebrew)
        #expect(IndexAlphabet.letters(for: [String](), locale: Locale(identifier: "ja_JP")) == IndexAlphabet.kanaRows)
        #expect(IndexAlphabet.letters(for: ["Roma"], locale: Locale(identifier: "it_IT")) == IndexAlphabet.latin)
    }
}
