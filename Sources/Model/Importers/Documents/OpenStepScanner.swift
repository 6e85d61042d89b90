import Foundation

/// The lexical half of `OpenStepPropertyListReader`: white space and comments, quoted and
/// unquoted strings, `<hex data>`, and positions for messages. Every string is charged to
/// the `ReadBudget` as it is decoded, so a long one is refused when it passes the limit,
/// not after it has been copied. Use it only inside `Data.withUnsafeBytes`.
struct OpenStepScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var budget: ReadBudget

    /// A syntax error at byte `offset`, with its line and column.
    func fail(_ message: String, at offset: Int) -> ImportError {
        var line = 1, column = 1
        for index in 0..<min(offset, bytes.count) {
            if bytes[index] == 0x0A {
                line += 1; column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return .at(line: line, column: column, message)
    }

    /// The first offset at or after `index` that is neither white space nor a comment.
    func skip(_ index: Int) throws(ImportError) -> Int {
        var i = index
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                i += 1
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
                while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
                let start = i
                i += 2
                while i + 1 < bytes.count && !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) {
                    i += 1
                }
                guard i + 1 < bytes.count else { throw fail(tr("a comment is not closed with “*/”."), at: start) }
                i += 2
            default:
                return i
            }
        }
        return i
    }

    /// Letters, digits and `_$+/:.-`: the characters of an unquoted string.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
            UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// The offset after the quoted or unquoted string at `index` without decoding it, or
    /// nil when it is not a string or not closed.
    func end(ofStringAt index: Int) -> Int? {
        guard index < bytes.count else { return nil }
        let quote = bytes[index]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            var end = index
            while end < bytes.count && Self.isUnquoted(bytes[end]) { end += 1 }
            return end > index ? end : nil
        }
        var i = index + 1
        while i < bytes.count && bytes[i] != quote { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
        return i < bytes.count ? i + 1 : nil
    }

    /// True when the text at `index` is a string followed by “=”: the first key of a
    /// `.strings` table, written without the outer braces. Only a guess at the format: an
    /// unclosed comment after the string (`skip` throws) is reported by the reader later.
    func startsWithKey(_ index: Int) -> Bool {
        guard let end = end(ofStringAt: index), let next = try? skip(end), next < bytes.count else { return false }
        return bytes[next] == UInt8(ascii: "=")
    }

    /// Charges a string of `length` UTF-8 bytes as a key or a value.
    mutating func count(_ length: Int, isKey: Bool) throws(ImportError) {
        if isKey { try budget.countKey(length) } else { try budget.countString(length) }
    }

    /// The quoted or unquoted string at `index` (charged to the budget) and the offset after it.
    mutating func string(at index: Int, isKey: Bool) throws(ImportError) -> (String, Int) {
        let quote = bytes[index]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            var end = index
            while end < bytes.count && Self.isUnquoted(bytes[end]) { end += 1 }
            try count(end - index, isKey: isKey)
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self), end)
        }
        let cap = isKey ? budget.limits.keyBytes : budget.limits.stringBytes
        var text: [UInt8] = []
        var i = index + 1
        while true {
            let run = i
            while i < bytes.count && bytes[i] != quote && bytes[i] != UInt8(ascii: "\\") { i += 1 }
            if text.count + (i - run) > cap { try count(text.count + (i - run), isKey: isKey) }
            text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
            guard i < bytes.count else { throw fail(tr("a quoted string is not closed."), at: index) }
            if bytes[i] == quote { break }
            i = try escape(at: i, into: &text)
            if text.count > cap { try count(text.count, isKey: isKey) }
        }
        try count(text.count, isKey: isKey)
        guard let string = String(validating: text, as: UTF8.self) else {
            throw fail(tr("a quoted string is not valid UTF-8 text."), at: index)
        }
        return (string, i + 1)
    }

    /// Decodes the escape at `index` (a backslash) into `text`; returns the offset after it.
    private func escape(at index: Int, into text: inout [UInt8]) throws(ImportError) -> Int {
        guard index + 1 < bytes.count else { throw fail(tr("a quoted string is not closed."), at: index) }
        let byte = bytes[index + 1]
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
            UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09, UInt8(ascii: "v"): 0x0B, UInt8(ascii: "\""): 0x22,
            UInt8(ascii: "'"): 0x27, UInt8(ascii: "\\"): 0x5C,
        ]
        if let decoded = simple[byte] {
            text.append(decoded)
            return index + 2
        }
        if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) {
            var value = 0, i = index + 1
            while i < bytes.count && i < index + 4 && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i]) {
                value = value * 8 + Int(bytes[i] - UInt8(ascii: "0"))
                i += 1
            }
            guard value < 0x80 else {
                throw fail(
                    tr("an octal escape above \\177 (NeXTSTEP text) cannot be read; use \\U and hex digits."), at: index
                )
            }
            text.append(UInt8(value))
            return i
        }
        guard byte == UInt8(ascii: "U") else {
            let shown = String(decoding: [byte], as: UTF8.self)
            throw fail(fill(tr("“\\%1$@” is not a valid escape."), shown), at: index)
        }
        var (unit, i) = try hexUnit(at: index)
        if (0xD800..<0xDC00).contains(unit), i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"),
            bytes[i + 1] == UInt8(ascii: "U")
        {
            let (low, next) = try hexUnit(at: i)
            if (0xDC00..<0xE000).contains(low) {
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                i = next
            }
        }
        guard let scalar = Unicode.Scalar(unit) else {
            throw fail(tr("a \\U escape stands for half of a UTF-16 surrogate pair."), at: index)
        }
        text.append(contentsOf: String(Character(scalar)).utf8)
        return i
    }

    /// The 1 to 4 hexadecimal digits after the `\U` at `index`, and the offset after them.
    private func hexUnit(at index: Int) throws(ImportError) -> (UInt32, Int) {
        var value: UInt32 = 0, i = index + 2
        while i < bytes.count && i < index + 6, let digit = Self.hexDigit(bytes[i]) {
            value = value << 4 | UInt32(digit)
            i += 1
        }
        guard i > index + 2 else { throw fail(tr("“\\U” is not followed by hexadecimal digits."), at: index) }
        return (value, i)
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The `<hex data>` at `index` (charged to the budget as it grows) and the offset after it.
    mutating func data(at index: Int) throws(ImportError) -> (ScalarValue, Int) {
        var prefix = Data(), count = 0, high: UInt8?
        var i = index + 1
        while i < bytes.count && bytes[i] != UInt8(ascii: ">") {
            let byte = bytes[i]
            if let digit = Self.hexDigit(byte) {
                if let first = high {
                    if prefix.count < DisplayText.dataPreviewBytes { prefix.append(first << 4 | digit) }
                    count += 1
                    high = nil
                    if count > budget.limits.stringBytes { try budget.countString(count) }
                } else {
                    high = digit
                }
            } else if ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                throw fail(tr("a data value holds something other than hexadecimal digits."), at: i)
            }
            i += 1
        }
        guard i < bytes.count else { throw fail(tr("a data value is not closed with “>”."), at: index) }
        guard high == nil else { throw fail(tr("a data value has an odd number of hexadecimal digits."), at: index) }
        try budget.countString(count)
        return (.data(count: count, prefix: prefix), i + 1)
    }
}
