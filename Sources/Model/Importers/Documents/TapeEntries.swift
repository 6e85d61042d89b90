import Foundation

/// The `DocumentTape` of the property-list readers: one entry per value (and per
/// dictionary key) in flat arrays, in file order, instead of a tree of Swift values.
///
/// Each entry is a kind byte and a 64-bit payload: numbers, booleans and dates inline;
/// strings, keys and data as a slice (offset and length) of one UTF-8 buffer of the
/// text the reader appended; dictionaries and arrays as a range of `childList`, which
/// holds an array's element entries and a dictionary's key and value entries in pairs
/// (an entry may be listed more than once: a binary property list's shared objects are
/// kept once). An entry is its index; the root is entry 0.
struct TapeEntries: Sendable {
    typealias Kind = DocumentTape.Kind

    /// Bits of a payload that hold a slice's or a child range's length.
    static let lengthBits: UInt64 = 28
    static let lengthMask: UInt64 = (1 << lengthBits) - 1

    let kinds: [UInt8]
    let payloads: [UInt64]
    let childList: [UInt32]
    let text: [UInt8]

    /// The number of entries (values and keys).
    var count: Int { kinds.count }

    func kind(_ entry: Int) -> Kind {
        Kind(rawValue: kinds[entry]) ?? .null
    }

    func childCount(_ entry: Int) -> Int {
        switch kind(entry) {
        case .dictionary, .array: return Int(payloads[entry] & Self.lengthMask)
        default: return 0
        }
    }

    func element(_ entry: Int, _ index: Int) -> Int {
        Int(childList[Int(payloads[entry] >> Self.lengthBits) + index])
    }

    func member(_ entry: Int, _ index: Int) -> (key: Int, value: Int) {
        let slot = Int(payloads[entry] >> Self.lengthBits) + 2 * index
        return (Int(childList[slot]), Int(childList[slot + 1]))
    }

    func withBytes<T>(_ entry: Int, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        let payload = payloads[entry]
        let offset = Int(payload >> Self.lengthBits), length = Int(payload & Self.lengthMask)
        return text.withUnsafeBytes { raw in body(UnsafeRawBufferPointer(rebasing: raw[offset..<offset + length])) }
    }

    func isEmptyString(_ entry: Int) -> Bool {
        payloads[entry] & Self.lengthMask == 0
    }

    /// The scalar of an entry that is not a string, key, dictionary or array.
    func number(_ entry: Int) -> ScalarValue? {
        let payload = payloads[entry]
        switch kind(entry) {
        case .integer: return .integer(Int64(bitPattern: payload))
        case .real: return .real(Double(bitPattern: payload))
        case .date: return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: payload)))
        case .data:
            // 8 bytes of count (little-endian), then the first bytes.
            return withBytes(entry) { bytes in
                let count = bytes.prefix(8).reversed().reduce(0) { $0 << 8 | Int($1) }
                return .data(count: count, prefix: Data(bytes.dropFirst(8)))
            }
        default: return nil
        }
    }
}
