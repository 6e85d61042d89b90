import Foundation

/// Formats a telephone number for a locale (the original tutorials' custom NSFormatter).
///
/// For the North American numbering plan (regions US and CA) a ten-digit number is
/// written as the original tutorials do: 2032225200 → "1(203)222-5200" (an eleven-digit number
/// starting with the country code 1 too). Elsewhere, without a numbering database, the
/// digits are grouped the way most plans read them aloud: pairs where that is the
/// custom (France, Belgium, Luxembourg, Monaco: "20 32 22 52 00"), otherwise
/// 3-3-4 for ten digits ("203 222 5200") and groups of three, the last one taking a
/// lone remaining digit, for other lengths ("123 4567").
public struct PhoneNumberFormatter: Sendable, Equatable {
    /// The locale whose region decides the layout.
    public var locale: Locale

    public init(locale: Locale) {
        self.locale = locale
    }

    /// Regions that write numbers in pairs of digits.
    static let pairRegions: Set<String> = ["FR", "BE", "LU", "MC"]
    /// Regions of the North American numbering plan the original tutorials' format fits.
    static let northAmericanRegions: Set<String> = ["US", "CA"]

    /// The number formatted for the locale, or nil when `number` is not a phone number:
    /// after dropping spaces, dashes, dots and parentheses it must be 3 to 15 ASCII
    /// digits (E.164's longest is 15).
    public func string(from number: String) -> String? {
        guard let digits = Self.digits(of: number) else { return nil }
        let region = locale.region?.identifier ?? ""
        if Self.northAmericanRegions.contains(region) {
            let national = digits.count == 11 && digits.hasPrefix("1") ? String(digits.dropFirst()) : digits
            if national.count == 10 {
                let a = national.prefix(3)
                let b = national.dropFirst(3).prefix(3)
                let c = national.dropFirst(6)
                return "1(\(a))\(b)-\(c)"
            }
        }
        if Self.pairRegions.contains(region), digits.count.isMultiple(of: 2) {
            return Self.grouped(digits, sizes: Array(repeating: 2, count: digits.count / 2))
        }
        return Self.grouped(digits, sizes: Self.defaultGroupSizes(count: digits.count))
    }

    /// The digits of `number` without separators, or nil if anything else is in it.
    static func digits(of number: String) -> String? {
        let separators: Set<Character> = [" ", "-", ".", "(", ")", "\u{A0}"]
        let kept = number.filter { !separators.contains($0) }
        guard (3...15).contains(kept.count), kept.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return kept
    }

    /// 3-3-4 for ten digits; otherwise threes, with a lone last digit joining the group
    /// before it (7 → 3+4, 8 → 3+3+2, 9 → 3+3+3).
    static func defaultGroupSizes(count: Int) -> [Int] {
        if count == 10 { return [3, 3, 4] }
        var sizes = Array(repeating: 3, count: count / 3)
        switch count % 3 {
        case 1 where !sizes.isEmpty: sizes[sizes.count - 1] += 1
        case 0: break
        default: sizes.append(count % 3)
        }
        return sizes
    }

    static func grouped(_ digits: String, sizes: [Int]) -> String {
        var groups: [Substring] = []
        var rest = Substring(digits)
        for size in sizes {
            groups.append(rest.prefix(size))
            rest = rest.dropFirst(size)
        }
        if !rest.isEmpty { groups.append(rest) }
        return groups.joined(separator: " ")
    }
}
