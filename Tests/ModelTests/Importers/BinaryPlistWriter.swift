import Foundation

/// Writes binary property lists object by object, for crafting hostile files in tests
/// (Foundation's writer only writes valid ones, in its own key order).
struct BinaryPlistWriter {
    /// The encoded objects; a reference is an index into this list.
    var objects: [[UInt8]] = []
    var refSize = 4
    var offsetSize = 4

    @discardableResult
    mutating func add(_ bytes: [UInt8]) -> Int {
        objects.append(bytes)
        return objects.count - 1
    }

    /// A marker with a length: in its low nibble, or as a following integer object.
    static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        if count < 15 { return [type << 4 | UInt8(count)] }
        return [type << 4 | 0x0F, 0x13] + bigEndian(UInt64(count), width: 8)
    }

    static func bigEndian(_ value: UInt64, width: Int) -> [UInt8] {
        (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(width - 1 - $0))) }
    }

    func ref(_ index: Int) -> [UInt8] { Self.bigEndian(UInt64(index), width: refSize) }

    mutating func string(_ text: String) -> Int { add(Self.marker(0x5, count: text.utf8.count) + Array(text.utf8)) }
    mutating func integer(_ value: Int64) -> Int { add([0x13] + Self.bigEndian(UInt64(bitPattern: value), width: 8)) }
    mutating func real(_ value: Double) -> Int { add([0x23] + Self.bigEndian(value.bitPattern, width: 8)) }
    mutating func date(_ seconds: Double) -> Int { add([0x33] + Self.bigEndian(seconds.bitPattern, width: 8)) }
    mutating func data(_ bytes: [UInt8]) -> Int { add(Self.marker(0x4, count: bytes.count) + bytes) }
    mutating func array(_ refs: [Int]) -> Int { add(Self.marker(0xA, count: refs.count) + refs.flatMap(ref)) }
    mutating func dictionary(_ pairs: [(Int, Int)]) -> Int {
        add(Self.marker(0xD, count: pairs.count) + pairs.flatMap { ref($0.0) } + pairs.flatMap { ref($0.1) })
    }

    /// The file, with `top` as its root object.
    func data(top: Int) -> Data {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += object
        }
        let table = out.count
        for offset in offsets { out += Self.bigEndian(UInt64(offset), width: offsetSize) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
        out += Self.bigEndian(UInt64(objects.count), width: 8)
        out += Self.bigEndian(UInt64(top), width: 8)
        out += Self.bigEndian(UInt64(table), width: 8)
        return Data(out)
    }
}
