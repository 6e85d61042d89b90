import Foundation

/// The format of a document, guessed from its content (and its name as a tie-break).
enum DocumentKind: Equatable {
    case empty, json, xmlPropertyList, binaryPropertyList, openStepPropertyList, xml
    /// A bare word named .plist (an old-style property list where any bare word is a valid
    /// document would be a guess, so it is refused instead).
    case unknown

    static func sniff(_ data: Data, name: String) -> DocumentKind {
        if data.isEmpty { return .empty }
        if data.starts(with: Array("bplist".utf8)) { return .binaryPropertyList }
        var start = data.startIndex
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        guard let first = data[start...].first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            return .empty
        }
        let lowerName = name.lowercased()
        if first == UInt8(ascii: "<") {
            if rootElementIsPlist(data) { return .xmlPropertyList }
            return isOpenStep(data) ? .openStepPropertyList : .xml
        }
        if isOpenStep(data) { return .openStepPropertyList }
        if lowerName.hasSuffix(".json") { return .json }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"") { return .json }
        if lowerName.hasSuffix(".plist") { return .unknown }
        // Bare scalars ("42", "true") and anything else: JSON gives the better message.
        return .json
    }

    /// True when the text can only be an old-style property list: it starts with a comment,
    /// `(`, a single-quoted string, a `<hex data>` value alone, a key followed by `=` (a
    /// `.strings` table), or `{` and such a key. JSON (even with comments, which it refuses)
    /// has `:` after its keys, so `{"a": 1}` stays JSON.
    static func isOpenStep(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            let scanner = OpenStepScanner(bytes: raw.bindMemory(to: UInt8.self), budget: ReadBudget())
            let bytes = scanner.bytes
            var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
            let startsWithComment =
                i + 1 < bytes.count && bytes[i] == UInt8(ascii: "/")
                && (bytes[i + 1] == UInt8(ascii: "/") || bytes[i + 1] == UInt8(ascii: "*"))
            // Only a guess at the format: `skip` throws on an unclosed comment, which the
            // reader chosen afterwards reports with its position, so the error is not lost.
            guard let first = try? scanner.skip(i), first < bytes.count else { return startsWithComment }
            switch bytes[first] {
            case UInt8(ascii: "("), UInt8(ascii: "'"):
                return true
            case UInt8(ascii: "<"):
                var j = first + 1
                while j < bytes.count,
                    OpenStepScanner.hexDigit(bytes[j]) != nil || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[j])
                {
                    j += 1
                }
                guard j < bytes.count, bytes[j] == UInt8(ascii: ">") else { return false }
                return (try? scanner.skip(j + 1)) == bytes.count
            case UInt8(ascii: "{"):
                guard let key = try? scanner.skip(first + 1), key < bytes.count else { return startsWithComment }
                switch bytes[key] {
                case UInt8(ascii: "}"): return startsWithComment
                case UInt8(ascii: "\""): return scanner.startsWithKey(key)
                // JSON keys are in double quotes: an unquoted or single-quoted key is ours.
                default: return bytes[key] == UInt8(ascii: "'") || OpenStepScanner.isUnquoted(bytes[key])
                }
            default:
                return scanner.startsWithKey(first)
            }
        }
    }

    /// True when the first element (after the XML declaration, processing instructions,
    /// comments and the DOCTYPE, however long) is `<plist`.
    static func rootElementIsPlist(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            var i = 0
            func starts(_ text: StaticString, at offset: Int) -> Bool {
                text.withUTF8Buffer { p in
                    guard offset + p.count <= bytes.count else { return false }
                    for k in 0..<p.count where bytes[offset + k] != p[k] { return false }
                    return true
                }
            }
            func skip(past terminator: StaticString, from offset: Int) -> Int {
                var j = offset
                while j < bytes.count && !starts(terminator, at: j) { j += 1 }
                return j + terminator.utf8CodeUnitCount
            }
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
                if starts("<?", at: i) { i = skip(past: "?>", from: i + 2); continue }
                if starts("<!--", at: i) { i = skip(past: "-->", from: i + 4); continue }
                if starts("<!", at: i) {
                    // DOCTYPE, possibly with an internal subset in brackets.
                    var j = i + 2, brackets = 0
                    while j < bytes.count {
                        if bytes[j] == UInt8(ascii: "[") { brackets += 1 }
                        if bytes[j] == UInt8(ascii: "]") { brackets -= 1 }
                        if bytes[j] == UInt8(ascii: ">") && brackets <= 0 { break }
                        j += 1
                    }
                    i = j + 1
                    continue
                }
                guard starts("<plist", at: i), i + 6 < bytes.count else { return false }
                let next = bytes[i + 6]
                return next == UInt8(ascii: ">") || next == UInt8(ascii: " ") || next == UInt8(ascii: "/")
                    || next == 0x09 || next == 0x0A || next == 0x0D
            }
            return false
        }
    }
}
