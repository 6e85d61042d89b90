import Foundation

/// Where things are in a binary property list ("bplist00"): its trailer's sizes and the
/// offsets, lengths and references of its objects, every one range-checked against the
/// buffer (nil when out of it), for the reader that checks a file and the
/// `BinaryPropertyListIndex` that browses one it checked.
struct BinaryPropertyListFile {
    /// The trailer's sizes and offsets, read once (the `BinaryPropertyListIndex` keeps them).
    struct Trailer: Sendable {
        let offsetSize: Int
        let refSize: Int
        let objectCount: Int
        let topObject: Int
        let tableOffset: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let trailer: Trailer
    var offsetSize: Int { trailer.offsetSize }
    var refSize: Int { trailer.refSize }
    var objectCount: Int { trailer.objectCount }
    var topObject: Int { trailer.topObject }
    var tableOffset: Int { trailer.tableOffset }

    /// The file with its trailer read, nil when its fields are out of range or disagree
    /// with the file.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        guard n >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else { return nil }
        let at = n - 32
        let offsetSize = Int(bytes[at + 6]), refSize = Int(bytes[at + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(refSize),
            let count = Self.unsigned(bytes, at + 8, 8),
            let top = Self.unsigned(bytes, at + 16, 8),
            let table = Self.unsigned(bytes, at + 24, 8),
            count > 0, top < count, table >= 8, table < at,
            count <= (at - table) / offsetSize
        else { return nil }
        self.init(
            bytes,
            Trailer(offsetSize: offsetSize, refSize: refSize, objectCount: count, topObject: top, tableOffset: table))
    }

    /// The file whose trailer was read before.
    init(_ bytes: UnsafeBufferPointer<UInt8>, _ trailer: Trailer) {
        self.bytes = bytes
        self.trailer = trailer
    }

    /// A big-endian unsigned integer of `size` (1…8) bytes at `offset`, nil when out of
    /// the buffer or above `Int.max`.
    static func unsigned(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ size: Int) -> Int? {
        guard size >= 1, size <= 8, offset >= 0, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for k in 0..<size { value = value << 8 | UInt64(bytes[offset + k]) }
        return value > UInt64(Int.max) ? nil : Int(value)
    }

    /// Where object `ref` starts (its marker byte).
    func offset(of ref: Int) -> Int? {
        guard ref >= 0, ref < objectCount,
            let offset = Self.unsigned(bytes, tableOffset + ref * offsetSize, offsetSize),
            offset >= 8, offset < tableOffset
        else { return nil }
        return offset
    }

    /// The object reference stored at `offset`.
    func reference(_ offset: Int) -> Int? {
        guard let ref = Self.unsigned(bytes, offset, refSize), ref < objectCount else { return nil }
        return ref
    }

    /// The length field of the object at `offset`: the marker's low nibble, or an integer
    /// object after it; and where the object's contents start.
    func length(at offset: Int) -> (count: Int, start: Int)? {
        let nibble = Int(bytes[offset] & 0x0F)
        guard nibble == 0x0F else { return (nibble, offset + 1) }
        guard offset + 1 < bytes.count, bytes[offset + 1] >> 4 == 0x1 else { return nil }
        let power = Int(bytes[offset + 1] & 0x0F)
        guard power <= 3, let count = Self.unsigned(bytes, offset + 2, 1 << power) else { return nil }
        return (count, offset + 2 + (1 << power))
    }

    /// The integer of `size` bytes at `offset`: 8-byte integers are signed, shorter ones
    /// unsigned.
    func integer(_ offset: Int, size: Int) -> Int64 {
        var raw: UInt64 = 0
        for k in 0..<size { raw = raw << 8 | UInt64(bytes[offset + k]) }
        return size == 8 ? Int64(bitPattern: raw) : Int64(raw)
    }

    func real(_ offset: Int, size: Int) -> Double {
        var raw: UInt64 = 0
        for k in 0..<size { raw = raw << 8 | UInt64(bytes[offset + k]) }
        return size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw))) : Double(bitPattern: raw)
    }
}
