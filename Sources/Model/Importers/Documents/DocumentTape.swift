import Foundation

/// A document read by one of the strict readers, kept compact: one entry per value (and
/// per dictionary key) in flat arrays, in file order, instead of a tree of Swift values.
///
/// Each entry is a kind byte and a 64-bit payload: numbers, booleans and dates inline;
/// strings, keys and data as a slice (offset and length) of one UTF-8 buffer (for JSON,
/// the file's own bytes, escapes decoded in place); dictionaries and arrays as a range
/// of `childList`, which holds an array's element entries and a dictionary's key and
/// value entries in pairs (an entry may be listed more than once: a binary property
/// list's shared objects are kept once). Text becomes a Swift `String` only when a row
/// shows it. Immutable once built, so it is shared between threads.
public final class DocumentTape: Sendable {
    enum Kind: UInt8 {
        case dictionary, array, key, string, integer, real, yes, no, null, date, data
    }

    /// Bits of a payload that hold a slice's or a child range's length.
    static let lengthBits: UInt64 = 28
    static let lengthMask: UInt64 = (1 << lengthBits) - 1

    let kinds: [UInt8]
    let payloads: [UInt64]
    let childList: [UInt32]
    let text: Text

    /// The one buffer of text: the file's bytes (JSON) or the bytes readers appended.
    enum Text: Sendable {
        case file(Data)
        case appended([UInt8])

        func withUnsafeBytes<T>(_ body: (UnsafeRawBufferPointer) -> T) -> T {
            switch self {
            case .file(let data): return data.withUnsafeBytes(body)
            case .appended(let bytes): return bytes.withUnsafeBytes(body)
            }
        }
    }

    init(kinds: [UInt8], payloads: [UInt64], childList: [UInt32], text: Text) {
        self.kinds = kinds
        self.payloads = payloads
        self.childList = childList
        self.text = text
    }

    /// The number of entries (values and keys).
    var count: Int { kinds.count }

    func kind(_ entry: Int) -> Kind {
        Kind(rawValue: kinds[entry]) ?? .null
    }

    /// The number of elements or members of a dictionary or array entry (0 for anything else).
    func childCount(_ entry: Int) -> Int {
        switch kind(entry) {
        case .dictionary, .array: return Int(payloads[entry] & Self.lengthMask)
        default: return 0
        }
    }

    /// The `index`th element entry of an array.
    func element(_ entry: Int, _ index: Int) -> Int {
        Int(childList[Int(payloads[entry] >> Self.lengthBits) + index])
    }

    /// The key entry of a dictionary's `index`th member.
    func key(_ entry: Int, _ index: Int) -> Int {
        Int(childList[Int(payloads[entry] >> Self.lengthBits) + 2 * index])
    }

    /// The value entry of a dictionary's `index`th member.
    func value(_ entry: Int, _ index: Int) -> Int {
        Int(childList[Int(payloads[entry] >> Self.lengthBits) + 2 * index + 1])
    }

    /// The bytes of a key, string or data entry.
    func withBytes<T>(_ entry: Int, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        let payload = payloads[entry]
        let offset = Int(payload >> Self.lengthBits), length = Int(payload & Self.lengthMask)
        return text.withUnsafeBytes { raw in body(UnsafeRawBufferPointer(rebasing: raw[offset..<offset + length])) }
    }

    /// The text of a key or string entry.
    func string(_ entry: Int) -> String {
        withBytes(entry) { String(decoding: $0, as: UTF8.self) }
    }

    /// True for a string (or key) entry.
    func isString(_ entry: Int) -> Bool {
        let kind = kind(entry)
        return kind == .string || kind == .key
    }

    /// The text of a string entry, nil for any other kind.
    func stringValue(_ entry: Int) -> String? {
        isString(entry) ? string(entry) : nil
    }

    /// True when a string entry holds no text.
    func isEmptyString(_ entry: Int) -> Bool {
        payloads[entry] & Self.lengthMask == 0
    }

    /// True when the key entry's bytes are `name`'s UTF-8.
    func key(_ entry: Int, is name: StaticString) -> Bool {
        withBytes(entry) { bytes in
            name.withUTF8Buffer { wanted in
                guard bytes.count == wanted.count else { return false }
                for k in 0..<wanted.count where bytes[k] != wanted[k] { return false }
                return true
            }
        }
    }

    /// The value entry of the first member named `name` of a dictionary entry, if any
    /// (JSON allows repeated keys; the first wins).
    func member(_ entry: Int, _ name: StaticString) -> Int? {
        guard kind(entry) == .dictionary else { return nil }
        for index in 0..<childCount(entry) where key(key(entry, index), is: name) {
            return value(entry, index)
        }
        return nil
    }

    /// The scalar of a value entry; nil for a dictionary or an array.
    func scalar(_ entry: Int) -> ScalarValue? {
        let payload = payloads[entry]
        switch kind(entry) {
        case .dictionary, .array: return nil
        case .key, .string: return .string(string(entry))
        case .integer: return .integer(Int64(bitPattern: payload))
        case .real: return .real(Double(bitPattern: payload))
        case .yes: return .boolean(true)
        case .no: return .boolean(false)
        case .null: return .null
        case .date: return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: payload)))
        case .data:
            // 8 bytes of count (little-endian), then the first bytes.
            return withBytes(entry) { bytes in
                let count = bytes.prefix(8).reversed().reduce(0) { $0 << 8 | Int($1) }
                return .data(count: count, prefix: Data(bytes.dropFirst(8)))
            }
        }
    }
}
