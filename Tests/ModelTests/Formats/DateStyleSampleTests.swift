import Foundation
import Testing

@testable import Model

/// Today in the long style and in the original tutorials' custom pattern.
@Suite struct DateStyleSampleTests {
    /// 2027-01-15 08:00 UTC, a Friday.
    static let date = Date(timeIntervalSince1970: 1_800_000_000)
    static let utc = TimeZone(identifier: "UTC")!
    static let rome = TimeZone(identifier: "Europe/Rome")!

    @Test func longStyle() {
        #expect(
            DateStyleSample.long.format(Self.date, locale: Locale(identifier: "en_US"), timeZone: Self.utc)
                == "January 15, 2027")
        #expect(
            DateStyleSample.long.format(Self.date, locale: Locale(identifier: "it_IT"), timeZone: Self.utc)
                == "15 gennaio 2027")
        #expect(
            DateStyleSample.long.format(Self.date, locale: Locale(identifier: "de_DE"), timeZone: Self.utc)
                == "15. Januar 2027")
    }

    @Test func tutorialPatternInEnglish() {
        let text = DateStyleSample.custom.format(
            Self.date, locale: Locale(identifier: "en_US"), timeZone: Self.utc,
            pattern: "'The time is' hh:mm 'on' EEEE MMMM d")
        #expect(text == "The time is 08:00 on Friday January 15")
    }

    @Test func untranslatedPatternIsTheSeeds() {
        // The tests run untranslated (the process locale is not set up), so the
        // pattern comes back as written in the source.
        #expect(DateStyleSample.customPattern == DateStyleSample.tutorialPattern)
    }

    @Test func translatedPatternsUseTheLocalesNames() {
        let it = DateStyleSample.custom.format(
            Self.date, locale: Locale(identifier: "it_IT"), timeZone: Self.rome,
            pattern: "'Sono le' HH:mm 'di' EEEE d MMMM")
        #expect(it == "Sono le 09:00 di venerdì 15 gennaio")
        let de = DateStyleSample.custom.format(
            Self.date, locale: Locale(identifier: "de_DE"), timeZone: Self.rome,
            pattern: "'Es ist' HH:mm 'Uhr am' EEEE, d. MMMM")
        #expect(de == "Es ist 09:00 Uhr am Freitag, 15. Januar")
    }

    @Test func aBrokenTranslatedPatternStillShowsTheDate() {
        let it = Locale(identifier: "it_IT")
        #expect(
            DateStyleSample.custom.format(Self.date, locale: it, timeZone: Self.utc, pattern: "'unterminated HH")
                == "unterminated HH")
        #expect(
            DateStyleSample.custom.format(Self.date, locale: it, timeZone: Self.utc, pattern: "")
                == "The time is 08:00 on venerdì gennaio 15")
    }
}
