import Foundation

/// Reads values straight out of JSON text that `StrictJSON.validate` has accepted, so a
/// document of a known shape (the trends file) is read in one more linear pass instead
/// of being turned into `[String: Any]` by `JSONSerialization` first.
///
/// Positions are byte offsets of the first byte of a value (never whitespace). Because
/// the text is known to be valid, the cursor only follows the structure; it still never
/// reads outside the buffer. Skipping a nested value is a loop, not recursion.
/// Use it only inside `Data.withUnsafeBytes` on validated text.
struct StrictJSONCursor {
    enum Kind { case object, array, string, number, boolean, null }

    let bytes: UnsafeBufferPointer<UInt8>

    /// The first non-whitespace offset at or after `index`.
    func skipWhitespace(_ index: Int) -> Int {
        var i = index
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return i
            }
        }
        return i
    }

    func kind(at index: Int) -> Kind {
        guard index < bytes.count else { return .null }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
        case UInt8(ascii: "n"): return .null
        default: return .number
        }
    }

    /// The offset just after the value starting at `index`.
    func end(ofValueAt index: Int) -> Int {
        guard index < bytes.count else { return bytes.count }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return end(ofStringAt: index)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var i = index
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "\""):
                    i = end(ofStringAt: i)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return i + 1 }
                default:
                    break
                }
                i += 1
            }
            return i
        default:
            var i = index
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D: return i
                default: i += 1
                }
            }
            return i
        }
    }

    /// The offset just after the closing quote of the string starting at `index`: the
    /// first quote after it (found by `memchr`, at the C library's speed) that an even run
    /// of backslashes precedes (an odd run escapes it).
    func end(ofStringAt index: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        var from = index &+ 1
        while from < bytes.count, let found = memchr(base + from, Int32(UInt8(ascii: "\"")), bytes.count &- from) {
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var before = quote &- 1
            while before > index, bytes[before] == UInt8(ascii: "\\") { before &-= 1 }
            if (quote &- 1 &- before) % 2 == 0 { return quote &+ 1 }
            from = quote &+ 1
        }
        return bytes.count
    }

    /// The first element of the array at `index`, or nil when it is empty.
    func firstElement(ofArrayAt index: Int) -> Int? {
        let i = skipWhitespace(index + 1)
        return i < bytes.count && bytes[i] != UInt8(ascii: "]") ? i : nil
    }

    /// The element or member key after the value at `index`, or nil at the closing bracket.
    func next(after index: Int) -> Int? {
        let i = skipWhitespace(end(ofValueAt: index))
        guard i < bytes.count, bytes[i] == UInt8(ascii: ",") else { return nil }
        return skipWhitespace(i + 1)
    }

    /// The key of the first member of the object at `index`, or nil when it is empty.
    func firstKey(ofObjectAt index: Int) -> Int? {
        let i = skipWhitespace(index + 1)
        return i < bytes.count && bytes[i] == UInt8(ascii: "\"") ? i : nil
    }

    /// The value of the member whose key starts at `key`.
    func value(ofKeyAt key: Int) -> Int {
        let colon = skipWhitespace(end(ofStringAt: key))
        return skipWhitespace(colon + 1)
    }

    /// The key of the member after the one whose value starts at `value`, or nil at `}`.
    func nextKey(afterValueAt value: Int) -> Int? {
        next(after: value)
    }

    /// True when the string at `index` decodes to `name` (an ASCII key).
    func string(at index: Int, equals name: StaticString) throws(ImportError) -> Bool {
        try withString(at: index) { decoded in name.withUTF8Buffer { $0.elementsEqual(decoded) } }
    }

    /// The text of the string starting at `index`, escapes decoded.
    func string(at index: Int) throws(ImportError) -> String {
        try withString(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// True when the string starting at `index` is empty.
    func isEmptyString(at index: Int) -> Bool {
        index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")
    }

    /// `body` with the UTF-8 bytes of the string starting at `index`: the text's own bytes
    /// when the string has no escape, else a decoded copy.
    func withString<T>(at index: Int, _ body: (UnsafeRawBufferPointer) -> T) throws(ImportError) -> T {
        let end = end(ofStringAt: index) - 1
        let raw = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<max(index + 1, end)])
        guard raw.contains(UInt8(ascii: "\\")) else { return body(UnsafeRawBufferPointer(raw)) }
        return try Self.decoded(raw).withUnsafeBytes(body)
    }

    /// The bytes of a string's contents (between its quotes) with its escapes decoded.
    private static func decoded(_ raw: UnsafeBufferPointer<UInt8>) throws(ImportError) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = 0
        func hex(_ at: Int) -> UInt32? {
            guard at + 4 <= raw.count else { return nil }
            var value: UInt32 = 0
            for k in at..<(at + 4) {
                let c = raw[k]
                let digit: UInt8
                switch c {
                case 0x30...0x39: digit = c - 0x30
                case 0x41...0x46: digit = c - 0x41 + 10
                case 0x61...0x66: digit = c - 0x61 + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        let invalid = ImportError(message: tr("The text is not valid UTF-8."))
        while i < raw.count {
            let c = raw[i]
            guard c == UInt8(ascii: "\\"), i + 1 < raw.count else {
                out.append(c)
                i += 1
                continue
            }
            let escape = raw[i + 1]
            i += 2
            switch escape {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard var code = hex(i) else { throw invalid }
                i += 4
                if code >= 0xD800 && code < 0xDC00 {
                    guard i + 6 <= raw.count, raw[i] == UInt8(ascii: "\\"), raw[i + 1] == UInt8(ascii: "u"),
                        let low = hex(i + 2), low >= 0xDC00 && low < 0xE000
                    else { throw invalid }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                } else if code >= 0xDC00 && code < 0xE000 {
                    throw invalid
                }
                switch code {
                case ..<0x80:
                    out.append(UInt8(code))
                case ..<0x800:
                    out.append(UInt8(0xC0 | code >> 6))
                    out.append(UInt8(0x80 | code & 0x3F))
                case ..<0x10000:
                    out.append(UInt8(0xE0 | code >> 12))
                    out.append(UInt8(0x80 | code >> 6 & 0x3F))
                    out.append(UInt8(0x80 | code & 0x3F))
                default:
                    out.append(UInt8(0xF0 | code >> 18))
                    out.append(UInt8(0x80 | code >> 12 & 0x3F))
                    out.append(UInt8(0x80 | code >> 6 & 0x3F))
                    out.append(UInt8(0x80 | code & 0x3F))
                }
            default:
                out.append(escape) // \" \\ \/
            }
        }
        return out
    }

    /// The text of the number or literal at `index`.
    func rawText(at index: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end(ofValueAt: index)]), as: UTF8.self)
    }
}
