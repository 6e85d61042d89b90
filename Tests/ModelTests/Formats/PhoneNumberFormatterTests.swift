import Foundation
import Testing
@testable import Model

/// The original tutorials' custom formatter: 2032225200 → "1(203)222-5200" in en_US, a readable
/// grouping elsewhere, and no result for what is not a phone number.
@Suite struct PhoneNumberFormatterTests {
    static func format(_ number: String, _ locale: String) -> String? {
        PhoneNumberFormatter(locale: Locale(identifier: locale)).string(from: number)
    }

    @Test func unitedStatesAsTheSeed() {
        #expect(Self.format("2032225200", "en_US") == "1(203)222-5200")
        #expect(Self.format("12032225200", "en_US") == "1(203)222-5200", "country code 1 given")
        #expect(Self.format("(203) 222-5200", "en_US") == "1(203)222-5200", "separators are ignored")
        #expect(Self.format("2032225200", "en_CA") == "1(203)222-5200")
        #expect(Self.format("2225200", "en_US") == "222 5200", "not ten digits: plain grouping")
    }

    @Test func italianAndGermanGroupThreeThreeFour() {
        #expect(Self.format("2032225200", "it_IT") == "203 222 5200")
        #expect(Self.format("2032225200", "de_DE") == "203 222 5200")
        #expect(Self.format("0612345678", "it_IT") == "061 234 5678", "a leading zero stays")
    }

    @Test func frenchWritesPairs() {
        #expect(Self.format("0123456789", "fr_FR") == "01 23 45 67 89")
        #expect(Self.format("123456789", "fr_FR") == "123 456 789", "odd length: threes")
    }

    @Test(arguments: [(7, [3, 4]), (8, [3, 3, 2]), (9, [3, 3, 3]), (10, [3, 3, 4]), (11, [3, 3, 3, 2]), (4, [4]), (3, [3])])
    func groupSizesCoverEveryDigit(count: Int, sizes: [Int]) {
        #expect(PhoneNumberFormatter.defaultGroupSizes(count: count) == sizes)
        #expect(sizes.reduce(0, +) == count)
    }

    @Test(arguments: ["", "12", "20322252OO", "+39 06 1234", "２０３２２２５２００", "1234567890123456", "203;222"])
    func notAPhoneNumber(input: String) {
        #expect(Self.format(input, "en_US") == nil)
        #expect(Self.format(input, "it_IT") == nil)
    }
}
