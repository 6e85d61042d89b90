import Foundation

/// Prices as a person types and reads them in their locale: "4.60" in English, "4,60"
/// in Italian; shown as currency ("$4.60", "4,60 €").
///
/// Parsing is strict so that a typo never becomes a wrong price: digits, at most one
/// decimal separator, grouping separators only where they belong ("1,234.50" in English,
/// "1.234,50" in Italian), an optional currency symbol. "4.60" in Italian is refused
/// with a hint instead of being read as 460.
public struct PriceFormat: Sendable {
    /// Why a typed price was refused.
    public enum Problem: Error, Equatable, Sendable {
        case empty
        case negative
        case notANumber
        case tooLarge
        case tooManyDigits
    }

    /// The largest price accepted; REAL keeps every digit up to here.
    public static let maximum = Decimal(1_000_000_000)

    public let numberLocale: Locale
    public let moneyLocale: Locale

    public init(numberLocale: Locale, moneyLocale: Locale) {
        self.numberLocale = numberLocale
        self.moneyLocale = moneyLocale
    }

    /// The user's formats (from `LC_NUMERIC` and `LC_MONETARY`).
    public static func current() -> PriceFormat {
        PriceFormat(numberLocale: UserLocale.current(.numeric), moneyLocale: UserLocale.current(.monetary))
    }

    public var decimalSeparator: String { numberLocale.decimalSeparator ?? "." }
    public var groupingSeparator: String { numberLocale.groupingSeparator ?? "," }

    /// The price in `text`, or why it is not one.
    public func parse(_ text: String) -> Result<Decimal, Problem> {
        var text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let symbols = [moneyLocale.currencySymbol, numberLocale.currencySymbol].compactMap { $0 }
        for symbol in symbols where !symbol.isEmpty && symbol != "¤" {
            if text.hasPrefix(symbol) { text = String(text.dropFirst(symbol.count)) }
            if text.hasSuffix(symbol) { text = String(text.dropLast(symbol.count)) }
            text = text.trimmingCharacters(in: .whitespaces)
        }
        guard !text.isEmpty else { return .failure(.empty) }
        if text.hasPrefix("-") || text.hasPrefix("−") { return .failure(.negative) }
        if text.hasPrefix("+") { text.removeFirst() }

        let decimal = decimalSeparator
        let parts = text.components(separatedBy: decimal)
        guard parts.count <= 2 else { return .failure(.notANumber) }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.allSatisfy(\.isASCIIDigit) else { return .failure(.notANumber) }
        guard let integer = integerDigits(parts[0]), !(integer.isEmpty && fraction.isEmpty) else {
            return .failure(.notANumber)
        }
        let canonical = (integer.isEmpty ? "0" : integer) + (fraction.isEmpty ? "" : "." + fraction)
        guard canonical.filter(\.isASCIIDigit).drop(while: { $0 == "0" }).count <= 15 else {
            return .failure(integer.drop(while: { $0 == "0" }).count > 10 ? .tooLarge : .tooManyDigits)
        }
        guard let value = Decimal(string: canonical, locale: Locale(identifier: "en_US_POSIX")) else {
            return .failure(.notANumber)
        }
        return value > PriceFormat.maximum ? .failure(.tooLarge) : .success(value)
    }

    /// The digits of the integer part, or nil when grouping separators are misplaced.
    private func integerDigits(_ part: String) -> String? {
        let grouping = groupingSeparator
        // Locales that group with a (narrow) no-break space: accept any space there.
        let spaceGrouping = grouping.unicodeScalars.allSatisfy { CharacterSet.whitespaces.contains($0) }
        let groups: [String]
        if spaceGrouping {
            groups = part.components(separatedBy: CharacterSet.whitespaces)
        } else {
            groups = grouping.isEmpty ? [part] : part.components(separatedBy: grouping)
        }
        guard groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        if groups.count > 1 {
            guard let first = groups.first, (1...3).contains(first.count),
                groups.dropFirst().allSatisfy({ $0.count == 3 })
            else { return nil }
        }
        return groups.joined()
    }

    /// The price as currency in the user's locale; a plain number with two decimals when
    /// the locale has no currency ("C").
    public func currency(_ price: Decimal) -> String {
        let formatter = NumberFormatter()
        formatter.locale = moneyLocale
        let code = moneyLocale.currencyCode ?? ""
        if code.isEmpty || moneyLocale.identifier == "en_US_POSIX" {
            formatter.numberStyle = .decimal
            formatter.minimumFractionDigits = 2
            formatter.maximumFractionDigits = max(2, fractionDigits(price))
        } else {
            formatter.numberStyle = .currency
            formatter.maximumFractionDigits = max(formatter.maximumFractionDigits, fractionDigits(price))
        }
        return formatter.string(from: NSDecimalNumber(decimal: price)) ?? editingText(price)
    }

    /// The price as the edit field shows it: no grouping, the locale's decimal separator,
    /// at least two decimals and every stored digit (3.5 → "3,50" in Italian).
    public func editingText(_ price: Decimal) -> String {
        var plain = price
        var rounded = Decimal()
        NSDecimalRound(&rounded, &plain, 15, .plain)
        var text = NSDecimalNumber(decimal: rounded).description(withLocale: Locale(identifier: "en_US_POSIX"))
        let decimals = text.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
        if decimals < 2 { text += (decimals == 0 ? "." : "") + String(repeating: "0", count: 2 - decimals) }
        return text.replacingOccurrences(of: ".", with: decimalSeparator)
    }

    /// A sample price in the user's format, for hints ("4,60").
    public var example: String { "4" + decimalSeparator + "60" }

    /// A sentence telling the user what is wrong with what they typed.
    public func message(for problem: Problem) -> String {
        switch problem {
        case .empty: return tr("Enter a price.")
        case .negative: return tr("The price cannot be negative.")
        case .notANumber: return fill(tr("The price must be a number, such as %1$@."), example)
        case .tooLarge: return tr("The price is too large.")
        case .tooManyDigits: return tr("The price has too many digits.")
        }
    }

    private func fractionDigits(_ price: Decimal) -> Int {
        max(0, -price.exponent)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
