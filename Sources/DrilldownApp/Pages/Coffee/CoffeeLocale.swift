import Foundation

/// The user's locales for numbers and money, from the POSIX environment.
///
/// On Linux `Locale.current` ignores `LANG`/`LC_*`, so prices would be parsed and shown
/// in en_001 whatever the user chose. Until the shared `UserLocale` (l10n branch) lands
/// on main, this small resolver does the same job for the Coffee pages: the first of
/// `LC_ALL`, `LC_<CATEGORY>`, `LANG` that is set, converted to a Foundation identifier
/// ("it_IT.UTF-8" → "it_IT"; "C"/"POSIX" → "en_US_POSIX").
enum CoffeeLocale {
    /// The locale that decides how numbers are typed (decimal and grouping separators).
    static func numeric(environment: [String: String] = ProcessInfo.processInfo.environment) -> Locale {
        Locale(identifier: identifier(category: "LC_NUMERIC", environment: environment))
    }

    /// The locale that decides how prices are shown (currency symbol and placement).
    static func monetary(environment: [String: String] = ProcessInfo.processInfo.environment) -> Locale {
        Locale(identifier: identifier(category: "LC_MONETARY", environment: environment))
    }

    static func identifier(category: String, environment: [String: String]) -> String {
        let name = ["LC_ALL", category, "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        var base = name
        if let at = base.firstIndex(of: "@") { base = String(base[..<at]) }
        if let dot = base.firstIndex(of: ".") { base = String(base[..<dot]) }
        guard base != "C", base != "POSIX", !base.isEmpty,
              base.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }) else { return "en_US_POSIX" }
        return base
    }
}
