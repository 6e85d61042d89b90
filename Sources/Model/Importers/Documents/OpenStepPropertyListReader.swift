import Foundation

/// Reads an old-style (OpenStep, ASCII) property list into a `DocumentValue`: Xcode's
/// `project.pbxproj`, `.strings` tables, GNUstep defaults.
///
/// Accepted: dictionaries `{ key = value; }`, arrays `( a, b )` (a trailing comma too),
/// quoted (`"…"` or `'…'`) and unquoted strings (letters, digits and `_$+/:.-`),
/// `<hex data>`, `/* */` and `//` comments, and a `.strings` table written without the
/// outer braces (`"key" = "value";` lines). Escapes: `\a \b \f \n \r \t \v \" \' \\`,
/// octal `\ooo` up to `\177` and `\U` with one to four hexadecimal digits (UTF-16
/// surrogate pairs joined). Every value is text or data, as Foundation reads them.
/// Anything else, an unknown escape, a string or comment left open, or text after the
/// value is refused with its line and column. Every value, key and string is charged to
/// the `ReadBudget` as it is read, before it is stored; nesting is bounded by the depth limit.
struct OpenStepPropertyListReader {
    static func read(_ data: Data, name: String, limits: ReadLimits = .standard) throws(ImportError) -> DocumentValue {
        let result: Result<DocumentValue, ImportError> = data.withUnsafeBytes { raw in
            var reader = OpenStepPropertyListReader(
                scanner: OpenStepScanner(bytes: raw.bindMemory(to: UInt8.self), budget: ReadBudget(limits)))
            do throws(ImportError) {
                return .success(try reader.document())
            } catch {
                // The reading limits speak for themselves; syntax errors say which file.
                if reader.scanner.budget.exceeded { return .failure(error) }
                let message = fill(
                    tr("“%1$@” is not a valid property list: %2$@"), DisplayText.title(name), error.message)
                return .failure(ImportError(message: message))
            }
        }
        return try result.get()
    }

    var scanner: OpenStepScanner

    private var bytes: UnsafeBufferPointer<UInt8> { scanner.bytes }

    private func isByte(_ index: Int, _ ascii: Unicode.Scalar) -> Bool {
        index < bytes.count && bytes[index] == UInt8(ascii: ascii)
    }

    /// The whole document: one value, or the members of a `.strings` table.
    mutating func document() throws(ImportError) -> DocumentValue {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        start = try scanner.skip(start)
        let value: DocumentValue
        var end: Int
        if start == bytes.count || scanner.startsWithKey(start) {
            try scanner.budget.enter()
            try scanner.budget.countNode()
            (value, end) = try members(from: start, closing: nil)
            scanner.budget.leave()
        } else {
            (value, end) = try self.value(at: start)
        }
        end = try scanner.skip(end)
        guard end == bytes.count else { throw scanner.fail(tr("there is more text after the value."), at: end) }
        return value
    }

    /// The value starting at `index` (not white space) and the offset after it.
    private mutating func value(at index: Int) throws(ImportError) -> (DocumentValue, Int) {
        guard index < bytes.count else {
            throw scanner.fail(tr("the document ends where a value was expected."), at: index)
        }
        try scanner.budget.checkpoint(bytesRead: index)
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try scanner.budget.enter()
            try scanner.budget.countNode()
            let (members, end) = try members(from: try scanner.skip(index + 1), closing: index)
            scanner.budget.leave()
            return (members, end)
        case UInt8(ascii: "("):
            try scanner.budget.enter()
            try scanner.budget.countNode()
            let result = try elements(from: index)
            scanner.budget.leave()
            return result
        case UInt8(ascii: "<"):
            try scanner.budget.countNode()
            let (data, end) = try scanner.data(at: index)
            return (.scalar(data), end)
        case let byte where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || OpenStepScanner.isUnquoted(byte):
            try scanner.budget.countNode()
            let (text, end) = try scanner.string(at: index, isKey: false)
            return (.scalar(.string(text)), end)
        default:
            throw scanner.fail(fill(tr("unexpected character “%1$@”."), character(at: index)), at: index)
        }
    }

    /// The character at `index`, for messages.
    private func character(at index: Int) -> String {
        var end = index + 1
        while end < bytes.count && end < index + 4 && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return DisplayText.line(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))
    }

    /// `key = value;` members from `index` up to the `}` matching the `{` at `closing`, or
    /// to the end of the text when `closing` is nil (a `.strings` table).
    private mutating func members(from index: Int, closing: Int?) throws(ImportError) -> (DocumentValue, Int) {
        var members: [(key: String, value: DocumentValue)] = []
        var i = index
        while true {
            if let closing {
                guard i < bytes.count else {
                    throw scanner.fail(tr("a dictionary is not closed with “}”."), at: closing)
                }
                if bytes[i] == UInt8(ascii: "}") { return (.dictionary(members), i + 1) }
            } else if i == bytes.count {
                return (.dictionary(members), i)
            }
            guard isByte(i, "\"") || isByte(i, "'") || (i < bytes.count && OpenStepScanner.isUnquoted(bytes[i])) else {
                throw scanner.fail(tr("a dictionary key must be a string."), at: i)
            }
            let (key, afterKey) = try scanner.string(at: i, isKey: true)
            i = try scanner.skip(afterKey)
            guard isByte(i, "=") else { throw scanner.fail(tr("“=” is missing after a key."), at: i) }
            let (value, afterValue) = try self.value(at: try scanner.skip(i + 1))
            members.append((key, value))
            i = try scanner.skip(afterValue)
            guard isByte(i, ";") else { throw scanner.fail(tr("“;” is missing after a value."), at: i) }
            i = try scanner.skip(i + 1)
        }
    }

    /// The elements of the array whose `(` is at `open`, and the offset after its `)`.
    private mutating func elements(from open: Int) throws(ImportError) -> (DocumentValue, Int) {
        var elements: [DocumentValue] = []
        var i = try scanner.skip(open + 1)
        while true {
            guard i < bytes.count else { throw scanner.fail(tr("an array is not closed with “)”."), at: open) }
            if bytes[i] == UInt8(ascii: ")") { return (.array(elements), i + 1) }
            let (value, end) = try self.value(at: i)
            elements.append(value)
            i = try scanner.skip(end)
            if isByte(i, ",") {
                i = try scanner.skip(i + 1)
            } else if !isByte(i, ")") {
                guard i < bytes.count else {
                    throw scanner.fail(tr("an array is not closed with “)”."), at: open)
                }
                throw scanner.fail(tr("“,” or “)” is missing after a value in an array."), at: i)
            }
        }
    }
}
