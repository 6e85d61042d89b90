import CIntl
import Foundation

/// Country names in the user's language from Debian's `iso-codes`: the English names
/// from `/usr/share/iso-codes/json/iso_3166-1.json` (the short common name where there
/// is one: "Bolivia", not "Bolivia, Plurinational State of"), translated through the
/// gettext domain `iso_3166-1` (`/usr/share/locale/<lang>/LC_MESSAGES/iso_3166-1.mo`).
///
/// `forInterface()` gives the names in the language the interface is shown in (the
/// language of the `drilldown` catalogue gettext chose), loaded once per language.
/// Without iso-codes, or for a code it does not know, there is no name (callers keep
/// their own); without a translation, the English name.
public struct CountryNames: Sendable {
    /// The gettext domain of the translations.
    public static let domain = "iso_3166-1"
    /// Where iso-codes keeps its English data.
    public static let englishFile = URL(fileURLWithPath: "/usr/share/iso-codes/json/iso_3166-1.json")

    /// The language of the translations in use ("it"), nil for English.
    public let language: String?
    /// English names by alpha-2 code.
    let englishNames: [String: String]
    let catalogue: MessageCatalog?

    /// Names in English only.
    public static let english = CountryNames(language: nil, english: loadEnglish(from: englishFile), catalogue: nil)

    init(language: String?, english: [String: String], catalogue: MessageCatalog?) {
        self.language = language
        self.englishNames = english
        self.catalogue = catalogue
    }

    /// Names in the first of `languages` (POSIX names, "de_AT") that iso-codes
    /// translates; English when none.
    public init(
        languages: [String], englishFile: URL = CountryNames.englishFile,
        localeDirectory: URL = URL(fileURLWithPath: "/usr/share/locale")
    ) {
        let english = englishFile == Self.englishFile ? Self.english.englishNames : Self.loadEnglish(from: englishFile)
        let found = MessageCatalog.find(domain: Self.domain, languages: languages, directory: localeDirectory)
        self.init(language: found?.language, english: english, catalogue: found?.catalogue)
    }

    /// The name of the country with ISO 3166-1 alpha-2 `code` ("IS" → "Islanda" in
    /// Italian), nil when iso-codes has no such country.
    public func name(alpha2 code: String) -> String? {
        guard let englishName = englishNames[code.uppercased()] else { return nil }
        return catalogue?.translation(of: englishName) ?? englishName
    }

    /// Whether iso-codes' data was found at all.
    public var isAvailable: Bool { !englishNames.isEmpty }

    // MARK: - The interface language

    nonisolated(unsafe) private static var cache: [String: CountryNames] = [:]
    private static let cacheLock = NSLock()

    /// The names in the interface's language, loaded on first use for that language (so
    /// a language switched at start is followed, and each list shows names at once).
    public static func forInterface() -> CountryNames {
        let languages = interfaceLanguages()
        let key = languages.joined(separator: ":")
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let names = cache[key] { return names }
        let names = languages.isEmpty ? english : CountryNames(languages: languages)
        cache[key] = names
        return names
    }

    /// The language of the `drilldown` catalogue gettext uses now, from its header's
    /// "Language:" field (gettext answers the empty message with the header); empty
    /// when the interface is the untranslated English. So country names are in the
    /// interface's language, not in a language of `LANGUAGE` the app is not shown in.
    static func interfaceLanguages() -> [String] {
        let header = String(cString: dgettext(ModelLayer.textDomain, ""))
        return language(fromHeader: header).map { [$0] } ?? []
    }

    /// The value of the "Language:" line of a catalogue header, nil when absent or empty.
    static func language(fromHeader header: String) -> String? {
        for line in header.split(separator: "\n") where line.hasPrefix("Language:") {
            let value = line.dropFirst("Language:".count).trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// alpha-2 code → English name from iso-codes' JSON; empty when it cannot be read
    /// (iso-codes missing: callers keep their own names).
    static func loadEnglish(from url: URL) -> [String: String] {
        struct File: Decodable {
            struct Entry: Decodable {
                let alpha_2: String
                let name: String
                let common_name: String?
            }
            let entries: [Entry]
            enum CodingKeys: String, CodingKey { case entries = "3166-1" }
        }
        guard let data = FileManager.default.contents(atPath: url.path),
            let file = try? JSONDecoder().decode(File.self, from: data)
        else {
            // Not installed or unreadable: names stay as the app has them (install-deps
            // installs iso-codes; nothing the user could act on here).
            return [:]
        }
        var names: [String: String] = [:]
        for entry in file.entries { names[entry.alpha_2] = entry.common_name ?? entry.name }
        return names
    }
}
