import Foundation

/// A JSON document as the `DocumentTape` keeps it: the file's bytes unchanged (validated
/// by `StrictJSON`), and an index of its dictionaries and arrays only. Strings, numbers
/// and keys are read from the bytes when a row shows them (with the `StrictJSONCursor`
/// the trends reader steps with too), so the document takes about its file's size and 9
/// bytes per container, not a record per value.
///
/// An entry is the offset of a value's first byte (a key's, its opening quote). The
/// containers are listed in the order they open, so the one at an offset is found by
/// bisection; each has its closing offset (to step over it), its count (up to `stride`
/// in a byte; larger ones in `large`, with the offset of every `stride`th child in
/// `checkpoints`), so the `i`th child is at most `stride - 1` steps from a known offset.
struct JSONDocumentIndex: Sendable {
    typealias Kind = DocumentTape.Kind

    /// Children between two checkpoints of a large container.
    static let stride = 16
    /// The count byte of a container with more than `stride` children.
    static let largeCount: UInt8 = 255

    struct Large: Sendable {
        /// The container's index in `starts`.
        let container: UInt32
        let count: UInt32
        /// Where its checkpoints start in `checkpoints`.
        let checkpoints: UInt32
    }

    let text: Data
    let root: Int
    /// The offset of each container's `{` or `[`, ascending.
    let starts: [UInt32]
    /// The offset of each container's `}` or `]`.
    let ends: [UInt32]
    /// Each container's members or elements, or `largeCount`.
    let counts: [UInt8]
    /// The containers with more than `stride` children, ascending by container.
    let large: [Large]
    /// The offsets of children 0, `stride`, 2 × `stride` … of each large container (of a
    /// dictionary's members, the key's).
    let checkpoints: [UInt32]

    @inline(__always)
    private func withText<T>(_ body: (StrictJSONCursor) -> T) -> T {
        text.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            body(StrictJSONCursor(bytes: raw.bindMemory(to: UInt8.self)))
        }
    }

    private func byte(_ entry: Int) -> UInt8 {
        text[text.startIndex + entry]
    }

    func kind(_ entry: Int) -> Kind {
        switch byte(entry) {
        case UInt8(ascii: "{"): return .dictionary
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"): return .yes
        case UInt8(ascii: "f"): return .no
        case UInt8(ascii: "n"): return .null
        default:
            if case .real = number(entry) { return .real }
            return .integer
        }
    }

    /// The index in `starts` of the container at `offset`.
    private func container(at offset: Int) -> Int {
        var low = 0, high = starts.count
        let wanted = UInt32(truncatingIfNeeded: offset)
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < wanted { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func largeRecord(_ container: Int) -> Large? {
        var low = 0, high = large.count
        let wanted = UInt32(truncatingIfNeeded: container)
        while low < high {
            let middle = (low + high) / 2
            if large[middle].container < wanted { low = middle + 1 } else { high = middle }
        }
        return low < large.count && large[low].container == wanted ? large[low] : nil
    }

    func childCount(_ entry: Int) -> Int {
        switch kind(entry) {
        case .dictionary, .array:
            let index = container(at: entry)
            let count = counts[index]
            return count == Self.largeCount ? Int(largeRecord(index)?.count ?? 0) : Int(count)
        default: return 0
        }
    }

    /// The offset of child `index` (a dictionary member's key) of the container at `entry`.
    private func child(_ entry: Int, _ index: Int, in text: StrictJSONCursor) -> Int {
        let container = container(at: entry)
        var offset: Int, steps: Int
        if counts[container] == Self.largeCount, let record = largeRecord(container) {
            offset = Int(checkpoints[Int(record.checkpoints) + index / Self.stride])
            steps = index % Self.stride
        } else {
            offset = text.skipWhitespace(entry + 1)
            steps = index
        }
        let isDictionary = text.bytes[entry] == UInt8(ascii: "{")
        while steps > 0 {
            let value = isDictionary ? text.value(ofKeyAt: offset) : offset
            // After the value: its comma, then the next child.
            offset = text.skipWhitespace(text.skipWhitespace(valueEnd(value, in: text)) + 1)
            steps -= 1
        }
        return offset
    }

    /// The offset after the value at `offset`: a container's from the index (the cursor
    /// would step over all its contents), a scalar's from the cursor.
    private func valueEnd(_ offset: Int, in text: StrictJSONCursor) -> Int {
        switch text.bytes[offset] {
        case UInt8(ascii: "{"), UInt8(ascii: "["): return Int(ends[container(at: offset)]) + 1
        default: return text.end(ofValueAt: offset)
        }
    }

    func element(_ entry: Int, _ index: Int) -> Int {
        withText { child(entry, index, in: $0) }
    }

    func member(_ entry: Int, _ index: Int) -> (key: Int, value: Int) {
        withText { text in
            let key = child(entry, index, in: text)
            return (key, text.value(ofKeyAt: key))
        }
    }

    func withBytes<T>(_ entry: Int, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        withText { text in
            // Validated text: every escape is complete and no surrogate is left alone, so
            // decoding does not fail (nothing, were it ever to).
            (try? text.withString(at: entry, body)) ?? [UInt8]().withUnsafeBytes(body)
        }
    }

    func isEmptyString(_ entry: Int) -> Bool {
        withText { $0.isEmptyString(at: entry) }
    }

    /// The number at `entry`: an integer when it has no fraction or exponent and fits.
    func number(_ entry: Int) -> ScalarValue? {
        withText { text in
            guard let base = text.bytes.baseAddress else { return nil }
            switch JSONNumber.parse(base, from: entry, count: text.bytes.count).value {
            case .integer(let value): return .integer(value)
            case .real(let value): return .real(value)
            }
        }
    }
}
