import Foundation
import Testing

/// The translations in po/: Italian is complete, every catalogue compiles, placeholders
/// survive translation, and a compiled catalogue really translates.
@Suite struct TranslationTests {
    static let msgfmt = "/usr/bin/msgfmt"

    static func translation(_ language: String) throws -> POFile {
        try POFile(contentsOf: SourceTree.po.appendingPathComponent("\(language).po"))
    }

    @Test func italianIsListed() throws {
        #expect(try SourceTree.languages().contains("it"))
    }

    @Test func italianTranslatesEveryStringOfTheTemplate() throws {
        let template = try POFile(contentsOf: SourceTree.template)
        let italian = try Self.translation("it")
        var byKey: [String: POFile.Entry] = [:]
        for entry in italian.messages { byKey[entry.key] = entry }
        for wanted in template.messages {
            guard let entry = byKey[wanted.key] else {
                Issue.record("it.po lacks “\(wanted.id)”: run meson-helpers/update-pot.sh and translate it")
                continue
            }
            #expect(entry.isTranslated, "it.po: “\(wanted.id)” is not translated")
            #expect(!entry.isFuzzy, "it.po: “\(wanted.id)” is fuzzy: check the translation and remove the flag")
            #expect(entry.idPlural == wanted.idPlural, "it.po: plural of “\(wanted.id)” is out of date")
            if wanted.idPlural != nil {
                #expect(entry.translations.count == 2, "it.po: “\(wanted.id)” needs both Italian forms")
            }
        }
        #expect(italian.headerField("Plural-Forms") == "nplurals=2; plural=(n != 1);")
        #expect(italian.headerField("Language") == "it")
    }

    @Test func msgfmtFindsNothingUntranslatedOrFuzzyInItalian() throws {
        let result = try runProgram(
            Self.msgfmt,
            [
                "--check", "--statistics", "-o", "/dev/null",
                SourceTree.po.appendingPathComponent("it.po").path,
            ],
            environment: ["LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("translated message"), "\(result.output)")
        #expect(!result.output.contains("untranslated"), "\(result.output)")
        #expect(!result.output.contains("fuzzy"), "\(result.output)")
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

    @Test func compiledItalianCatalogueTranslates() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("drilldown-l10n-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let messages = dir.appendingPathComponent("it/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let compile = try runProgram(
            Self.msgfmt,
            [
                "-o", messages.appendingPathComponent("drilldown.mo").path,
                SourceTree.po.appendingPathComponent("it.po").path,
            ])
        #expect(compile.status == 0, "\(compile.output)")
        // gettext(1) with LANGUAGE=it under C.UTF-8 (always present; LANGUAGE is
        // ignored only under plain "C").
        let env = ["TEXTDOMAINDIR": dir.path, "LANGUAGE": "it", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let welcome = try runProgram("/usr/bin/gettext", ["-d", "drilldown", "Welcome!!!"], environment: env)
        #expect(welcome.output == "Benvenuto!!!")
        let english = try runProgram(
            "/usr/bin/gettext", ["-d", "drilldown", "Welcome!!!"],
            environment: env.merging(["LANGUAGE": "de"]) { $1 })
        #expect(english.output == "Welcome!!!")
    }

    @Test func desktopEntryAndMetainfoAreMergedInItalian() throws {
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
            if isDesktop {
                #expect(merged.contains("\nComment[it]="), "\(file) has no Italian comment after merging")
            } else {
                #expect(merged.contains("xml:lang=\"it\""), "\(file) has no Italian text after merging")
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
