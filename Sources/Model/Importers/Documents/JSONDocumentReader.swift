import Foundation

/// Reads JSON into a `DocumentTape`, keys in file order, without `JSONSerialization`.
///
/// `StrictJSON.validate` checks the syntax first and charges every value, key and
/// string to the `ReadBudget` as it scans (no allocation, line and column in its
/// messages), so a document past a limit is refused there, before anything is built.
/// This pass then follows the known-valid text once, with an explicit stack (no
/// recursion): strings and keys stay where they are in the file's bytes (escapes are
/// decoded in place, as they never decode longer than they are written), numbers are
/// parsed inline.
enum JSONDocumentReader {
    /// Reads `data`, taking it over as the tape's text (it is left empty).
    static func read(_ data: inout Data, limits: ReadLimits = .standard) throws(ImportError) -> DocumentTape {
        let (start, values, keys) = try StrictJSON.validateCounting(data, limits: limits)
        var text = data
        data = Data()
        var builder = DocumentTapeBuilder(reservingEntries: values + keys)
        var failure: ImportError?
        text.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            var reader = Reader(bytes: base, count: raw.count)
            do throws(ImportError) { try reader.run(from: start, into: &builder) } catch { failure = error }
        }
        if let failure { throw failure }
        return builder.finish(text: text)
    }

    private struct Reader {
        let bytes: UnsafeMutablePointer<UInt8>
        let count: Int
        /// For its progress and Cancel checkpoints only (the scan before charged every value).
        var budget = ReadBudget()

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

        /// Builds the tape of the validated text starting at `start`.
        mutating func run(from start: Int, into builder: inout DocumentTapeBuilder) throws(ImportError) {
            // Whether each open container is an object, innermost last.
            var objects: [Bool] = []
            var index = skipWhitespace(start)
            while true {
                // A value starts at `index`.
                try budget.checkpoint(bytesRead: index)
                switch bytes[index] {
                case UInt8(ascii: "{"):
                    builder.beginDictionary()
                    index = skipWhitespace(index + 1)
                    if bytes[index] != UInt8(ascii: "}") {
                        objects.append(true)
                        index = readKey(at: index, into: &builder)
                        continue
                    }
                    builder.end()
                    index += 1
                case UInt8(ascii: "["):
                    builder.beginArray()
                    index = skipWhitespace(index + 1)
                    if bytes[index] != UInt8(ascii: "]") {
                        objects.append(false)
                        continue
                    }
                    builder.end()
                    index += 1
                case UInt8(ascii: "\""):
                    let (offset, length, next) = readString(at: index)
                    builder.string(offset: offset, length: length)
                    index = next
                case UInt8(ascii: "t"): builder.boolean(true); index += 4
                case UInt8(ascii: "f"): builder.boolean(false); index += 5
                case UInt8(ascii: "n"): builder.null(); index += 4
                default: index = readNumber(at: index, into: &builder)
                }
                // After a value: the next member or element, or the end of containers.
                while true {
                    guard let isObject = objects.last else { return }
                    index = skipWhitespace(index)
                    if bytes[index] == UInt8(ascii: ",") {
                        index = skipWhitespace(index + 1)
                        if isObject { index = readKey(at: index, into: &builder) }
                        break
                    }
                    // "]" or "}": the container is complete.
                    objects.removeLast()
                    builder.end()
                    index += 1
                }
            }
        }

        /// Appends the key starting at `index`; returns the offset of its value.
        func readKey(at index: Int, into builder: inout DocumentTapeBuilder) -> Int {
            let (offset, length, next) = readString(at: index)
            builder.key(offset: offset, length: length)
            let colon = skipWhitespace(next)
            return skipWhitespace(colon + 1)
        }

        /// The decoded string whose opening quote is at `index`, as an offset and length
        /// of the buffer, and the offset after its closing quote. ASCII and UTF-8 bytes are
        /// only scanned; an escape shifts the rest of the string down as it is decoded.
        func readString(at index: Int) -> (offset: Int, length: Int, next: Int) {
            let begin = index + 1
            var read = begin
            // Fast path: no escape (the text is valid, so the closing quote is there).
            while true {
                let c = bytes[read]
                if c == UInt8(ascii: "\"") { return (begin, read - begin, read + 1) }
                if c == UInt8(ascii: "\\") { break }
                read += 1
            }
            var write = read
            while true {
                let c = bytes[read]
                if c == UInt8(ascii: "\"") { return (begin, write - begin, read + 1) }
                guard c == UInt8(ascii: "\\") else {
                    bytes[write] = c
                    write += 1
                    read += 1
                    continue
                }
                let escape = bytes[read + 1]
                read += 2
                switch escape {
                case UInt8(ascii: "b"): bytes[write] = 0x08
                case UInt8(ascii: "f"): bytes[write] = 0x0C
                case UInt8(ascii: "n"): bytes[write] = 0x0A
                case UInt8(ascii: "r"): bytes[write] = 0x0D
                case UInt8(ascii: "t"): bytes[write] = 0x09
                case UInt8(ascii: "u"):
                    var code = hexQuad(at: read)
                    read += 4
                    if code >= 0xD800 && code < 0xDC00 {
                        // Validated: an escaped low surrogate follows.
                        code = 0x10000 + ((code - 0xD800) << 10) + (hexQuad(at: read + 2) - 0xDC00)
                        read += 6
                    }
                    write = encode(code, at: write)
                    continue
                default: bytes[write] = escape // \" \\ \/
                }
                write += 1
            }
        }

        func hexQuad(at index: Int) -> UInt32 {
            var code: UInt32 = 0
            for k in 0..<4 {
                let c = bytes[index + k]
                code = code << 4 | UInt32(c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x61 + 10)
            }
            return code
        }

        /// Writes `code` as UTF-8 at `index`; returns the offset after it.
        func encode(_ code: UInt32, at index: Int) -> Int {
            var i = index
            func put(_ value: UInt32) {
                bytes[i] = UInt8(truncatingIfNeeded: value)
                i += 1
            }
            switch code {
            case ..<0x80: put(code)
            case ..<0x800: put(0xC0 | code >> 6); put(0x80 | code & 0x3F)
            case ..<0x10000: put(0xE0 | code >> 12); put(0x80 | code >> 6 & 0x3F); put(0x80 | code & 0x3F)
            default:
                put(0xF0 | code >> 18); put(0x80 | code >> 12 & 0x3F)
                put(0x80 | code >> 6 & 0x3F); put(0x80 | code & 0x3F)
            }
            return i
        }

        /// Appends the number at `index`; returns the offset after it.
        func readNumber(at index: Int, into builder: inout DocumentTapeBuilder) -> Int {
            let number = JSONNumber.parse(UnsafePointer(bytes), from: index, count: count)
            switch number.value {
            case .integer(let value): builder.integer(value)
            case .real(let value): builder.real(value)
            }
            return number.end
        }
    }
}
