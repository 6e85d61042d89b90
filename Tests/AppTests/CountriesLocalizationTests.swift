import Foundation
import Gtk
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// Countries as a person with `LANGUAGE=it LANG=it_IT.UTF-8` sees it: country names from
/// Debian's iso-codes in Italian (the seed's own "Rome" and "U.S.A" as they are),
/// continents and headers from our catalogue, and the index and search on the names
/// shown.
final class CountriesLocalizationTests: XCTestCase {
    static let italian = [
        "Islanda", "Groenlandia", "Svizzera", "Norvegia", "Nuova Zelanda", "Grecia", "Rome",
        "Irlanda", "India", "U.S.A",
    ]

    func testCountriesInItalianUseIsoCodesNames() throws {
        try onMain {
            try LocalizationTests.with(language: "it", locale: "it_IT.UTF-8") {
                let main = try AppHarness.makeWindow()
                defer { AppHarness.close(main) }
                let page = try CountriesHarness.open(main)
                XCTAssertEqual(main.window.title, "Paesi")
                CountriesHarness.waitForRows(page, Self.italian)
                let rows = CountriesHarness.shown(page)
                XCTAssertEqual(rows[0].title, "Islanda")
                XCTAssertEqual(rows[0].header, "Paesi da visitare")
                XCTAssertEqual(rows[0].subtitle, "Europa")
                XCTAssertEqual(rows[1].subtitle, "America del Nord")
                XCTAssertEqual(rows[8].header, "Paesi visitati")
                XCTAssertEqual(rows[8].subtitle, "Asia")

                // The index follows the names shown (S → Svizzera, N → Norvegia).
                XCTAssertEqual(page.rows.options.indexLetters, AlphabetIndex.latinLetters)
                XCTAssertEqual(page.rows.jump(toLetter: "S"), 2)
                XCTAssertEqual(page.rows.jump(toLetter: "N"), 3)
                XCTAssertEqual(page.rows.jump(toLetter: "U"), 9)

                // Search finds the Italian name.
                page.rows.search("zelanda")
                CountriesHarness.waitForRows(page, ["Nuova Zelanda"])
                XCTAssertTrue(page.rows.handleEscape())
                CountriesHarness.waitForRows(page, Self.italian)

                // The detail shows the same name.
                page.open(position: 0)
                AppHarness.settle(main)
                let selected = try XCTUnwrap(main.navigation.top as? CountryDetailPage)
                XCTAssertEqual(selected.shownName, "Islanda")
                XCTAssertEqual(main.window.title, "Paese selezionato")
            }
        }
    }

    func testCountriesInEnglishKeepTheSeedsNames() throws {
        try onMain {
            try LocalizationTests.with(language: nil, locale: "en_US.UTF-8") {
                let main = try AppHarness.makeWindow()
                defer { AppHarness.close(main) }
                let page = try CountriesHarness.open(main)
                CountriesHarness.waitForRows(page, CountriesTests.all)
                XCTAssertEqual(CountriesHarness.shown(page)[0].subtitle, "Europe")
            }
        }
    }
}
