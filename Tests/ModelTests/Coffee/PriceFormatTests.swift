import Foundation
import Model
import XCTest

/// Prices typed and shown in the user's locale (no display needed).
final class PriceFormatTests: XCTestCase {
    private func format(_ identifier: String) -> PriceFormat {
        PriceFormat(numberLocale: Locale(identifier: identifier), moneyLocale: Locale(identifier: identifier))
    }

    func testEnglishUsesTheDecimalPoint() {
        let us = format("en_US")
        XCTAssertEqual(try us.parse("4.60").get(), Decimal(string: "4.6"))
        XCTAssertEqual(try us.parse(" 3 ").get(), 3)
        XCTAssertEqual(try us.parse("1,234.50").get(), Decimal(string: "1234.5"))
        XCTAssertEqual(try us.parse("$4.60").get(), Decimal(string: "4.6"))
        XCTAssertEqual(try us.parse(".5").get(), Decimal(string: "0.5"))
        XCTAssertEqual(try us.parse("0").get(), 0)
        XCTAssertEqual(us.parse("4,60"), .failure(.notANumber), "misplaced grouping is not read as 460")
        XCTAssertEqual(us.parse("4.6.0"), .failure(.notANumber))
    }

    func testItalianUsesTheDecimalComma() {
        let it = format("it_IT")
        XCTAssertEqual(try it.parse("4,60").get(), Decimal(string: "4.6"))
        XCTAssertEqual(try it.parse("1.234,50").get(), Decimal(string: "1234.5"))
        XCTAssertEqual(it.parse("4.60"), .failure(.notANumber))
        XCTAssertEqual(it.example, "4,60")
        XCTAssertEqual(it.editingText(Decimal(string: "3.45")!), "3,45")
        XCTAssertEqual(it.editingText(Decimal(string: "3.5")!), "3,50")
        XCTAssertEqual(it.editingText(Decimal(1234)), "1234,00", "no grouping in the edit field")
        XCTAssertEqual(it.editingText(Decimal(string: "0.125")!), "0,125")
    }

    func testRefusalsSayWhy() {
        let us = format("en_US")
        XCTAssertEqual(us.parse(""), .failure(.empty))
        XCTAssertEqual(us.parse("   "), .failure(.empty))
        XCTAssertEqual(us.parse("-1"), .failure(.negative))
        XCTAssertEqual(us.parse("abc"), .failure(.notANumber))
        XCTAssertEqual(us.parse("4abc"), .failure(.notANumber))
        XCTAssertEqual(us.parse("1e5"), .failure(.notANumber))
        XCTAssertEqual(us.parse("NaN"), .failure(.notANumber))
        XCTAssertEqual(us.parse("."), .failure(.notANumber))
        XCTAssertEqual(us.parse("99999999999"), .failure(.tooLarge))
        XCTAssertEqual(us.parse("1.1234567890123456"), .failure(.tooManyDigits))
        XCTAssertFalse(us.message(for: .notANumber).isEmpty)
        XCTAssertTrue(us.message(for: .notANumber).contains("4.60"))
    }

    func testCurrencyFollowsTheMonetaryLocale() {
        XCTAssertEqual(format("en_US").currency(Decimal(string: "3.45")!), "$3.45")
        let italian = format("it_IT").currency(Decimal(string: "3.45")!)
        XCTAssertTrue(italian.contains("3,45") && italian.contains("€"), italian)
        XCTAssertEqual(format("en_US_POSIX").currency(Decimal(string: "3.5")!), "3.50")
    }
}
