import Foundation

/// The number styles the Formats page compares (the original tutorials' NSNumberFormatter styles).
public enum NumberStyle: String, Sendable, CaseIterable, Identifiable {
    /// No style: the value rounded to a whole number, no grouping ("5" for 4.6).
    case none
    /// Decimal with grouping, rounded down to a whole number ("4" for 4.6), as the original tutorials'
    /// `NSNumberFormatterRoundFloor` with a rounding increment of 1.
    case decimalRoundedDown
    /// The locale's currency ("$4.60", "4,60 €").
    case currency
    /// Percent ("460%", "460 %").
    case percent
    /// Scientific ("4.6E0").
    case scientific
    /// Spelled out in words ("four point six", "quattro virgola sei").
    case spellOut

    public var id: String { rawValue }

    /// The style's name for a person.
    public var title: String {
        switch self {
        case .none: tr("No style")
        case .decimalRoundedDown: tr("Decimal (rounded down)")
        case .currency: tr("Currency")
        case .percent: tr("Percent")
        case .scientific: tr("Scientific")
        case .spellOut: tr("Spelled out")
        }
    }

    /// `value` in this style for `locale`. Currency uses the locale's own currency.
    public func format(_ value: Double, locale: Locale) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        switch self {
        case .none:
            formatter.numberStyle = .none
        case .decimalRoundedDown:
            formatter.numberStyle = .decimal
            formatter.roundingMode = .floor
            formatter.roundingIncrement = 1
        case .currency:
            formatter.numberStyle = .currency
        case .percent:
            formatter.numberStyle = .percent
        case .scientific:
            formatter.numberStyle = .scientific
        case .spellOut:
            formatter.numberStyle = .spellOut
        }
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}

/// One of the original tutorials' test numbers, with the fraction digits it is written with
/// ("4.0" keeps its ".0"; "-64" has none).
public struct SampleNumber: Sendable, Equatable, Identifiable {
    public var value: Double
    public var fractionDigits: Int

    public init(_ value: Double, fractionDigits: Int) {
        self.value = value
        self.fractionDigits = fractionDigits
    }

    public var id: Double { value }

    /// The original tutorials' test numbers: 4.0, 0.4, 4.6 and -64.
    public static let tutorial: [SampleNumber] = [
        SampleNumber(4.0, fractionDigits: 1),
        SampleNumber(0.4, fractionDigits: 1),
        SampleNumber(4.6, fractionDigits: 1),
        SampleNumber(-64, fractionDigits: 0),
    ]

    /// The number as written in `locale` ("4.0", "4,0"), for headings.
    public func written(locale: Locale) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = fractionDigits
        formatter.maximumFractionDigits = fractionDigits
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
