import Foundation

/// Steps over the parts of a JSON text already validated by `StrictJSON` (so every
/// string is closed, every escape complete and every number well formed): what the
/// `JSONDocumentIndex` is built with and what it answers from.
struct JSONText {
    let bytes: UnsafeBufferPointer<UInt8>
    var count: Int { bytes.count }

    @inline(__always)
    func skipWhitespace(_ start: Int) -> Int {
        var i = start
        while i < count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return i
            }
        }
        return i
    }

    /// The offset after the closing quote of the string whose opening quote is at `index`:
    /// the first quote after it (found by `memchr`, as fast as the C library scans) that
    /// an even run of backslashes precedes (an odd run escapes it).
    @inline(__always)
    func stringEnd(_ index: Int) -> Int {
        guard let base = bytes.baseAddress else { return count }
        var from = index &+ 1
        while from < count, let found = memchr(base + from, Int32(UInt8(ascii: "\"")), count &- from) {
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var before = quote &- 1
            while before > index, bytes[before] == UInt8(ascii: "\\") { before &-= 1 }
            if (quote &- 1 &- before) % 2 == 0 { return quote &+ 1 }
            from = quote &+ 1
        }
        return count // not reached: the text was validated
    }

    /// The offset after the number that starts at `index`.
    @inline(__always)
    func numberEnd(_ index: Int) -> Int {
        var i = index
        while i < count {
            switch bytes[i] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                i += 1
            default: return i
            }
        }
        return i
    }

    /// The offset of the value of the member whose key's opening quote is at `key`.
    @inline(__always)
    func memberValue(_ key: Int) -> Int {
        skipWhitespace(skipWhitespace(stringEnd(key)) + 1)
    }

    /// The contents of the string whose opening quote is at `index`, escapes decoded: the
    /// file's own bytes when it has no escape, else a decoded copy.
    func withString<T>(_ index: Int, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        let begin = index + 1
        var i = begin
        while true {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") {
                return body(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[begin..<i])))
            }
            if c == UInt8(ascii: "\\") { break }
            i += 1
        }
        let decoded = decodeString(from: begin, escape: i)
        return decoded.withUnsafeBytes(body)
    }

    /// True when the string whose opening quote is at `index` is empty.
    func isEmptyString(_ index: Int) -> Bool {
        bytes[index + 1] == UInt8(ascii: "\"")
    }

    /// The decoded bytes of the string that starts at `begin` (after its quote), whose
    /// first escape is at `escape`.
    private func decodeString(from begin: Int, escape: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(stringEnd(begin - 1) - begin)
        out.append(contentsOf: bytes[begin..<escape])
        var read = escape
        while true {
            let c = bytes[read]
            if c == UInt8(ascii: "\"") { return out }
            guard c == UInt8(ascii: "\\") else {
                out.append(c)
                read += 1
                continue
            }
            let escaped = bytes[read + 1]
            read += 2
            switch escaped {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var code = hexQuad(at: read)
                read += 4
                if code >= 0xD800 && code < 0xDC00 {
                    // Validated: an escaped low surrogate follows.
                    code = 0x10000 + ((code - 0xD800) << 10) + (hexQuad(at: read + 2) - 0xDC00)
                    read += 6
                }
                Self.append(code, to: &out)
            default: out.append(escaped) // \" \\ \/
            }
        }
    }

    private func hexQuad(at index: Int) -> UInt32 {
        var code: UInt32 = 0
        for k in 0..<4 {
            let c = bytes[index + k]
            code = code << 4 | UInt32(c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x61 + 10)
        }
        return code
    }

    /// Appends `code` as UTF-8 (a lone surrogate, which validation lets through as JSON
    /// allows it, becomes U+FFFD when the bytes are read as a `String`).
    private static func append(_ code: UInt32, to out: inout [UInt8]) {
        func put(_ value: UInt32) { out.append(UInt8(truncatingIfNeeded: value)) }
        switch code {
        case ..<0x80: put(code)
        case ..<0x800: put(0xC0 | code >> 6); put(0x80 | code & 0x3F)
        case ..<0x10000: put(0xE0 | code >> 12); put(0x80 | code >> 6 & 0x3F); put(0x80 | code & 0x3F)
        default:
            put(0xF0 | code >> 18); put(0x80 | code >> 12 & 0x3F)
            put(0x80 | code >> 6 & 0x3F); put(0x80 | code & 0x3F)
        }
    }
}
