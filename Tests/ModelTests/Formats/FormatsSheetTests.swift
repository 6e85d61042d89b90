import Foundation
import Testing

@testable import Model

/// What the Formats page shows, for a given locale, language and moment.
@Suite struct FormatsSheetTests {
    static let date = Date(timeIntervalSince1970: 1_800_000_000)
    static let utc = TimeZone(identifier: "UTC")!

    static func sheet(_ locale: String, language: String?) -> FormatsSheet {
        FormatsSheet(context: .init(locale: locale, language: language, now: date, timeZone: utc))
    }

    static func value(_ sheet: FormatsSheet, section: Int, label: String) -> String? {
        sheet.sections[section].rows.first { $0.label == label }?.value
    }

    @Test func hasTheSeedsSections() {
        let sheet = Self.sheet("en_US", language: "en_US")
        #expect(
            sheet.sections.map(\.title) == [
                "Locale and Language", "The number 4.0", "The number 0.4", "The number 4.6", "The number -64",
                "Today", "Phone Number",
            ])
        for section in sheet.sections[1...4] {
            #expect(section.rows.map(\.label) == NumberStyle.allCases.map(\.title))
        }
    }

    @Test func localeLanguageAndWelcome() {
        let us = Self.sheet("en_US", language: "en_US")
        #expect(Self.value(us, section: 0, label: "Locale") == "English (United States) (en_US)")
        #expect(Self.value(us, section: 0, label: "Language") == "English (en_US)")
        #expect(us.welcome == "Welcome!!!")
        // Names are given in the language of the interface.
        let it = Self.sheet("it_IT", language: "it")
        #expect(Self.value(it, section: 0, label: "Locale") == "italiano (Italia) (it_IT)")
        #expect(Self.value(it, section: 0, label: "Language") == "italiano (it)")
        let untranslated = Self.sheet("en_US_POSIX", language: nil)
        #expect(Self.value(untranslated, section: 0, label: "Language") == "English (untranslated)")
    }

    @Test func numbersUseTheLocale() {
        let de = Self.sheet("de_DE", language: "de")
        #expect(de.sections[3].title == "The number 4,6")
        #expect(Self.value(de, section: 3, label: "Currency") == "4,60\u{A0}€")
        #expect(Self.value(de, section: 3, label: "Decimal (rounded down)") == "4")
    }

    @Test func currencyFollowsTheMonetaryLocale() {
        let context = FormatsSheet.Context(
            numeric: Locale(identifier: "en_US"), monetary: Locale(identifier: "it_IT"),
            time: Locale(identifier: "de_DE"), language: "en",
            now: Self.date, timeZone: Self.utc)
        let sheet = FormatsSheet(context: context)
        #expect(Self.value(sheet, section: 1, label: "Currency") == "4,00\u{A0}€")
        #expect(Self.value(sheet, section: 1, label: "Percent") == "400%")
        #expect(Self.value(sheet, section: 5, label: "Long style") == "15. Januar 2027")
    }

    @Test func todayAndPhone() {
        let us = Self.sheet("en_US", language: "en_US")
        #expect(Self.value(us, section: 5, label: "Long style") == "January 15, 2027")
        #expect(Self.value(us, section: 5, label: "Custom format") == "The time is 08:00 on Friday January 15")
        #expect(Self.value(us, section: 6, label: "Digits") == "2032225200")
        #expect(Self.value(us, section: 6, label: "Formatted") == "1(203)222-5200")
        let it = Self.sheet("it_IT", language: "it")
        #expect(
            Self.value(it, section: 6, label: "Formatted") == "+1 203-222-5200",
            "the seed's American number as dialled from Italy")
    }
}
