import Foundation
import Testing

@testable import Model

/// The Formats page's numbers, currency, spelled-out numbers, dates and phone number in
/// the locale of each translation (values only: labels are the catalogue's).
@Suite struct FormatsSheetScriptsTests {
    static func value(_ locale: String, section: Int, row: Int) -> String {
        let sheet = FormatsSheetTests.sheet(locale, language: String(locale.prefix(2)))
        return sheet.sections[section].rows[row].value
    }

    /// Row indexes of `NumberStyle.allCases` by title.
    static func style(_ title: String) -> Int {
        NumberStyle.allCases.firstIndex { $0.title == title } ?? -1
    }

    @Test func currencyFollowsEachLocale() {
        let currency = Self.style("Currency")
        #expect(Self.value("de_DE", section: 1, row: currency) == "4,00\u{A0}€")
        #expect(Self.value("fr_FR", section: 1, row: currency).hasSuffix("€"))
        #expect(Self.value("es_ES", section: 1, row: currency) == "4,00\u{A0}€")
        #expect(Self.value("he_IL", section: 1, row: currency).contains("₪"))
        let yen = Self.value("ja_JP", section: 1, row: currency)
        #expect(yen.contains("4") && (yen.contains("￥") || yen.contains("¥")), "\(yen)")
    }

    @Test func spelledOutNumbersAreInTheLocalesLanguage() {
        let spelled = Self.style("Spelled out")
        // ICU puts soft hyphens between German number words (hyphenation points).
        #expect(
            Self.value("de_DE", section: 4, row: spelled).replacingOccurrences(of: "\u{AD}", with: "")
                == "minus vierundsechzig")
        #expect(Self.value("fr_FR", section: 4, row: spelled) == "moins soixante-quatre")
        #expect(Self.value("es_ES", section: 4, row: spelled) == "menos sesenta y cuatro")
        let hebrew = Self.value("he_IL", section: 4, row: spelled)
        #expect(hebrew.unicodeScalars.contains { (0x05D0...0x05EA).contains($0.value) }, "\(hebrew)")
        let japanese = Self.value("ja_JP", section: 4, row: spelled)
        #expect(japanese.contains("六十四"), "\(japanese)")
    }

    @Test func datesAreInTheLocalesScript() {
        let today = FormatsSheetTests.sheet("ja_JP", language: "ja").sections[5].rows.map(\.value)
        #expect(today.contains { $0.contains("年") }, "\(today)")
        let hebrew = FormatsSheetTests.sheet("he_IL", language: "he").sections[5].rows.map(\.value)
        #expect(hebrew.contains { $0.unicodeScalars.contains { (0x05D0...0x05EA).contains($0.value) } }, "\(hebrew)")
        let german = FormatsSheetTests.sheet("de_DE", language: "de").sections[5].rows.map(\.value)
        #expect(german.contains { $0.contains("2027") && $0.contains(".") }, "\(german)")
    }

    @Test func thePhoneNumberReadsLeftToRightEverywhere() {
        for locale in ["de_DE", "fr_FR", "es_ES", "he_IL", "ja_JP"] {
            let rows = FormatsSheetTests.sheet(locale, language: String(locale.prefix(2))).sections[6].rows
            #expect(rows.allSatisfy { $0.readsLeftToRight }, "\(locale): \(rows)")
            #expect(rows[1].value == "+1 203-222-5200", "\(locale): dialled from abroad")
        }
    }
}
