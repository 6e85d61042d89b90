import Foundation
import Testing

/// The translations in po/: every language of po/LINGUAS is complete, every catalogue
/// compiles, placeholders survive translation, and a compiled catalogue really translates.
@Suite struct TranslationTests {
    static let msgfmt = "/usr/bin/msgfmt"

    /// The languages the app ships complete, with the Plural-Forms each must declare and
    /// its welcome (the localization tutorial's "Welcome!!!").
    static let shipped: [String: (pluralForms: String, welcome: String)] = [
        "de": ("nplurals=2; plural=(n != 1);", "Willkommen!!!"),
        "es": ("nplurals=2; plural=(n != 1);", "¡¡¡Bienvenido!!!"),
        "fr": ("nplurals=2; plural=(n > 1);", "Bienvenue\u{202F}!!!"),
        "he": ("nplurals=2; plural=(n != 1);", "ברוכים הבאים!!!"),
        "it": ("nplurals=2; plural=(n != 1);", "Benvenuto!!!"),
        "ja": ("nplurals=1; plural=0;", "ようこそ！！！"),
    ]

    /// po/LINGUAS, or nothing when it cannot be read (`shippedLanguagesAreListed` fails then).
    static let listed = (try? SourceTree.languages()) ?? []

    static func translation(_ language: String) throws -> POFile {
        try POFile(contentsOf: SourceTree.po.appendingPathComponent("\(language).po"))
    }

    @Test func shippedLanguagesAreListed() throws {
        let languages = try SourceTree.languages()
        for language in Self.shipped.keys.sorted() {
            #expect(languages.contains(language), "po/LINGUAS lacks \(language)")
        }
    }

    @Test(arguments: TranslationTests.listed)
    func translatesEveryStringOfTheTemplate(_ language: String) throws {
        let template = try POFile(contentsOf: SourceTree.template)
        let catalogue = try Self.translation(language)
        let pluralForms = catalogue.headerField("Plural-Forms") ?? ""
        let forms = Int(pluralForms.split(separator: ";").first?.split(separator: "=").last ?? "") ?? 0
        var byKey: [String: POFile.Entry] = [:]
        for entry in catalogue.messages { byKey[entry.key] = entry }
        let file = "\(language).po"
        for wanted in template.messages {
            guard let entry = byKey[wanted.key] else {
                Issue.record("\(file) lacks “\(wanted.id)”: run meson-helpers/update-pot.sh and translate it")
                continue
            }
            #expect(entry.isTranslated, "\(file): “\(wanted.id)” is not translated")
            #expect(!entry.isFuzzy, "\(file): “\(wanted.id)” is fuzzy: check the translation and remove the flag")
            #expect(entry.idPlural == wanted.idPlural, "\(file): plural of “\(wanted.id)” is out of date")
            if wanted.idPlural != nil {
                #expect(entry.translations.count == forms, "\(file): “\(wanted.id)” needs \(forms) plural forms")
            }
        }
        #expect(forms > 0, "\(file) has no nplurals in its Plural-Forms")
        if let expected = Self.shipped[language] {
            #expect(pluralForms == expected.pluralForms)
        }
        #expect(catalogue.headerField("Language") == language)
    }

