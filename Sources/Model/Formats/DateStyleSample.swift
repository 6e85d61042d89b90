import Foundation

/// The two ways the Formats page shows today: the locale's long date style, and the
/// original tutorials' custom pattern "'The time is' hh:mm 'on' EEEE MMMM d".
public enum DateStyleSample: String, Sendable, CaseIterable, Identifiable {
    /// The locale's long date, no time ("January 15, 2027", "15 gennaio 2027").
    case long
    /// The original tutorials' custom pattern; the pattern itself is translatable so that each
    /// language can word and order it ("'Sono le' HH:mm 'di' EEEE d MMMM").
    case custom

    public var id: String { rawValue }

    /// The sample's name for a person.
    public var title: String {
        switch self {
        case .long: tr("Long style")
        case .custom: tr("Custom format")
        }
    }

    /// The date pattern (Unicode TR35) the custom sample uses, in the user's language.
    public static var customPattern: String {
        // TRANSLATORS: a date pattern (Unicode TR35): keep the letters hh (hour 01-12),
        // HH (hour 00-23), mm (minutes), EEEE (weekday), MMMM (month), d (day) and
        // translate only the text between single quotes; reorder as your language needs.
        tr("'The time is' hh:mm 'on' EEEE MMMM d")
    }

    /// The original tutorials' pattern, untranslated.
    public static let tutorialPattern = "'The time is' hh:mm 'on' EEEE MMMM d"

    /// `date` in this style for `locale`, in `timeZone`. A broken translated pattern
    /// cannot crash (DateFormatter treats unknown letters literally); one that gives
    /// nothing at all falls back to the original tutorials' pattern.
    public func format(
        _ date: Date, locale: Locale, timeZone: TimeZone,
        pattern: String = DateStyleSample.customPattern
    ) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        switch self {
        case .long:
            formatter.dateStyle = .long
            formatter.timeStyle = .none
        case .custom:
            formatter.dateFormat = pattern
            if formatter.string(from: date).isEmpty {
                formatter.dateFormat = Self.tutorialPattern
            }
        }
        return formatter.string(from: date)
    }
}
