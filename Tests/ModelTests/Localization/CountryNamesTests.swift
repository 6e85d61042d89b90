import Foundation
import Testing

@testable import Model

/// Country names from Debian's iso-codes (JSON for English, the `iso_3166-1` gettext
/// domain for translations), read for a language chosen explicitly.
@Suite struct CountryNamesTests {
    @Test func englishNamesComeFromTheJSON() {
        let names = CountryNames.english
        #expect(names.isAvailable, "iso-codes is installed (meson-helpers/install-deps.sh)")
        #expect(names.name(alpha2: "IS") == "Iceland")
        #expect(names.name(alpha2: "gb") == "United Kingdom", "codes in either case")
        #expect(names.name(alpha2: "BO") == "Bolivia", "the common name, not “Bolivia, Plurinational State of”")
        #expect(names.name(alpha2: "XX") == nil)
        #expect(names.language == nil)
    }

    @Test func italian() {
        let names = CountryNames(languages: ["it"])
        #expect(names.language == "it")
        #expect(names.name(alpha2: "IS") == "Islanda")
        #expect(names.name(alpha2: "CH") == "Svizzera")
        #expect(names.name(alpha2: "NZ") == "Nuova Zelanda")
        #expect(names.name(alpha2: "DE") == "Germania")
        #expect(names.name(alpha2: "US") == "Stati Uniti")
    }

    @Test func german() {
        let names = CountryNames(languages: ["de_DE.UTF-8"])
        #expect(names.language == "de", "de_DE falls back to de as gettext does")
        #expect(names.name(alpha2: "IS") == "Island")
        #expect(names.name(alpha2: "GL") == "Grönland")
        #expect(names.name(alpha2: "CH") == "Schweiz")
        #expect(names.name(alpha2: "IN") == "Indien")
    }

    @Test func firstLanguageWithATranslationWinsElseEnglish() {
        #expect(CountryNames(languages: ["xx", "de"]).name(alpha2: "NO") == "Norwegen")
        let none = CountryNames(languages: ["xx"])
        #expect(none.language == nil)
        #expect(none.name(alpha2: "NO") == "Norway")
    }

    @Test func theCatalogueLanguageIsReadFromItsHeader() {
        let header = "Project-Id-Version: drilldown\nLanguage: it\nMIME-Version: 1.0\n"
        #expect(CountryNames.language(fromHeader: header) == "it")
        #expect(CountryNames.language(fromHeader: "Language: \n") == nil)
        #expect(CountryNames.language(fromHeader: "") == nil, "no catalogue: untranslated English")
    }

    @Test func countryCatalogueKeepsTheOriginalTutorialsOwnEntries() {
        let italian = CountryCatalog.sections(names: CountryNames(languages: ["it"]))
        #expect(
            italian.sections[0].items.map(\.name)
                == ["Islanda", "Groenlandia", "Svizzera", "Norvegia", "Nuova Zelanda", "Grecia", "Rome", "Irlanda"])
        #expect(italian.sections[1].items.map(\.name) == ["India", "U.S.A"])
        #expect(italian.sections[0].items[0].tutorialName == "Iceland")
        let german = CountryCatalog.sections(names: CountryNames(languages: ["de"]))
        #expect(
            german.allItems.map(\.name) == [
                "Island", "Grönland", "Schweiz", "Norwegen", "Neuseeland",
                "Griechenland", "Rome", "Irland", "Indien", "U.S.A",
            ])
        let english = CountryCatalog.sections(names: .english)
        #expect(
            english.allItems.map(\.name) == [
                "Iceland", "Greenland", "Switzerland", "Norway", "New Zealand",
                "Greece", "Rome", "Ireland", "India", "U.S.A",
            ],
            "the English names are the original tutorial's")
    }

    @Test func catalogueFilesAreParsedInBothByteOrders() throws {
        // A hand-made two-entry .mo: header entry "" and "Iceland" → "Islanda".
        func mo(bigEndian: Bool) -> [UInt8] {
            let originals = ["", "Iceland"], translations = ["Language: it\n", "Islanda"]
            var bytes: [UInt8] = []
            func word(_ v: Int) {
                let u = UInt32(v)
                let le = [UInt8(u & 0xff), UInt8(u >> 8 & 0xff), UInt8(u >> 16 & 0xff), UInt8(u >> 24)]
                bytes += bigEndian ? le.reversed() : le
            }
            let stringsStart = 28 + 32
            var offset = stringsStart
            var table: [(Int, Int)] = []
            for s in originals + translations { table.append((s.utf8.count, offset)); offset += s.utf8.count + 1 }
            word(0x9504_12de); word(0); word(2); word(28); word(44); word(0); word(0)
            for (length, start) in table { word(length); word(start) }
            for s in originals + translations { bytes += Array(s.utf8) + [0] }
            return bytes
        }
        for bigEndian in [false, true] {
            let parsed = try #require(MessageCatalog.parse(mo(bigEndian: bigEndian)))
            #expect(MessageCatalog(translations: parsed).translation(of: "Iceland") == "Islanda")
            #expect(parsed[""] == nil, "the header is not a message")
        }
        #expect(MessageCatalog.parse([1, 2, 3]) == nil)
        var truncated = mo(bigEndian: false)
        truncated.removeLast(10)
        #expect(MessageCatalog.parse(truncated) == nil, "strings past the end are refused")
    }

    @Test func languageNamesAreTriedAsGettextDoes() {
        #expect(MessageCatalog.candidateNames("de_AT.UTF-8@euro") == ["de_AT@euro", "de@euro", "de_AT", "de"])
        #expect(MessageCatalog.candidateNames("it") == ["it"])
        #expect(MessageCatalog.candidateNames("../etc") == [], "no paths out of the locale folder")
    }
}
