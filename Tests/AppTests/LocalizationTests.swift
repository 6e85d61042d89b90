import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// The app in Italian, as a person with `LANGUAGE=it LANG=it_IT.UTF-8` sees it: the home
/// page and the Formats page are translated, and numbers and dates follow the Italian
/// locale. Also the Formats page in American English (the original tutorials' phone format).
///
/// The process's language is switched for one test at a time and switched back after
/// (XCTest runs these tests one by one on the main thread): `LANGUAGE`, `LC_ALL` and the
/// catalogue folder, compiled here from po/it.po.
final class LocalizationTests: XCTestCase {
    static let sourceRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Compiles po/<lang>.po into a scratch locale folder.
    static func compileCatalogue(_ language: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("drilldown-locale-\(UUID().uuidString)")
        let messages = dir.appendingPathComponent("\(language)/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = [
            "-o", messages.appendingPathComponent("drilldown.mo").path,
            sourceRoot.appendingPathComponent("po/\(language).po").path,
        ]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        XCTAssertEqual(msgfmt.terminationStatus, 0, "msgfmt failed on po/\(language).po")
        return dir
    }

    /// Runs `body` with messages in `language` and every locale category set to `locale`,
    /// and GTK's default direction as `gtk_init` would set it for that language (right to
    /// left for Hebrew), then restores the process as it was.
    @MainActor
    static func with(language: String?, locale: String, _ body: () throws -> Void) throws {
        let saved = ["LANGUAGE", "LC_ALL"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
        let savedDirection = Widget.defaultDirection
        var catalogues: URL?
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            Localization.setUp()
            Widget.defaultDirection = savedDirection
            if let catalogues { try? FileManager.default.removeItem(at: catalogues) }
            XCTAssertEqual(tr("Formats"), "Formats", "the test process did not return to English")
        }
        if let language {
            catalogues = try compileCatalogue(language)
            setenv("LANGUAGE", language, 1)
        } else {
            unsetenv("LANGUAGE")
        }
        setenv("LC_ALL", locale, 1)
        let setup = Localization.setUp(environment: catalogues.map { ["DRILLDOWN_LOCALEDIR": $0.path] } ?? [:])
        Widget.defaultDirection = Widget.localeDirection
        if !setup.environmentLocaleAvailable {
            // Messages still follow LANGUAGE under C.UTF-8 and Foundation formats for the
            // environment's locale, so the checks below hold; say why numbers in C
            // functions would not.
            print("note: locale \(locale) is not installed (meson-helpers/install-deps.sh test generates it)")
        }
        try body()
    }

    func testHomePageIsInItalian() throws {
        try onMain {
            try Self.with(language: "it", locale: "it_IT.UTF-8") {
                let main = try AppHarness.makeWindow()
                defer { AppHarness.close(main) }
                let titles = main.home.sectionTitles
                XCTAssertTrue(titles.contains("Elenchi annidati"), "\(titles)")
                XCTAssertTrue(titles.contains("Formati"), "\(titles)")
                XCTAssertTrue(titles.contains("Informazioni"), "\(titles)")
                XCTAssertFalse(titles.contains("Formats"), "\(titles)")
                XCTAssertEqual(main.home.title, "Drilldown", "the app's name stays")
                // Every row's title and subtitle is translated (none left as the English msgid).
                for section in Sections.all() {
                    XCTAssertNotNil(Self.english(section.title), "not an Italian translation: \(section.title)")
                    XCTAssertNotNil(Self.english(section.subtitle), "not an Italian translation: \(section.subtitle)")
                }
            }
        }
    }

    func testFormatsPageIsInItalian() throws {
        try onMain {
            try Self.with(language: "it", locale: "it_IT.UTF-8") {
                let main = try AppHarness.makeWindow()
                defer { AppHarness.close(main) }
                XCTAssertTrue(main.home.open(sectionID: .formats))
                AppHarness.settle(main)
                XCTAssertEqual(main.window.title, "Formati")
                XCTAssertEqual(main.navigation.backLabel, "Drilldown")
                let page = try XCTUnwrap(main.navigation.top as? FormatsPage)
                XCTAssertEqual(page.welcomeLabel.text, "Benvenuto!!!")
                let texts = page.shownTexts
                for expected in [
                    "Impostazioni locali e lingua", "Il numero 4,0", "Il numero 0,4", "Il numero 4,6",
                    "Il numero -64", "Oggi", "Numero di telefono",
                    "Impostazioni locali: italiano (Italia) (it_IT)", "Lingua: italiano (it)",
                    "Valuta: 4,00\u{A0}€", "Decimale (arrotondato per difetto): 4",
                    "Percentuale: 40%", "Scientifico: 4,6E0", "Cifre: 2032225200",
                    "Formattato: +1 203-222-5200",
                ] {
                    XCTAssertTrue(texts.contains(expected), "missing “\(expected)” in \(texts)")
                }
                XCTAssertEqual(page.shownValue(section: 2, label: "In lettere"), "zero virgola quattro")
                let custom = try XCTUnwrap(page.shownValue(section: 5, label: "Formato personalizzato"))
                XCTAssertTrue(custom.hasPrefix("Sono le "), custom)
                XCTAssertNil(
                    texts.first { $0.contains("The number") || $0.contains("Currency") },
                    "English left on the page: \(texts)")

                // The try-it field formats as the person types.
                page.phoneEntry.text = "0612345678"
                XCTAssertEqual(page.phoneResult.text, "06 1234 5678")
                page.phoneEntry.text = "+39 06 1234 5678"
                XCTAssertEqual(page.phoneResult.text, "06 1234 5678", "an Italian number in Italy")
                XCTAssertFalse(page.phoneEntry.hasCSSClass("error"))
                page.phoneEntry.text = "+44 20 7946 001"
                XCTAssertEqual(
                    page.phoneResult.text, "Regno Unito: numero di telefono non valido; controlla le cifre.",
                    "the reason, with the country's name from iso-codes in Italian")
                XCTAssertTrue(page.phoneEntry.hasCSSClass("error"))
                page.phoneEntry.text = "06-12ab"
                XCTAssertEqual(
                    page.phoneResult.text,
                    "Non è un numero di telefono: sono ammessi solo cifre, un “+” iniziale, spazi, punti, trattini e parentesi."
                )
                XCTAssertTrue(page.phoneEntry.hasCSSClass("error"))
            }
        }
    }