    @Test(arguments: TranslationTests.listed)
    func msgfmtFindsNothingUntranslatedOrFuzzy(_ language: String) throws {
        let result = try runProgram(
            Self.msgfmt,
            [
                "--check", "--statistics", "-o", "/dev/null",
                SourceTree.po.appendingPathComponent("\(language).po").path,
            ],
            environment: ["LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(language).po: \(result.output)")
        #expect(result.output.contains("translated message"), "\(language).po: \(result.output)")
        #expect(!result.output.contains("untranslated"), "\(language).po: \(result.output)")
        #expect(!result.output.contains("fuzzy"), "\(language).po: \(result.output)")
    }

    @Test func everyCatalogueCompilesCleanly() throws {
        for language in try SourceTree.languages() {
            let result = try runProgram(
                Self.msgfmt,
                [
                    "--check", "-o", "/dev/null",
                    SourceTree.po.appendingPathComponent("\(language).po").path,
                ])
            #expect(result.status == 0, "\(language).po: \(result.output)")
        }
    }

    @Test func translationsKeepEveryPlaceholder() throws {
        for language in try SourceTree.languages() {
            for entry in try Self.translation(language).messages where entry.isTranslated {
                let singular = Self.placeholders(entry.id)
                let plural = Self.placeholders(entry.idPlural ?? entry.id)
                for (index, text) in entry.translations.enumerated() {
                    let wanted = index == 0 && entry.idPlural == nil ? singular : plural
                    let found = Self.placeholders(text)
                    // A plural form may leave the count out ("un caffè"); nothing else may go.
                    #expect(
                        found.isSubset(of: wanted.union(singular)),
                        "\(language).po: “\(text)” has placeholders that “\(entry.id)” does not")
                    if entry.idPlural == nil {
                        #expect(
                            found == wanted, "\(language).po: “\(text)” must keep \(wanted.sorted()) of “\(entry.id)”")
                    }
                }
            }
        }
    }

    @Test(arguments: TranslationTests.shipped.keys.sorted())
    func compiledCatalogueTranslates(_ language: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("drilldown-l10n-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let messages = dir.appendingPathComponent("\(language)/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let compile = try runProgram(
            Self.msgfmt,
            [
                "-o", messages.appendingPathComponent("drilldown.mo").path,
                SourceTree.po.appendingPathComponent("\(language).po").path,
            ])
        #expect(compile.status == 0, "\(compile.output)")
        // gettext(1) with LANGUAGE=<language> under C.UTF-8 (always present; LANGUAGE is
        // ignored only under plain "C").
        let env = ["TEXTDOMAINDIR": dir.path, "LANGUAGE": language, "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let welcome = try runProgram("/usr/bin/gettext", ["-d", "drilldown", "Welcome!!!"], environment: env)
        #expect(welcome.output == Self.shipped[language]?.welcome)
        // A language with no catalogue in the folder stays English.
        let other = language == "it" ? "de" : "it"
        let english = try runProgram(
            "/usr/bin/gettext", ["-d", "drilldown", "Welcome!!!"],
            environment: env.merging(["LANGUAGE": other]) { $1 })
        #expect(english.output == "Welcome!!!")
    }

    @Test func desktopEntryAndMetainfoAreMergedInEveryLanguage() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("drilldown-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for file in TemplateTests.dataFiles() {
            let isDesktop = file.contains(".desktop")
            let output = dir.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent)
            let result = try runProgram(
                Self.msgfmt,
                [
                    isDesktop ? "--desktop" : "--xml",
                    "--template", SourceTree.root.appendingPathComponent(file).path,
                    "-d", SourceTree.po.path, "-o", output.path,
                ])
            #expect(result.status == 0, "\(file): \(result.output)")
            let merged = try String(contentsOf: output, encoding: .utf8)
            for language in Self.listed {
                if isDesktop {
                    #expect(
                        merged.contains("\nComment[\(language)]="), "\(file) has no \(language) comment after merging")
                } else {
                    #expect(
                        merged.contains("xml:lang=\"\(language)\""), "\(file) has no \(language) text after merging")
                }
            }
        }
    }

    /// The `%1$@`-style placeholders of a format, and a lone `%@` as "%@".
    static func placeholders(_ text: String) -> Set<String> {
        var found = Set<String>()
        let scalars = Array(text)
        var i = 0
        while i < scalars.count {
            if scalars[i] == "%", i + 1 < scalars.count {
                if scalars[i + 1] == "%" { i += 2; continue }
                var j = i + 1
                while j < scalars.count, scalars[j].isNumber { j += 1 }
                if j < scalars.count, scalars[j] == "$", j + 1 < scalars.count, scalars[j + 1] == "@" {
                    found.insert(String(scalars[i...(j + 1)]))
                    i = j + 2
                    continue
                }
                if scalars[i + 1] == "@" { found.insert("%@"); i += 2; continue }
            }
            i += 1
        }
        return found
    }
}
