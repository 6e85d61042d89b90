import Foundation

/// Formats a zoom scale for the header bar ("100%", "33%", "2 000 %") in a locale.
///
/// Whole percents only: the level is a glance value, and 33.3333% would jitter while
/// pinching.
public struct ZoomLevelFormatter: Sendable {
    public var locale: Locale

    public init(locale: Locale = .current) {
        self.locale = locale
    }

    /// The scale as a percentage (1 → "100%").
    public func string(for scale: Double) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .percent
        formatter.maximumFractionDigits = 0
        formatter.roundingMode = .halfEven
        let value = scale.isFinite ? scale : 0
        return formatter.string(from: NSNumber(value: value)) ?? "\(Int((value * 100).rounded()))%"
    }
}
