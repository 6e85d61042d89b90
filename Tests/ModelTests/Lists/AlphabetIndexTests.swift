import Foundation
import Testing

@testable import Model

@Suite struct AlphabetIndexTests {
    let countries = CountryCatalog.sections(names: .english).allItems.map(\.name)

    @Test func letterJumpsToFirstRowWithThatInitial() {
        let index = AlphabetIndex(titles: countries)
        #expect(index.letters.count == 26)
        #expect(index.position(for: "I") == 0) // Iceland
        #expect(index.position(for: "G") == 1) // Greenland, before Greece
        #expect(index.position(for: "S") == 2) // Switzerland
        #expect(index.position(for: "N") == 3) // Norway
        #expect(index.position(for: "U") == 9) // U.S.A
    }

    @Test func missingLetterJumpsToTheNextLetterThatHasRows() {
        let index = AlphabetIndex(titles: countries)
        #expect(index.position(for: "A") == 1, "A–F have no rows: G (Greenland)")
        #expect(index.position(for: "T") == 9, "T → U.S.A")
        #expect(index.position(for: "Z") == 9, "past the last letter: the last row")
        #expect(index.position(for: "?") == nil)
        #expect(!index.hasRows(for: "A"))
        #expect(index.hasRows(for: "R"))
        #expect(AlphabetIndex(titles: [String]()).position(for: "A") == nil)
    }

    @Test func initialsIgnoreCaseAccentsAndLeadingSpace() {
        #expect(AlphabetIndex.initialKey(of: "éire") == "E")
        #expect(AlphabetIndex.initialKey(of: "  zanzibar") == "Z")
        #expect(AlphabetIndex.initialKey(of: "") == nil)
        let index = AlphabetIndex(titles: ["beta", "Éire", "alpha"])
        #expect(index.position(for: "E") == 1)
        #expect(index.position(for: "A") == 2)
    }

    @Test func stripLettersFollowTheShownNames() throws {
        let italian = CountryCatalog.sections(names: CountryNames(languages: ["it"])).allItems.map(\.name)
        #expect(AlphabetIndex.letters(for: italian, locale: Locale(identifier: "it_IT")) == AlphabetIndex.latinLetters)
        let index = AlphabetIndex(titles: italian)
        #expect(index.position(for: "S") == 2, "Svizzera")
        #expect(index.position(for: "N") == 3, "Norvegia")
        // Names in another script add their initials, in the locale's order.
        let russian = CountryCatalog.sections(names: CountryNames(languages: ["ru"])).allItems.map(\.name)
        #expect(russian.first == "Исландия")
        let letters = AlphabetIndex.letters(for: russian, locale: Locale(identifier: "ru_RU"))
        #expect(letters.contains("И") && letters.contains("Ш"), "\(letters)")
        #expect(letters.filter { AlphabetIndex.latinLetters.contains($0) } == AlphabetIndex.latinLetters)
        let i = try #require(letters.firstIndex(of: "И")), sha = try #require(letters.firstIndex(of: "Ш"))
        #expect(i < sha, "\(letters)")
        #expect(AlphabetIndex(titles: russian, letters: letters).position(for: "И") == 0)
    }
}
