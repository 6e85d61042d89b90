import Foundation

/// Reads an old-style (OpenStep, ASCII) property list into a `DocumentTape`: Xcode's
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
    static func read(_ data: Data, name: String, limits: ReadLimits = .standard) throws(ImportError) -> DocumentTape {
        let result: Result<DocumentTape, ImportError> = data.withUnsafeBytes { raw in
            var reader = OpenStepPropertyListReader(
                scanner: OpenStepScanner(bytes: raw.bindMemory(to: UInt8.self), budget: ReadBudget(limits)))
            do throws(ImportError) {
                try reader.document()
                return .success(reader.builder.finish())
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
    var builder = DocumentTapeBuilder()

    private var bytes: UnsafeBufferPointer<UInt8> { scanner.bytes }

    private func isByte(_ index: Int, _ ascii: Unicode.Scalar) -> Bool {
        index < bytes.count && bytes[index] == UInt8(ascii: ascii)
    }

    /// The whole document: one value, or the members of a `.strings` table.
    mutating func document() throws(ImportError) {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        start = try scanner.skip(start)
        var end: Int
        if start == bytes.count || scanner.startsWithKey(start) {
            try scanner.budget.enter()
            try scanner.budget.countNode()
            builder.beginDictionary()
            end = try members(from: start, closing: nil)
            builder.end()
            scanner.budget.leave()
        } else {
            end = try self.value(at: start)
        }
        end = try scanner.skip(end)
        guard end == bytes.count else { throw scanner.fail(tr("there is more text after the value."), at: end) }
    }

    /// Appends the value starting at `index` (not white space); returns the offset after it.
    private mutating func value(at index: Int) throws(ImportError) -> Int {
        guard index < bytes.count else {
            throw scanner.fail(tr("the document ends where a value was expected."), at: index)
        }
        try scanner.budget.checkpoint(bytesRead: index)
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try scanner.budget.enter()
            try scanner.budget.countNode()
            builder.beginDictionary()
            let end = try members(from: try scanner.skip(index + 1), closing: index)
            builder.end()
            scanner.budget.leave()
            return end
        case UInt8(ascii: "("):
            try scanner.budget.enter()
            try scanner.budget.countNode()
            builder.beginArray()
            let end = try elements(from: index)
            builder.end()
            scanner.budget.leave()
            return end
        case UInt8(ascii: "<"):
            try scanner.budget.countNode()
            let (data, end) = try scanner.data(at: index)
            builder.scalar(data)
            return end
        case let byte where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || OpenStepScanner.isUnquoted(byte):
            try scanner.budget.countNode()
            let (text, end) = try scanner.string(at: index, isKey: false)
            builder.string(text.utf8)
            return end
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

    /// Appends the `key = value;` members from `index` up to the `}` matching the `{` at
    /// `closing`, or to the end of the text when `closing` is nil (a `.strings` table);
    /// returns the offset after them.
    private mutating func members(from index: Int, closing: Int?) throws(ImportError) -> Int {
        var i = index
        while true {
            if let closing {
                guard i < bytes.count else {
                    throw scanner.fail(tr("a dictionary is not closed with “}”."), at: closing)
                }
                if bytes[i] == UInt8(ascii: "}") { return i + 1 }
            } else if i == bytes.count {
                return i
            }
            guard isByte(i, "\"") || isByte(i, "'") || (i < bytes.count && OpenStepScanner.isUnquoted(bytes[i])) else {
                throw scanner.fail(tr("a dictionary key must be a string."), at: i)
            }
            let (key, afterKey) = try scanner.string(at: i, isKey: true)
            i = try scanner.skip(afterKey)
            guard isByte(i, "=") else { throw scanner.fail(tr("“=” is missing after a key."), at: i) }
            builder.key(key.utf8)
            let afterValue = try self.value(at: try scanner.skip(i + 1))
            i = try scanner.skip(afterValue)
            guard isByte(i, ";") else { throw scanner.fail(tr("“;” is missing after a value."), at: i) }
            i = try scanner.skip(i + 1)
        }
    }

    /// Appends the elements of the array whose `(` is at `open`; returns the offset after its `)`.
    private mutating func elements(from open: Int) throws(ImportError) -> Int {
        var i = try scanner.skip(open + 1)
        while true {
            guard i < bytes.count else { throw scanner.fail(tr("an array is not closed with “)”."), at: open) }
            if bytes[i] == UInt8(ascii: ")") { return i + 1 }
            let end = try self.value(at: i)
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
