import CIntl
import Foundation

/// The user's locale as Foundation needs it, derived from the POSIX locale.
///
/// On Linux `Locale.current` does not follow `LANG`/`LC_ALL` (it answers "en_001" or
/// similar whatever the user chose), so formatters must be given a `Locale` built here.
/// Each POSIX category can name a different locale (`LC_NUMERIC=de_DE.UTF-8` with
/// `LANG=en_US.UTF-8`, say), so callers ask for the category they format.
public enum UserLocale {
    /// A POSIX locale category that decides how one kind of value is shown.
    public enum Category: String, Sendable, CaseIterable {
        /// Plain numbers (decimal separator, grouping).
        case numeric = "LC_NUMERIC"
        /// Prices (currency symbol and its placement).
        case monetary = "LC_MONETARY"
        /// Dates and times.
        case time = "LC_TIME"
        /// The language of messages (gettext).
        case messages = "LC_MESSAGES"
        /// The order of sorted text (collation).
        case collate = "LC_COLLATE"

        var cValue: Int32 {
            switch self {
            case .numeric: LC_NUMERIC
            case .monetary: LC_MONETARY
            case .time: LC_TIME
            case .messages: LC_MESSAGES
            case .collate: LC_COLLATE
            }
        }
    }

    /// The identifier Foundation uses for "no particular locale" ("C"/"POSIX").
    public static let posixIdentifier = "en_US_POSIX"

    /// The Foundation locale for `category` in this process.
    public static func current(_ category: Category = .numeric) -> Locale {
        Locale(
            identifier: identifier(
                for: category,
                processLocale: processLocaleName(category),
                environment: ProcessInfo.processInfo.environment))
    }

    /// The Foundation identifier for `category`: the locale glibc has set for it when
    /// that is a real locale; otherwise the one the environment asks for (the user's
    /// choice still counts when that locale is not generated on this system, since
    /// Foundation carries its own locale data).
    public static func identifier(
        for category: Category, processLocale: String?,
        environment: [String: String]
    ) -> String {
        if let processLocale, !isPOSIX(processLocale) {
            return identifier(posixName: processLocale)
        }
        return identifier(posixName: posixName(for: category, environment: environment))
    }

    /// The locale name POSIX gives `category` from the environment: `LC_ALL`, then
    /// `LC_<CATEGORY>`, then `LANG`, the first one set and non-empty; "C" when none is.
    public static func posixName(for category: Category, environment: [String: String]) -> String {
        for key in ["LC_ALL", category.rawValue, "LANG"] {
            if let value = environment[key], !value.isEmpty { return value }
        }
        return "C"
    }

    /// Converts a POSIX locale name, `language[_territory][.codeset][@modifier]`, to a
    /// Foundation (ICU) identifier: "it_IT.UTF-8" → "it_IT", "sr_RS@latin" →
    /// "sr_Latn_RS", "de_DE@euro" → "de_DE", "C", "POSIX" or "C.UTF-8" →
    /// "en_US_POSIX". A composite name from `setlocale(LC_ALL, nil)`
    /// ("LC_CTYPE=…;LC_NUMERIC=…;…") answers with its `LC_NUMERIC` part.
    public static func identifier(posixName: String) -> String {
        var name = posixName.trimmingCharacters(in: .whitespaces)
        if name.contains(";") {
            let parts = name.split(separator: ";").map(String.init)
            let numeric = parts.first { $0.hasPrefix("LC_NUMERIC=") } ?? parts.first ?? "C"
            name = String(numeric.split(separator: "=", maxSplits: 1).last ?? "C")
        }
        if isPOSIX(name) { return posixIdentifier }
        var modifier: String?
        if let at = name.firstIndex(of: "@") {
            modifier = String(name[name.index(after: at)...]).lowercased()
            name = String(name[..<at])
        }
        if let dot = name.firstIndex(of: ".") {
            name = String(name[..<dot])
        }
        let pieces = name.split(separator: "_", maxSplits: 1).map(String.init)
        guard let language = pieces.first, !language.isEmpty,
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else {
            return posixIdentifier
        }
        var parts = [language.lowercased()]
        switch modifier {
        case "latin": parts.append("Latn")
        case "cyrillic": parts.append("Cyrl")
        default: break
        }
        if pieces.count > 1, !pieces[1].isEmpty {
            parts.append(pieces[1].uppercased())
        }
        return parts.joined(separator: "_")
    }

    /// True for the names of the portable locale: "C", "POSIX", "C.UTF-8", "C.utf8".
    public static func isPOSIX(_ name: String) -> Bool {
        name.isEmpty || name == "POSIX" || name == "C" || name.hasPrefix("C.")
    }

    /// The languages gettext looks messages up in, best first, the way glibc decides:
    /// `LANGUAGE` (a colon-separated list) counts unless the messages locale is "C";
    /// otherwise the language of the messages locale. `processLocale` is what glibc has
    /// for `LC_MESSAGES` (nil: take the environment's choice). Entries are POSIX names
    /// ("it", "pt_BR"); empty when messages are not translated (the "C" locale).
    public static func messageLanguages(processLocale: String?, environment: [String: String]) -> [String] {
        let messagesLocale = processLocale ?? posixName(for: .messages, environment: environment)
        // glibc ignores LANGUAGE only for exactly "C" (and "POSIX"); "C.UTF-8" honours it.
        if messagesLocale != "C", messagesLocale != "POSIX",
            let list = environment["LANGUAGE"]
        {
            let languages = list.split(separator: ":").map(String.init).filter { !$0.isEmpty }
            if !languages.isEmpty { return languages }
        }
        if isPOSIX(messagesLocale) { return [] }
        return [identifier(posixName: messagesLocale)]
    }

    /// The language the user interface is shown in for this process, as a POSIX name
    /// ("it"), or nil for untranslated English.
    public static func currentLanguage() -> String? {
        messageLanguages(
            processLocale: processLocaleName(.messages),
            environment: ProcessInfo.processInfo.environment
        ).first
    }

    /// `n` as a whole number in the user's numeric locale ("1,234" or "1.234"), for
    /// filling the `%1$@` of a plural message (see Gettext.swift).
    public static func count(_ n: Int, locale: Locale = current(.numeric)) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 0
        return formatter.string(from: NSNumber(value: n)) ?? String(n)
    }

    /// What glibc has set for `category` in this process (nil before any `setlocale`
    /// succeeded, which glibc reports as "C").
    static func processLocaleName(_ category: Category) -> String? {
        setlocale(category.cValue, nil).map { String(cString: $0) }
    }
}
