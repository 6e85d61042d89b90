import Foundation
import Testing

@testable import Model

/// Phone numbers through libphonenumber: the original tutorial's "1(203)222-5200" in the US, each
/// region's own way of writing its numbers, "+" numbers of other countries as dialled
/// from abroad, and a reason for everything that is not a phone number.
@Suite struct PhoneNumberFormatterTests {
    static func format(_ number: String, _ locale: String) -> String? {
        PhoneNumberFormatter(locale: Locale(identifier: locale)).string(from: number)
    }

    static func problem(_ number: String, _ locale: String) -> PhoneNumberProblem? {
        guard case .failure(let problem) = PhoneNumberFormatter(locale: Locale(identifier: locale)).format(number)
        else {
            return nil
        }
        return problem
    }

    @Test func unitedStatesAsTheOriginalTutorial() {
        #expect(Self.format("2032225200", "en_US") == "1(203)222-5200")
        #expect(Self.format("12032225200", "en_US") == "1(203)222-5200", "country code 1 given")
        #expect(Self.format("(203) 222-5200", "en_US") == "1(203)222-5200", "separators are ignored")
        #expect(Self.format("+1 203.222.5200", "en_US") == "1(203)222-5200", "“+1” and dots")
        #expect(Self.format("2032225200", "en_CA") == "1(203)222-5200", "Canada shares the plan")
        #expect(Self.format("+1 416 555 0123", "en_US") == "1(416)555-0123", "a Canadian number in the US")
    }

    @Test func numbersOfTheUsersOwnCountryAreWrittenAsDialledThere() {
        #expect(Self.format("0612345678", "it_IT") == "06 1234 5678", "Rome")
        #expect(Self.format("+39 06 1234 5678", "it_IT") == "06 1234 5678")
        #expect(Self.format("333.123.4567", "it_IT") == "333 123 4567", "Italian mobile")
        #expect(Self.format("030/1234567", "de_DE") == "030 1234567", "Berlin, with the German slash")
        #expect(Self.format("+49 30 12345678", "de_DE") == "030 12345678")
        #expect(Self.format("020 7946 0018", "en_GB") == "020 7946 0018", "London")
        #expect(Self.format("07911123456", "en_GB") == "07911 123456", "British mobile")
        #expect(Self.format("0123456789", "fr_FR") == "01 23 45 67 89", "pairs in France")
        #expect(Self.format("03-1234-5678", "ja_JP") == "03-1234-5678", "Tokyo")
        #expect(Self.format("09012345678", "ja_JP") == "090-1234-5678", "Japanese mobile")
    }

    @Test func numbersOfOtherCountriesAreWrittenAsDialledFromAbroad() {
        #expect(Self.format("+39 06 1234 5678", "en_US") == "+39 06 1234 5678")
        #expect(Self.format("+39 06 1234 5678", "de_DE") == "+39 06 1234 5678")
        #expect(Self.format("+1 (203) 222-5200", "it_IT") == "+1 203-222-5200")
        #expect(Self.format("+49 30 12345678", "en_US") == "+49 30 12345678")
        #expect(Self.format("+44 20 7946 0018", "fr_FR") == "+44 20 7946 0018")
        #expect(Self.format("+33 1 23 45 67 89", "de_DE") == "+33 1 23 45 67 89")
        #expect(Self.format("+81 3-1234-5678", "en_US") == "+81 3-1234-5678")
        #expect(Self.format("+39 06 1234 5678", "it") == "+39 06 1234 5678", "a locale without a region")
    }

    @Test func theNumbersCountryIsKnown() throws {
        let formatter = PhoneNumberFormatter(locale: Locale(identifier: "en_US"))
        #expect(try formatter.format("+39 06 1234 5678").get().region == "IT")
        #expect(try formatter.format("2032225200").get().region == "US")
        #expect(try formatter.format("+800 1234 5678").get().region == "001", "non-geographic freephone")
    }

    @Test func invalidNumbersSayWhy() {
        #expect(Self.problem("12", "en_US") == .tooShort)
        #expect(Self.problem("+39 12", "en_US") == .tooShort)
        #expect(Self.problem("1234567890123456789", "en_US") == .tooLong)
        #expect(Self.problem("06 12345678901234", "it_IT") == .tooLong)
        #expect(Self.problem("+999 1234 5678", "en_US") == .unknownCountryCode)
        #expect(Self.problem("0612345678", "it") == .needsCountryCode, "no region to read it in")
        #expect(Self.problem("+44 20 7946 001", "en_US") == .invalid(region: "GB"), "a digit short for London")
        #expect(Self.problem("555-1234", "en_US") == .invalid(region: "US"), "no area code")
    }

    @Test(arguments: [
        "", "   ", "20322252OO", "203;222", "+", "+-()", "1+203", "call 2032225200", "2032225200 ext",
        String(repeating: "1", count: 41),
    ])
    func notAPhoneNumber(input: String) {
        #expect(Self.format(input, "en_US") == nil)
        #expect(Self.format(input, "it_IT") == nil)
        #expect(Self.problem(input, "en_US") == .notANumber)
    }

    @Test func digitsOfOtherScriptsAreRead() {
        #expect(Self.format("２０３２２２５２００", "en_US") == "1(203)222-5200", "full-width digits from an input method")
    }

    @Test func messagesNameTheProblemAndTheCountry() {
        #expect(
            PhoneNumberProblem.invalid(region: "GB").message(countryNames: .english)
                == "United Kingdom: not a valid phone number; check the digits.")
        #expect(
            PhoneNumberProblem.invalid(region: "").message(countryNames: .english)
                == "Not a valid phone number; check the digits.")
        #expect(PhoneNumberProblem.tooShort.message(countryNames: .english) == "Not a phone number: too few digits.")
        #expect(PhoneNumberProblem.notANumber.message(countryNames: .english).contains("parentheses"))
        let italian = CountryNames(languages: ["it"])
        #expect(PhoneNumberProblem.invalid(region: "DE").message(countryNames: italian).hasPrefix("Germania: "))
    }
}
