import Foundation

/// A compiled gettext catalogue (a `.mo` file) read into memory: message → translation.
///
/// For catalogues of other packages looked up in a language chosen explicitly (Debian's
/// iso-codes country names, say), without switching the process's locale the way
/// `dgettext` would need: any thread, any language, at once. Only singular messages
/// without context are kept (the iso-codes domains have nothing else); a plural entry
/// keeps its first form.
public struct MessageCatalog: Sendable {
    /// Translations by original message.
    public let translations: [String: String]

    /// Why a file is not a catalogue.
    public enum ReadError: Error, Equatable {
        case unreadable(String)
        case notACatalogue(String)
    }

    public init(translations: [String: String]) {
        self.translations = translations
    }

    /// Reads the `.mo` file at `url` (either byte order).
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ReadError.unreadable(url.path)
        }
        guard let translations = Self.parse([UInt8](data)) else { throw ReadError.notACatalogue(url.path) }
        self.translations = translations
    }

    /// The translation of `message`, nil when the catalogue has none.
    public func translation(of message: String) -> String? {
        translations[message].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The `.mo` layout: magic, revision, count N, offset of the originals table, offset
    /// of the translations table; each table holds N (length, offset) pairs of 32-bit
    /// words pointing at the strings. Nil when any of it is out of bounds.
    static func parse(_ bytes: [UInt8]) -> [String: String]? {
        func word(_ offset: Int, bigEndian: Bool) -> Int? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            let b0 = UInt32(bytes[offset]), b1 = UInt32(bytes[offset + 1])
            let b2 = UInt32(bytes[offset + 2]), b3 = UInt32(bytes[offset + 3])
            return Int(bigEndian ? b0 << 24 | b1 << 16 | b2 << 8 | b3 : b3 << 24 | b2 << 16 | b1 << 8 | b0)
        }
        guard let magic = word(0, bigEndian: false) else { return nil }
        let bigEndian: Bool
        switch magic {
        case 0x9504_12de: bigEndian = false
        case 0xde12_0495: bigEndian = true
        default: return nil
        }
        guard let count = word(8, bigEndian: bigEndian),
            let originals = word(12, bigEndian: bigEndian),
            let translated = word(16, bigEndian: bigEndian),
            count <= bytes.count / 16
        else { return nil }
        func string(table: Int, index: Int) -> String? {
            guard let length = word(table + 8 * index, bigEndian: bigEndian),
                let start = word(table + 8 * index + 4, bigEndian: bigEndian),
                start + length <= bytes.count
            else { return nil }
            return String(decoding: bytes[start..<start + length], as: UTF8.self)
        }
        var result: [String: String] = [:]
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let original = string(table: originals, index: index),
                let translation = string(table: translated, index: index)
            else { return nil }
            // Context ("ctx\u{4}msg") and plural ("one\0many") entries are not ours.
            guard !original.isEmpty, !original.contains("\u{4}") else { continue }
            let singular =
                original.split(separator: "\0", omittingEmptySubsequences: false).first.map(String.init) ?? original
            let first =
                translation.split(separator: "\0", omittingEmptySubsequences: false).first.map(String.init)
                ?? translation
            result[singular] = first
        }
        return result
    }

    /// The catalogue of `domain` for the first of `languages` (POSIX names, "pt_BR") that
    /// has one under `directory` (`<lang>/LC_MESSAGES/<domain>.mo`), trying each name
    /// then its shorter forms as gettext does ("de_AT.UTF-8@euro" → "de_AT@euro",
    /// "de@euro", "de_AT", "de"). Nil when none has one.
    public static func find(
        domain: String, languages: [String],
        directory: URL = URL(fileURLWithPath: "/usr/share/locale")
    ) -> (language: String, catalogue: MessageCatalog)? {
        let fm = FileManager.default
        for language in languages {
            for name in candidateNames(language) {
                let url = directory.appendingPathComponent(name)
                    .appendingPathComponent("LC_MESSAGES").appendingPathComponent(domain + ".mo")
                guard fm.fileExists(atPath: url.path), let catalogue = try? MessageCatalog(contentsOf: url) else {
                    // A missing or damaged file of another package: the next name is
                    // tried, and names stay in English at worst.
                    continue
                }
                return (name, catalogue)
            }
        }
        return nil
    }

    /// The names gettext tries for a language, most specific first.
    static func candidateNames(_ posixName: String) -> [String] {
        var name = posixName
        var modifier = ""
        if let at = name.firstIndex(of: "@") {
            modifier = String(name[at...])
            name = String(name[..<at])
        }
        if let dot = name.firstIndex(of: ".") { name = String(name[..<dot]) }
        let language = name.split(separator: "_", maxSplits: 1).first.map(String.init) ?? name
        var names: [String] = []
        for candidate in [name + modifier, language + modifier, name, language] where !candidate.isEmpty {
            if !names.contains(candidate) { names.append(candidate) }
        }
        return names.filter { !$0.contains("/") && $0 != "." && $0 != ".." }
    }
}
