import Foundation

/// One scalar of a document, typed so the detail page can show numbers and dates in the
/// user's locale.
public enum ScalarValue: Sendable, Equatable {
    case string(String)
    case integer(Int64)
    /// A real number; may be NaN or infinite (valid in property lists, shown as such).
    case real(Double)
    case boolean(Bool)
    /// A finite date (non-finite ones are refused by the readers).
    case date(Date)
    /// The byte count and the first bytes (`DisplayText.dataPreviewBytes`) of a data value.
    case data(count: Int, prefix: Data)
    case null

    /// The value as data-like text that does not depend on the locale: strings as they
    /// are, numbers as written in C, dates in ISO 8601, data as a byte count. Unbounded:
    /// pass it through `DisplayText` before showing it.
    public var plainText: String {
        switch self {
        case .string(let text): return text
        case .integer(let value): return String(value)
        case .real(let value): return DisplayText.realText(value)
        case .boolean(let flag): return flag ? "true" : "false"
        case .date(let date): return DisplayText.isoDate(date)
        case .data(let count, _): return fill(trn("%1$@ byte", "%1$@ bytes", count), String(count))
        case .null: return "null"
        }
    }
}