    func testFormatsPageInAmericanEnglishFormatsThePhoneLikeTheSeed() throws {
        try onMain {
            try Self.with(language: nil, locale: "en_US.UTF-8") {
                let main = try AppHarness.makeWindow()
                defer { AppHarness.close(main) }
                XCTAssertTrue(main.home.open(sectionID: .formats))
                AppHarness.settle(main)
                let page = try XCTUnwrap(main.navigation.top as? FormatsPage)
                XCTAssertEqual(main.window.title, "Formats")
                XCTAssertEqual(page.welcomeLabel.text, "Welcome!!!")
                XCTAssertEqual(page.shownValue(section: 6, label: "Formatted"), "1(203)222-5200")
                XCTAssertEqual(page.shownValue(section: 1, label: "Currency"), "$4.00")
                XCTAssertEqual(page.shownValue(section: 4, label: "Spelled out"), "minus sixty-four")
                let custom = try XCTUnwrap(page.shownValue(section: 5, label: "Custom format"))
                XCTAssertTrue(custom.hasPrefix("The time is "), custom)
                page.phoneEntry.text = "(203) 222-5200"
                XCTAssertEqual(page.phoneResult.text, "1(203)222-5200")
                XCTAssertFalse(page.phoneEntry.hasCSSClass("error"))
                // International input: accepted and grouped the way Italy writes it.
                page.phoneEntry.text = "+39 06 1234 5678"
                XCTAssertEqual(page.phoneResult.text, "+39 06 1234 5678")
                XCTAssertFalse(page.phoneEntry.hasCSSClass("error"))
                XCTAssertFalse(page.phoneResult.hasCSSClass("error"))
                page.phoneEntry.text = "+39 0612"
                XCTAssertEqual(page.phoneResult.text, "Not a phone number: too few digits.")
                XCTAssertTrue(page.phoneEntry.hasCSSClass("error"))
                XCTAssertTrue(page.phoneResult.hasCSSClass("error"))
                page.phoneEntry.text = ""
                XCTAssertFalse(page.phoneEntry.hasCSSClass("error"), "an empty field is no error")
            }
        }
    }

    func testFormatsPageIsFreedWhenPoppedDespiteItsMinuteTimer() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertTrue(main.home.open(sectionID: .formats))
            AppHarness.settle(main)
            assertOnlyTopPageVisible(main)
            let probe = try { () throws -> FinalizationProbe in
                // In a closure, so the test holds no reference to the page after it.
                let page = try XCTUnwrap(main.navigation.top as? FormatsPage)
                let before = page.shownTexts
                page.refresh()
                XCTAssertEqual(page.shownTexts.count, before.count, "refreshing rebuilt a different page")
                return FinalizationProbe(page.content)
            }()
            XCTAssertTrue(main.window.activateAction("win.back"))
            AppHarness.settle(main)
            XCTAssertTrue(probe.isFinalized, "the Formats page's widgets were not freed")
            XCTAssertEqual(main.window.title, "Drilldown")
        }
    }

    /// The msgid a translated `text` came from, looked up in po/it.po (nil when `text`
    /// is no translation there) — to tell translated text from English.
    static func english(_ text: String) -> String? {
        italianCatalogue[text]
    }

    /// msgstr → msgid of po/it.po (singular entries; wrapped lines joined).
    static let italianCatalogue: [String: String] = {
        guard let po = try? String(contentsOf: sourceRoot.appendingPathComponent("po/it.po"), encoding: .utf8) else {
            return [:]
        }
        var result: [String: String] = [:]
        var field = ""
        var values: [String: String] = [:]
        func unquote(_ s: Substring) -> String {
            String(s.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
                .replacingOccurrences(of: "\\\\", with: "\\")
        }
        func flush() {
            if let id = values["msgid"], let str = values["msgstr"], !id.isEmpty, !str.isEmpty { result[str] = id }
            values = [:]
        }
        for line in po.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("msgid ") {
                flush(); field = "msgid"; values[field] = unquote(line.dropFirst(6))
            } else if line.hasPrefix("msgstr ") {
                field = "msgstr"; values[field] = unquote(line.dropFirst(7))
            } else if line.hasPrefix("msgctxt ") || line.hasPrefix("msgid_plural ") || line.hasPrefix("msgstr[") {
                field = ""
            } else if line.hasPrefix("\""), !field.isEmpty {
                values[field, default: ""] += unquote(line[...])
            }
        }
        flush()
        return result
    }()
}
