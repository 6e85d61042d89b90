import Foundation

/// Where the scanner is: expecting a value, an object key, or what follows a value.
private enum StrictJSONState { case value, key, afterValue }

/// The byte scanner behind `StrictJSON.validate`: one pass, an explicit stack of open
/// containers instead of recursion, every syntax error with its line and column. With a
/// `ReadBudget`, every value, key and string (its decoded UTF-8 length) is charged as it is
/// scanned, so a document past a limit is refused there, before anything is built.
struct StrictJSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    var budget: ReadBudget?
    var index = 0
    /// Open containers: `[` or `{`.
    var stack: [UInt8] = []
    /// Object keys, and dictionaries and arrays, scanned (so a reader can reserve room).
    var keys = 0
    var containers = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, budget: ReadBudget? = nil) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.budget = budget
    }

    mutating func run() throws(ImportError) -> Int {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { index = 3 }
        let start = index
        if bytes.count >= 2
            && (bytes[0] == 0 || bytes[1] == 0 || (bytes[0] == 0xFF && bytes[1] == 0xFE)
                || (bytes[0] == 0xFE && bytes[1] == 0xFF))
        {
            throw ImportError(message: tr("The JSON text is not encoded as UTF-8."))
        }
        skipWhitespace()
        if index == bytes.count {
            throw fail(tr("The document contains no JSON value."))
        }
        var state = StrictJSONState.value
        while true {
            switch state {
            case .value:
                skipWhitespace()
                guard index < bytes.count else { throw unexpectedEnd() }
                let c = bytes[index]
                switch c {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    if budget != nil {
                        try budget?.enter()
                        try budget?.countNode()
                    } else if stack.count >= maximumDepth {
                        throw fail(ImportError.tooDeep(limit: maximumDepth).message)
                    }
                    stack.append(c)
                    containers += 1
                    index += 1
                    skipWhitespace()
                    let close = c == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if index < bytes.count && bytes[index] == close {
                        stack.removeLast()
                        budget?.leave()
                        index += 1
                        state = .afterValue
                    } else {
                        state = c == UInt8(ascii: "{") ? .key : .value
                    }
                case UInt8(ascii: "\""):
                    try budget?.countNode()
                    try scanString(isKey: false)
                    state = .afterValue
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    try budget?.countNode()
                    let begin = index
                    try scanNumber()
                    // Numbers are not text; only their length is bounded.
                    if let limit = budget?.limits.stringBytes, index - begin > limit {
                        try budget?.countString(index - begin)
                    }
                    state = .afterValue
                case UInt8(ascii: "t"): try budget?.countNode(); try scanLiteral("true"); state = .afterValue
                case UInt8(ascii: "f"): try budget?.countNode(); try scanLiteral("false"); state = .afterValue
                case UInt8(ascii: "n"): try budget?.countNode(); try scanLiteral("null"); state = .afterValue
                case UInt8(ascii: "]")
                where stack.last == UInt8(ascii: "[") && previousSignificant() == UInt8(ascii: ","):
                    throw fail(tr("A comma is followed by “]”: trailing commas are not allowed."))
                default:
                    throw unexpected()
                }
            case .key:
                skipWhitespace()
                guard index < bytes.count else { throw unexpectedEnd() }
                if bytes[index] == UInt8(ascii: "}") {
                    throw fail(tr("A comma is followed by “}”: trailing commas are not allowed."))
                }
                guard bytes[index] == UInt8(ascii: "\"") else {
                    throw fail(tr("An object key must be a string in double quotes."))
                }
                try scanString(isKey: true)
                keys += 1
                skipWhitespace()
                guard index < bytes.count else { throw unexpectedEnd() }
                guard bytes[index] == UInt8(ascii: ":") else {
                    throw fail(tr("Expected “:” after an object key."))
                }
                index += 1
                state = .value
            case .afterValue:
                skipWhitespace()
                guard let top = stack.last else {
                    if index < bytes.count {
                        throw fail(tr("Unexpected text after the end of the JSON value."))
                    }
                    return start
                }
                guard index < bytes.count else { throw unexpectedEnd() }
                let c = bytes[index]
                if c == UInt8(ascii: ",") {
                    index += 1
                    state = top == UInt8(ascii: "{") ? .key : .value
                } else if (top == UInt8(ascii: "[") && c == UInt8(ascii: "]"))
                    || (top == UInt8(ascii: "{") && c == UInt8(ascii: "}"))
                {
                    stack.removeLast()
                    budget?.leave()
                    index += 1
                } else if top == UInt8(ascii: "[") {
                    throw fail(tr("Expected “,” or “]” in an array."))
                } else {
                    throw fail(tr("Expected “,” or “}” in an object."))
                }
            }
        }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    func previousSignificant() -> UInt8? {
        var i = index - 1
        while i >= 0 {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i -= 1
            default: return bytes[i]
            }
        }
        return nil
    }

    mutating func scanLiteral(_ word: StaticString) throws(ImportError) {
        let count = word.utf8CodeUnitCount
        let ok = word.withUTF8Buffer { w -> Bool in
            guard index + count <= bytes.count else { return false }
            for k in 0..<count where bytes[index + k] != w[k] { return false }
            return true
        }
        guard ok else { throw unexpected() }
        index += count
    }

    mutating func scanNumber() throws(ImportError) {
        let begin = index
        func digit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digit(index) else { throw invalidNumber(begin) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if digit(index) { throw invalidNumber(begin) }
        } else {
            while digit(index) { index += 1 }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digit(index) else { throw invalidNumber(begin) }
            while digit(index) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            guard digit(index) else { throw invalidNumber(begin) }
            while digit(index) { index += 1 }
        }
    }

    /// Scans a string starting at its opening quote: escapes, no raw control
    /// characters, well-formed UTF-8; charges its decoded UTF-8 length as a key or a value.
    mutating func scanString(isKey: Bool) throws(ImportError) {
        let begin = index
        index += 1
        // Bytes the escapes save: the decoded length is the raw length less these.
        var saved = 0
        while index < bytes.count {
            let c = bytes[index]
            switch c {
            case UInt8(ascii: "\""):
                index += 1
                let length = index - begin - 2 - saved
                if isKey { try budget?.countKey(length) } else { try budget?.countString(length) }
                return
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw unexpectedEnd() }
                switch bytes[index] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                    UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 1
                    saved += 1
                case UInt8(ascii: "u"):
                    index += 1
                    let code = try scanHexQuad()
                    saved += code < 0x80 ? 5 : code < 0x800 ? 4 : 3
                    if code >= 0xDC00 && code < 0xE000 {
                        throw fail(tr("The text is not valid UTF-8."))
                    }
                    if code >= 0xD800 && code < 0xDC00 {
                        // A UTF-16 high surrogate must be followed by an escaped low one.
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else {
                            throw fail(tr("The text is not valid UTF-8."))
                        }
                        index += 2
                        let low = try scanHexQuad()
                        guard low >= 0xDC00 && low < 0xE000 else { throw fail(tr("The text is not valid UTF-8.")) }
                        // 12 escaped bytes for one 4-byte character (3 already counted as saved).
                        saved += 5
                    }
                default:
                    throw fail(tr("Invalid escape sequence in a string."))
                }
            case 0x00..<0x20:
                throw fail(tr("Control characters must be escaped in a string."))
            case 0x20..<0x80:
                index += 1
            default:
                try scanUTF8Sequence()
            }
        }
        throw unexpectedEnd()
    }

    /// Four hexadecimal digits of a `\u` escape.
    mutating func scanHexQuad() throws(ImportError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw unexpectedEnd() }
            let c = bytes[index]
            guard isHexDigit(c) else {
                throw fail(tr("Invalid \\u escape: four hexadecimal digits are required."))
            }
            code = code << 4 | UInt32(c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x61 + 10)
            index += 1
        }
        return code
    }

    func isHexDigit(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
    }

    /// Validates one multi-byte UTF-8 sequence (no overlongs, no surrogates, ≤ U+10FFFF).
    mutating func scanUTF8Sequence() throws(ImportError) {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw fail(tr("The text is not valid UTF-8."))
        }
        guard index + length <= bytes.count else { throw fail(tr("The text is not valid UTF-8.")) }
        let second = bytes[index + 1]
        guard second >= low && second <= high else { throw fail(tr("The text is not valid UTF-8.")) }
        for k in 2..<max(2, length) where bytes[index + k] & 0xC0 != 0x80 {
            throw fail(tr("The text is not valid UTF-8."))
        }
        index += length
    }
}
