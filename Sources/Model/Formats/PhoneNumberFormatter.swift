internal import CPhoneNumber
import Foundation

/// Checks and formats a telephone number for the user's region (the original tutorial's custom
/// NSFormatter, grown up), with Google's libphonenumber numbering plans (Debian's
/// libphonenumber8; its metadata is compiled in, so it works offline).
///
/// - Input may carry "+" (first), spaces, dots, dashes, slashes and parentheses around
///   the digits: "+39 06 1234 5678", "(203) 222-5200", "030/1234567".
/// - A number without "+" belongs to the user's region (the locale's region).
/// - A number of the user's own country is written the way it is dialled there
///   ("06 1234 5678" in Italy, "020 7946 0018" in Britain); one of another country the
///   way it is dialled from abroad ("+39 06 1234 5678").
/// - In the North American numbering plan (US, Canada…) a North American number is
///   written as the original tutorial did: 2032225200 → "1(203)222-5200".
/// - Anything else is refused with the reason (`PhoneNumberProblem`).
public struct PhoneNumberFormatter: Sendable, Equatable {
    /// The locale whose region numbers without "+" belong to.
    public var locale: Locale

    public init(locale: Locale) {
        self.locale = locale
    }

    /// A number that passed, formatted.
    public struct Formatted: Sendable, Equatable {
        /// The number as the user should read it.
        public var text: String
        /// ISO 3166-1 alpha-2 code of the number's country ("IT"); "001" for the
        /// non-geographic ones (+800 freephone, …).
        public var region: String
    }

    /// Longer input is not a phone number (E.164 allows 15 digits; separators and an
    /// extension never take it near this).
    static let maximumLength = 40
    /// The North American numbering plan's calling code, the original tutorial's format's home.
    static let northAmericanCountryCode: Int32 = 1

    /// The user's region: the locale's, or nil when it names none.
    var region: String? {
        guard let code = locale.region?.identifier, code.count == 2 else { return nil }
        return code
    }

    /// `number` checked and formatted for the user's region, or why it is not a number.
    public func format(_ number: String) -> Result<Formatted, PhoneNumberProblem> {
        format(number, asFrom: region)
    }

    /// `number` read as a number of `numberRegion` when it has no "+" (the original tutorial's sample
    /// is American wherever it is shown), formatted for the user's region.
    public func format(_ number: String, asFrom numberRegion: String?) -> Result<Formatted, PhoneNumberProblem> {
        let trimmed = number.trimmingCharacters(in: .whitespaces)
        guard Self.hasOnlyPhoneCharacters(trimmed) else { return .failure(.notANumber) }
        // libphonenumber is opened on the first number (see PhoneNumberLibrary).
        if case .failure(let problem) = PhoneNumberLibrary.loaded { return .failure(problem) }
        var result = dd_phone_result()
        dd_phone_parse(trimmed, numberRegion ?? "ZZ", &result)
        let numberRegion = Self.string(&result.region)
        switch result.status {
        case DD_PHONE_VALID:
            return .success(Formatted(text: text(for: &result), region: numberRegion))
        case DD_PHONE_UNKNOWN_COUNTRY_CODE:
            return .failure(trimmed.hasPrefix("+") ? .unknownCountryCode : .needsCountryCode)
        case DD_PHONE_TOO_SHORT: return .failure(.tooShort)
        case DD_PHONE_TOO_LONG: return .failure(.tooLong)
        case DD_PHONE_INVALID: return .failure(.invalid(region: numberRegion))
        default: return .failure(.notANumber)
        }
    }

    /// The number formatted, or nil when it is not a valid phone number.
    public func string(from number: String) -> String? {
        guard case .success(let formatted) = format(number) else { return nil }
        return formatted.text
    }

    /// The text of a valid number for this user (see the type's rules).
    private func text(for result: inout dd_phone_result) -> String {
        let userCode = region.map { dd_phone_country_code_for_region($0) } ?? 0
        let national = Self.string(&result.national_significant_number)
        if result.country_code == Self.northAmericanCountryCode, userCode == Self.northAmericanCountryCode,
            national.count == 10
        {
            let a = national.prefix(3), b = national.dropFirst(3).prefix(3), c = national.dropFirst(6)
            return "1(\(a))\(b)-\(c)"
        }
        if userCode != 0, result.country_code == userCode {
            return Self.string(&result.national)
        }
        return Self.string(&result.international)
    }

    /// Digits (of any script: libphonenumber reads them all), with "+" only first, and
    /// the separators people write between groups.
    static func hasOnlyPhoneCharacters(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= maximumLength else { return false }
        let separators: Set<Character> = [" ", "\u{A0}", "\u{202F}", ".", "-", "/", "(", ")"]
        var sawDigit = false
        for (offset, character) in text.enumerated() {
            if character == "+", offset == 0 { continue }
            if separators.contains(character) { continue }
            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                scalar.properties.numericType == .decimal
            else { return false }
            sawDigit = true
        }
        return sawDigit
    }

    /// A NUL-terminated C character array of `dd_phone_result` as a Swift string.
    private static func string<T>(_ field: inout T) -> String {
        withUnsafeBytes(of: &field) { bytes in
            let prefix = bytes.prefix { $0 != 0 }
            return String(decoding: prefix, as: UTF8.self)
        }
    }
}

/// Why a text is not a phone number, with the message the user sees.
public enum PhoneNumberProblem: Error, Sendable, Equatable {
    /// Letters or other characters; or no digits.
    case notANumber
    /// "+" followed by a country calling code no country has.
    case unknownCountryCode
    /// No "+" and no region to read the number in (the locale names none).
    case needsCountryCode
    case tooShort
    case tooLong
    /// The right characters, but no number of that country's plan (ISO region, or "").
    case invalid(region: String)
    /// libphonenumber (opened on first use) could not be loaded; the loader's reason.
    case unavailable(String)

    /// What the user is told, in their language; country names from iso-codes.
    public func message(countryNames: CountryNames = .forInterface()) -> String {
        switch self {
        case .notANumber:
            tr("Not a phone number: only digits, a leading “+”, spaces, dots, dashes and parentheses are allowed.")
        case .unknownCountryCode:
            tr("Not a phone number: no country has this code after “+”.")
        case .needsCountryCode:
            tr("Not a phone number here: start with “+” and the country code.")
        case .tooShort:
            tr("Not a phone number: too few digits.")
        case .tooLong:
            tr("Not a phone number: too many digits.")
        case .invalid(let region):
            if let country = countryNames.name(alpha2: region) {
                // TRANSLATORS: %1$@ is a country name from iso-codes ("United Kingdom").
                fill(tr("%1$@: not a valid phone number; check the digits."), country)
            } else {
                tr("Not a valid phone number; check the digits.")
            }
        case .unavailable(let reason):
            fill(tr("Phone numbers cannot be checked: libphonenumber could not be loaded (%1$@)."), reason)
        }
    }
}
