import Foundation
import Testing

@testable import Model

/// The original tutorials' numbers 4.0, 0.4, 4.6 and -64 in every style, for three locales.
@Suite struct NumberStyleTests {
    static let values = SampleNumber.tutorial.map(\.value)

    static func formatted(_ style: NumberStyle, _ locale: String) -> [String] {
        values.map { style.format($0, locale: Locale(identifier: locale)) }
    }

    @Test func unitedStatesEnglish() {
        #expect(Self.formatted(.none, "en_US") == ["4", "0", "5", "-64"])
        #expect(Self.formatted(.decimalRoundedDown, "en_US") == ["4", "0", "4", "-64"])
        #expect(Self.formatted(.currency, "en_US") == ["$4.00", "$0.40", "$4.60", "-$64.00"])
        #expect(Self.formatted(.percent, "en_US") == ["400%", "40%", "460%", "-6,400%"])
        #expect(Self.formatted(.scientific, "en_US") == ["4E0", "4E-1", "4.6E0", "-6.4E1"])
        #expect(
            Self.formatted(.spellOut, "en_US") == ["four", "zero point four", "four point six", "minus sixty-four"])
    }

    @Test func italian() {
        #expect(Self.formatted(.none, "it_IT") == ["4", "0", "5", "-64"])
        #expect(Self.formatted(.decimalRoundedDown, "it_IT") == ["4", "0", "4", "-64"])
        #expect(Self.formatted(.currency, "it_IT") == ["4,00\u{A0}€", "0,40\u{A0}€", "4,60\u{A0}€", "-64,00\u{A0}€"])
        #expect(Self.formatted(.percent, "it_IT") == ["400%", "40%", "460%", "-6400%"])
        #expect(Self.formatted(.scientific, "it_IT") == ["4E0", "4E-1", "4,6E0", "-6,4E1"])
        // ICU puts soft hyphens inside long compound words.
        #expect(
            Self.formatted(.spellOut, "it_IT").map { $0.replacingOccurrences(of: "\u{AD}", with: "") }
                == ["quattro", "zero virgola quattro", "quattro virgola sei", "meno sessantaquattro"])
    }

    @Test func german() {
        #expect(Self.formatted(.decimalRoundedDown, "de_DE") == ["4", "0", "4", "-64"])
        #expect(Self.formatted(.currency, "de_DE") == ["4,00\u{A0}€", "0,40\u{A0}€", "4,60\u{A0}€", "-64,00\u{A0}€"])
        #expect(Self.formatted(.percent, "de_DE") == ["400\u{A0}%", "40\u{A0}%", "460\u{A0}%", "-6.400\u{A0}%"])
        #expect(Self.formatted(.scientific, "de_DE") == ["4E0", "4E-1", "4,6E0", "-6,4E1"])
        #expect(
            Self.formatted(.spellOut, "de_DE").map { $0.replacingOccurrences(of: "\u{AD}", with: "") }
                == ["vier", "null Komma vier", "vier Komma sechs", "minus vierundsechzig"])
    }

    @Test func decimalRoundsDownNotToNearest() {
        let locale = Locale(identifier: "en_US")
        #expect(NumberStyle.decimalRoundedDown.format(4.99, locale: locale) == "4")
        #expect(NumberStyle.decimalRoundedDown.format(-4.2, locale: locale) == "-5")
        #expect(NumberStyle.decimalRoundedDown.format(1234.9, locale: locale) == "1,234")
    }

    @Test func headingsWriteTheNumbersAsTheSeedDoes() {
        let us = SampleNumber.tutorial.map { $0.written(locale: Locale(identifier: "en_US")) }
        let it = SampleNumber.tutorial.map { $0.written(locale: Locale(identifier: "it_IT")) }
        #expect(us == ["4.0", "0.4", "4.6", "-64"])
        #expect(it == ["4,0", "0,4", "4,6", "-64"])
    }

    @Test func everyStyleHasAName() {
        let titles = NumberStyle.allCases.map(\.title)
        #expect(Set(titles).count == NumberStyle.allCases.count)
        #expect(!titles.contains(""))
    }
}
