import Foundation
import Testing

/// The template po/drilldown.pot must hold every string the sources pass to tr(),
/// trn() and trc(), at the place it is written: xgettext reads Swift with its C parser,
/// and these tests catch what it loses. Fix a failure with meson-helpers/update-pot.sh
/// (and, if it keeps failing, by following the conventions in Gettext.swift).
@Suite struct TemplateTests {
    static let helpersFile = "Sources/Model/Localization/Gettext.swift"

    /// Every call of a gettext helper in Sources, with its file.
    static func callSites() throws -> [(file: String, call: SwiftSourceScanner.Call)] {
        var sites: [(String, SwiftSourceScanner.Call)] = []
        for file in SourceTree.swiftFiles(under: "Sources") where file != helpersFile {
            let scanner = SwiftSourceScanner(source: try SourceTree.read(file))
            sites += scanner.calls.map { (file, $0) }
        }
        return sites
    }

    /// The desktop entry and AppStream metainfo, whose texts are translated too.
    static func dataFiles() -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: SourceTree.root.appendingPathComponent("data").path))
            ?? []
        return names.filter { name in
            [".desktop", ".desktop.in", ".metainfo.xml", ".metainfo.xml.in"].contains { name.hasSuffix($0) }
        }.map { "data/" + $0 }.sorted()
    }

    @Test func dataFilesAreInTheTemplate() throws {
        let template = try POFile(contentsOf: SourceTree.template)
        let referenced = Set(template.messages.flatMap(\.references).map { String($0.prefix { $0 != ":" }) })
        for file in Self.dataFiles() {
            #expect(
                referenced.contains(file), "\(file) has no strings in po/drilldown.pot: run meson-helpers/update-pot.sh"
            )
        }
    }

    @Test func potfilesListsExactlyTheFilesWithTranslatableStrings() throws {
        let listed = try SourceTree.read("po/POTFILES").components(separatedBy: "\n")
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let withCalls = Set(try Self.callSites().map(\.file))
        #expect(Set(listed.filter { $0.hasSuffix(".swift") }) == withCalls, "run meson-helpers/update-pot.sh")
        #expect(
            Set(listed.filter { !$0.hasSuffix(".swift") }) == Set(Self.dataFiles()),
            "the desktop entry and metainfo belong in po/POTFILES: run meson-helpers/update-pot.sh")
        for file in listed {
            #expect(
                FileManager.default.fileExists(atPath: SourceTree.root.appendingPathComponent(file).path),
                "po/POTFILES lists \(file), which does not exist")
        }
    }

    @Test func everyCallPassesPlainOneLineLiterals() throws {
        for (file, call) in try Self.callSites() {
            let needed = call.function == "tr" ? 1 : 2
            #expect(
                call.arguments.count >= needed,
                "\(file):\(call.line): \(call.function)() needs \(needed) string literal(s) as its first arguments")
            for argument in call.arguments.prefix(needed) {
                #expect(argument.value != nil, "\(file):\(argument.line): no interpolation in a translatable string")
                #expect(
                    !argument.isMultiline && !argument.isRaw,
                    "\(file):\(argument.line): xgettext cannot read multi-line or raw strings: use a one-line \"…\" literal"
                )
                #expect(
                    !argument.text.contains("\\u{"),
                    "\(file):\(argument.line): write the character itself, not a \\u{…} escape (xgettext reads C escapes)"
                )
            }
        }
    }

    @Test func everyCallIsInTheTemplateAtItsPlace() throws {
        let template = try POFile(contentsOf: SourceTree.template)
        var byKey: [String: POFile.Entry] = [:]
        for entry in template.messages { byKey[entry.key] = entry }
        var expectedReferences = Set<String>()
        let sites = try Self.callSites()
        for (file, call) in sites {
            guard let first = call.arguments.first else { continue }
            let (context, id, plural): (String?, String?, String?) =
                switch call.function {
                case "trn": (nil, first.value, call.arguments.dropFirst().first?.value)
                case "trc": (first.value, call.arguments.dropFirst().first?.value, nil)
                default: (nil, first.value, nil)
                }
            guard let id else { continue }
            let key = (context.map { $0 + "\u{4}" } ?? "") + id
            let line = call.function == "trc" ? (call.arguments.dropFirst().first?.line ?? first.line) : first.line
            let reference = "\(file):\(line)"
            expectedReferences.insert(reference + "\u{4}" + key)
            guard let entry = byKey[key] else {
                Issue.record("\(reference): “\(id)” is missing from po/drilldown.pot: run meson-helpers/update-pot.sh")
                continue
            }
            #expect(entry.idPlural == plural, "\(reference): plural of “\(id)” differs in the template")
            // xgettext gives the line of the first literal (of msgctxt for trc).
            let lines = [reference, "\(file):\(first.line)"]
            #expect(
                lines.contains(where: entry.references.contains),
                "\(reference): the template has “\(id)” only at \(entry.references): run meson-helpers/update-pot.sh")
        }
        // Nothing in the template that the sources no longer say.
        let extracted = Set(
            sites.compactMap { site -> String? in
                guard let first = site.call.arguments.first else { return nil }
                let id = site.call.function == "trc" ? site.call.arguments.dropFirst().first?.value : first.value
                let context = site.call.function == "trc" ? first.value : nil
                return id.map { (context.map { $0 + "\u{4}" } ?? "") + $0 }
            })
        for entry in template.messages
        where !extracted.contains(entry.key)
            && entry.references.allSatisfy({ $0.hasPrefix("Sources/") })
        {
            Issue.record(
                "po/drilldown.pot has “\(entry.id)”, which no source uses any more: run meson-helpers/update-pot.sh")
        }
        #expect(sites.count >= byKey.count)
    }

    @Test func callSiteCountMatchesTheTemplatesReferences() throws {
        // The brief's extraction check: as many distinct call sites as references.
        let template = try POFile(contentsOf: SourceTree.template)
        let references = template.messages.reduce(0) { $0 + $1.references.filter { $0.hasPrefix("Sources/") }.count }
        var distinct = Set<String>()
        for (file, call) in try Self.callSites() {
            guard let first = call.arguments.first else { continue }
            let id = (call.function == "trc" ? call.arguments.dropFirst().first?.value : first.value) ?? ""
            let context = call.function == "trc" ? (first.value ?? "") + "\u{4}" : ""
            distinct.insert("\(file):\(first.line):\(context)\(id)")
        }
        #expect(
            references == distinct.count,
            "\(distinct.count) tr/trn/trc call sites in Sources, \(references) references in po/drilldown.pot")
    }

    @Test func placeholdersFollowTheConvention() throws {
        // `%1$@` filled by fill(); C formats (%d, %s) would make xgettext mark c-format
        // and would skip the user's number formatting.
        let template = try POFile(contentsOf: SourceTree.template)
        for entry in template.messages {
            #expect(
                !entry.flags.contains("c-format"),
                "“\(entry.id)” looks like a C format: use %1$@ and fill() (see Gettext.swift)")
        }
    }

    @Test func templateHeaderIsUTF8() throws {
        let template = try POFile(contentsOf: SourceTree.template)
        #expect(template.headerField("Content-Type") == "text/plain; charset=UTF-8")
    }
}
