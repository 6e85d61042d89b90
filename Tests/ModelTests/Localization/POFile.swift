import Foundation

/// A parsed gettext PO or POT file: enough of the format to check templates and
/// translations (contexts, plurals, flags, references; obsolete `#~` entries skipped).
struct POFile {
    struct Entry: Equatable {
        var context: String?
        var id: String
        var idPlural: String?
        /// msgstr, or msgstr[0…n] for plurals.
        var translations: [String]
        var flags: Set<String>
        /// "file:line" references.
        var references: [String]

        /// How the entry is told apart from the others (context + id).
        var key: String { (context.map { $0 + "\u{4}" } ?? "") + id }
        var isHeader: Bool { id.isEmpty && context == nil }
        var isFuzzy: Bool { flags.contains("fuzzy") }
        var isTranslated: Bool { !translations.isEmpty && translations.allSatisfy { !$0.isEmpty } }
    }

    enum ParseError: Error, CustomStringConvertible {
        case unexpected(line: Int, text: String)
        var description: String {
            switch self {
            case let .unexpected(line, text): "line \(line): cannot read “\(text)”"
            }
        }
    }

    var entries: [Entry]

    var header: Entry? { entries.first(where: \.isHeader) }
    var messages: [Entry] { entries.filter { !$0.isHeader } }

    init(contentsOf url: URL) throws {
        try self.init(text: String(contentsOf: url, encoding: .utf8))
    }

    init(text: String) throws {
        var entries: [Entry] = []
        var current = Entry(context: nil, id: "", idPlural: nil, translations: [], flags: [], references: [])
        var hasContent = false
        var field: String? // which field a continuation line belongs to
        var pluralIndex = 0

        func finish() {
            if hasContent { entries.append(current) }
            current = Entry(context: nil, id: "", idPlural: nil, translations: [], flags: [], references: [])
            hasContent = false
            field = nil
        }
        func append(_ value: String) {
            switch field {
            case "msgctxt": current.context = (current.context ?? "") + value
            case "msgid": current.id += value
            case "msgid_plural": current.idPlural = (current.idPlural ?? "") + value
            case "msgstr":
                while current.translations.count <= pluralIndex { current.translations.append("") }
                current.translations[pluralIndex] += value
            default: break
            }
        }

        for (number, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("#~") { continue }
            if line.hasPrefix("#") {
                // A comment after a msgstr starts the next entry.
                if field == "msgstr" { finish() }
                if line.hasPrefix("#,") {
                    current.flags.formUnion(
                        line.dropFirst(2).split(separator: ",")
                            .map { $0.trimmingCharacters(in: .whitespaces) })
                } else if line.hasPrefix("#:") {
                    current.references += line.dropFirst(2).split(separator: " ").map(String.init)
                }
                continue
            }
            if line.hasPrefix("\"") {
                append(try Self.unquote(line, line: number + 1))
                continue
            }
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw ParseError.unexpected(line: number + 1, text: line) }
            var keyword = parts[0]
            if keyword == "msgctxt" || (keyword == "msgid" && field == "msgstr") { finish() }
            if keyword.hasPrefix("msgstr[") {
                pluralIndex = Int(keyword.dropFirst(7).dropLast()) ?? 0
                keyword = "msgstr"
            } else if keyword == "msgstr" {
                pluralIndex = 0
            }
            guard ["msgctxt", "msgid", "msgid_plural", "msgstr"].contains(keyword) else {
                throw ParseError.unexpected(line: number + 1, text: line)
            }
            field = keyword
            hasContent = true
            if keyword == "msgctxt" { current.context = "" }
            if keyword == "msgid_plural" { current.idPlural = "" }
            append(try Self.unquote(parts[1], line: number + 1))
        }
        finish()
        self.entries = entries
    }

    /// The value of a C string literal as PO files write it.
    static func unquote(_ quoted: String, line: Int) throws -> String {
        guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else {
            throw ParseError.unexpected(line: line, text: quoted)
        }
        var result = ""
        var escaping = false
        for c in quoted.dropFirst().dropLast() {
            if escaping {
                switch c {
                case "n": result += "\n"
                case "t": result += "\t"
                case "r": result += "\r"
                default: result.append(c)
                }
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                result.append(c)
            }
        }
        return result
    }

    /// A header field ("Plural-Forms"), from the header entry's msgstr.
    func headerField(_ name: String) -> String? {
        guard let header else { return nil }
        for line in (header.translations.first ?? "").components(separatedBy: "\n") where line.hasPrefix(name + ":") {
            return line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}

/// Where the source tree and its po/ folder are, seen from this test file.
enum SourceTree {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let po = root.appendingPathComponent("po")
    static let template = po.appendingPathComponent("drilldown.pot")

    /// Swift files under `folder` (relative to the root), sorted, as relative paths.
    static func swiftFiles(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var files: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            files.append(folder + "/" + url.path.dropFirst(base.path.count + 1))
        }
        return files.sorted()
    }

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The languages listed in po/LINGUAS.
    static func languages() throws -> [String] {
        try String(contentsOf: po.appendingPathComponent("LINGUAS"), encoding: .utf8)
            .components(separatedBy: .whitespacesAndNewlines)
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}

/// Runs a program and returns its exit status and output (stdout + stderr).
func runProgram(
    _ path: String, _ arguments: [String], environment: [String: String]? = nil
) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
