import Foundation

/// How each kind of column is written to and read from CSV cells and JSON values.
extension ExchangeColumn {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// The CSV cell for `value` (before neutralising and quoting).
    func cell(_ value: ExchangeValue?) -> String {
        switch value {
        case .text(let text)?: return text
        case .price(let price)?: return NSDecimalNumber(decimal: price).description(withLocale: Self.posix)
        case .priority(let priority)?: return Self.priorityWords[priority] ?? "medium"
        case .flag(let flag)?: return flag ? "true" : "false"
        case .picture(let data)?: return data?.base64EncodedString() ?? ""
        case .lines(let lines)?: return lines.joined(separator: "\n")
        case nil: return ""
        }
    }

    /// The JSON value for `value` (a price as a string, so no digit is lost to binary).
    func json(_ value: ExchangeValue?) -> Any {
        switch value {
        case .flag(let flag)?: return flag
        case .lines(let lines)?: return lines
        case .picture(nil)?: return NSNull()
        default: return cell(value)
        }
    }

    /// The value of a CSV cell (already without its formula apostrophe).
    func value(cell: String) throws(ExchangeFieldError) -> ExchangeValue {
        switch kind {
        case .text: return .text(cell)
        case .lines:
            return .lines(cell.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).map(String.init))
        case .price: return .price(try price(cell))
        case .priority: return .priority(try priority(cell))
        case .flag: return .flag(try flag(cell))
        case .picture: return .picture(try picture(cell))
        }
    }

    /// The value of a JSON value (nil: the key is missing).
    func value(json: Any?) throws(ExchangeFieldError) -> ExchangeValue {
        if json == nil || json is NSNull { return try value(cell: "") }
        if let string = json as? String {
            if kind == .lines { return .lines([string]) }
            return try value(cell: string)
        }
        switch kind {
        case .price:
            if let number = json as? NSNumber, !(json is Bool) { return .price(try price(number.stringValue)) }
        case .priority:
            if let number = json as? Int { return .priority(try priority(String(number))) }
        case .flag:
            if let flag = json as? Bool { return .flag(flag) }
        case .lines:
            if let array = json as? [Any] {
                let lines = array.compactMap { $0 as? String }
                if lines.count == array.count { return .lines(lines) }
            }
        case .text, .picture: break
        }
        throw ExchangeFieldError(fill(tr("%1$@ has the wrong kind of value"), name))
    }

    private func price(_ text: String) throws(ExchangeFieldError) -> Decimal {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let isNumber =
            !trimmed.isEmpty && trimmed.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
            && trimmed.filter { $0 == "." }.count <= 1 && trimmed != "."
        guard isNumber, let price = Decimal(string: trimmed, locale: Self.posix), price <= 1_000_000_000 else {
            throw ExchangeFieldError(fill(tr("%1$@ “%2$@” is not a number"), name, DisplayText.title(text)))
        }
        return price
    }

    private static let priorityWords: [TodoPriority: String] = [.high: "high", .medium: "medium", .low: "low"]

    private func priority(_ text: String) throws(ExchangeFieldError) -> TodoPriority {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        if word.isEmpty { return .medium }
        if let found = Self.priorityWords.first(where: { $0.value == word })?.key { return found }
        if let number = Int(word), let priority = TodoPriority(rawValue: number) { return priority }
        throw ExchangeFieldError(
            fill(tr("%1$@ “%2$@” is not high, medium or low"), name, DisplayText.title(text)))
    }

    private func flag(_ text: String) throws(ExchangeFieldError) -> Bool {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0", "": return false
        default:
            throw ExchangeFieldError(fill(tr("%1$@ “%2$@” is not true or false"), name, DisplayText.title(text)))
        }
    }

    private func picture(_ text: String) throws(ExchangeFieldError) -> Data? {
        let compact = text.filter { !$0.isWhitespace }
        if compact.isEmpty { return nil }
        guard let data = Data(base64Encoded: compact) else {
            throw ExchangeFieldError(fill(tr("%1$@ is not a picture in base64"), name))
        }
        return data
    }
}
