import Foundation
import Model
import XCTest

/// The rules "Add Coffee" and the coffee edit pages share (no display needed).
final class CoffeeValidationTests: XCTestCase {
    private let english = PriceFormat(
        numberLocale: Locale(identifier: "en_US"),
        moneyLocale: Locale(identifier: "en_US"))

    func testNamesAreStoredTrimmedAndMustNotBeBlank() {
        XCTAssertEqual(CoffeeValidation.trimmed("  Mocha \n"), "Mocha")
        XCTAssertNil(CoffeeValidation.name(" Mocha "))
        XCTAssertNotNil(CoffeeValidation.name(""))
        XCTAssertNotNil(CoffeeValidation.name(" \t\n"), "white space alone is no name")
    }

    func testPricesAreCheckedWithTheUsersFormat() {
        XCTAssertNil(CoffeeValidation.price("4.60", format: english))
        XCTAssertEqual(CoffeeValidation.price("-1", format: english), english.message(for: .negative))
        XCTAssertEqual(CoffeeValidation.price("4,60", format: english), english.message(for: .notANumber))
        let italian = PriceFormat(numberLocale: Locale(identifier: "it_IT"), moneyLocale: Locale(identifier: "it_IT"))
        XCTAssertNil(CoffeeValidation.price("4,60", format: italian))
        XCTAssertEqual(CoffeeValidation.price("", format: italian), italian.message(for: .empty))
    }
}
