import Foundation

/// Reads a binary property list ("bplist00") into a `DocumentTape` without Foundation.
///
/// Every offset, count and size is range- and overflow-checked against the file before
/// use, so a crafted trailer or count cannot crash the reader or make it allocate. Each
/// object is decoded once; an object referenced again is shared (listed again in the tape,
/// not copied) but charged to
/// the `ReadBudget` again with its whole subtree, as the tree expands it — so a file
/// whose one large string is referenced a million times is refused at the expanded-bytes
/// limit after a few references, not copied a million times.
///
/// Only what the tree can show is accepted: sets and ordered sets, UIDs (keyed-archive
/// references), 128-bit integers, dictionary keys that are not strings, non-finite or
/// out-of-range dates and unknown markers are refused with a message naming them.
/// Non-finite reals (NaN, infinity) are valid in property lists and kept (shown as
/// "NaN", "Infinity").
struct BinaryPropertyListReader {
    static func read(_ data: Data, limits: ReadLimits = .standard) throws(ImportError) -> DocumentTape {
        let result: Result<DocumentTape, ImportError> = data.withUnsafeBytes { raw in
            do throws(ImportError) {
                var reader = try BinaryPropertyListReader(bytes: raw.bindMemory(to: UInt8.self), limits: limits)
                _ = try reader.object(reader.topObject)
                return .success(reader.builder.finish())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// What a reference to an object read once costs, and where its entry is. 16 bytes an
    /// object (a file holds millions of them): every count fits 32 bits, since `init` caps
    /// the limits below them and a read stops at its first limit.
    private struct Cached {
        /// The object's entry in the tape.
        var entry: UInt32
        var nodes: UInt32
        var expanded: UInt32
        var height: UInt16
        var state: State
    }

    private enum State: UInt8 {
        case unread, reading, read
    }
    private static let unread = Cached(entry: 0, nodes: 0, expanded: 0, height: 0, state: .unread)

    let bytes: UnsafeBufferPointer<UInt8>
    let offsetSize: Int
    let refSize: Int
    let objectCount: Int
    let topObject: Int
    let tableOffset: Int
    var budget: ReadBudget
    private var states: [Cached]
    private(set) var builder: DocumentTapeBuilder

    static let damaged = ImportError(message: tr("The binary property list is damaged or truncated."))
    static let cycle = ImportError(message: tr("The binary property list refers to itself in a loop."))

    init(bytes: UnsafeBufferPointer<UInt8>, limits: ReadLimits) throws(ImportError) {
        self.bytes = bytes
        var limits = limits
        // Entries are values and keys, at most one key per value: twice the values.
        limits.nodes = min(limits.nodes, Int(UInt32.max / 2))
        limits.expandedBytes = min(limits.expandedBytes, Int(UInt32.max))
        limits.depth = min(limits.depth, Int(UInt16.max))
        budget = ReadBudget(limits)
        let n = bytes.count
        guard n >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else { throw Self.damaged }
        let trailer = n - 32
        offsetSize = Int(bytes[trailer + 6])
        refSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(refSize),
            let count = Self.unsigned(bytes, trailer + 8, 8),
            let top = Self.unsigned(bytes, trailer + 16, 8),
            let table = Self.unsigned(bytes, trailer + 24, 8),
            count > 0, top < count, table >= 8, table < trailer,
            count <= (trailer - table) / offsetSize
        else { throw Self.damaged }
        // A well-formed file holds each object once, and only objects the tree reaches: its
        // values, and at most one key string per value (keys are not values).
        if count / 2 > limits.nodes { throw .tooManyNodes(limit: limits.nodes) }
        objectCount = count
        topObject = top
        tableOffset = table
        states = Array(repeating: Self.unread, count: count)
        // Each object is appended to the tape once, its text at most half again as long as
        // in the file (UTF-16 text as UTF-8); the reservations cost memory only as they are
        // used, and spare the copies of growing blocks.
        builder = DocumentTapeBuilder(reservingEntries: count, text: n / 2 * 3)
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
    private func offset(of ref: Int) throws(ImportError) -> Int {
        guard ref >= 0, ref < objectCount,
            let offset = Self.unsigned(bytes, tableOffset + ref * offsetSize, offsetSize),
            offset >= 8, offset < tableOffset
        else { throw Self.damaged }
        return offset
    }

    /// The object `ref`, decoded once (appended to the tape) and charged to the budget at
    /// every reference (listed again in the tape).
    private mutating func object(_ ref: Int) throws(ImportError) -> Cached {
        let known = states[ref]
        switch known.state {
        case .reading:
            throw Self.cycle
        case .read:
            if budget.depth + Int(known.height) > budget.limits.depth { throw .tooDeep(limit: budget.limits.depth) }
            try budget.countNodes(Int(known.nodes))
            try budget.countExpanded(Int(known.expanded))
            builder.reference(Int(known.entry))
            return known
        case .unread:
            states[ref].state = .reading
            let nodesBefore = budget.nodes, expandedBefore = budget.expandedBytes
            let entry = builder.nextEntry
            let height = try decode(ref)
            // Within the limits, which `init` keeps within 32 bits (entries, counts) and 16 (height).
            let cached = Cached(
                entry: UInt32(truncatingIfNeeded: entry), nodes: UInt32(truncatingIfNeeded: budget.nodes - nodesBefore),
                expanded: UInt32(truncatingIfNeeded: budget.expandedBytes - expandedBefore),
                height: UInt16(truncatingIfNeeded: height), state: .read)
            states[ref] = cached
            return cached
        }
    }

    /// The object's length field: the marker's low nibble, or an integer object after it.
    private func length(at offset: Int) throws(ImportError) -> (count: Int, start: Int) {
        let nibble = Int(bytes[offset] & 0x0F)
        guard nibble == 0x0F else { return (nibble, offset + 1) }
        guard offset + 1 < bytes.count, bytes[offset + 1] >> 4 == 0x1 else { throw Self.damaged }
        let power = Int(bytes[offset + 1] & 0x0F)
        guard power <= 3, let count = Self.unsigned(bytes, offset + 2, 1 << power) else { throw Self.damaged }
        return (count, offset + 2 + (1 << power))
    }

    /// Checks that `count` items of `size` bytes from `start` end before the offset table.
    private func checkSpan(start: Int, count: Int, size: Int) throws(ImportError) {
        let (total, overflow) = count.multipliedReportingOverflow(by: size)
        guard !overflow, start <= tableOffset, total <= tableOffset - start else { throw Self.damaged }
    }

    private static func unsupported(_ kind: String) -> ImportError {
        ImportError(message: fill(tr("The binary property list holds a value Drill Down cannot show: %1$@."), kind))
    }

    private mutating func decode(_ ref: Int) throws(ImportError) -> Int {
        let offset = try offset(of: ref)
        try budget.checkpoint(bytesRead: offset)
        let marker = bytes[offset]
        switch marker >> 4 {
        case 0x0:
            try budget.countNode()
            switch marker {
            case 0x00: builder.null()
            case 0x08: builder.boolean(false)
            case 0x09: builder.boolean(true)
            default: throw Self.unsupported(tr("an unknown kind of value"))
            }
            return 0
        case 0x1:
            try budget.countNode()
            let size = 1 << Int(marker & 0x0F)
            if size == 16 { throw Self.unsupported(tr("a 128-bit integer")) }
            guard size <= 8 else { throw Self.damaged }
            try checkSpan(start: offset + 1, count: 1, size: size)
            var raw: UInt64 = 0
            for k in 0..<size { raw = raw << 8 | UInt64(bytes[offset + 1 + k]) }
            // 8-byte integers are signed; shorter ones are unsigned.
            builder.integer(size == 8 ? Int64(bitPattern: raw) : Int64(raw))
            return 0
        case 0x2:
            try budget.countNode()
            let size = 1 << Int(marker & 0x0F)
            guard size == 4 || size == 8 else { throw Self.damaged }
            try checkSpan(start: offset + 1, count: 1, size: size)
            builder.real(readReal(offset + 1, size: size))
            return 0
        case 0x3:
            try budget.countNode()
            guard marker == 0x33 else { throw Self.damaged }
            try checkSpan(start: offset + 1, count: 1, size: 8)
            let seconds = readReal(offset + 1, size: 8)
            builder.date(try Self.date(sinceReferenceDate: seconds))
            return 0
        case 0x4:
            try budget.countNode()
            let (count, start) = try length(at: offset)
            try checkSpan(start: start, count: count, size: 1)
            try budget.countString(count)
            builder.data(count: count, prefix: bytes[start..<(start + min(count, DisplayText.dataPreviewBytes))])
            return 0
        case 0x5, 0x6:
            try budget.countNode()
            try string(at: offset, isKey: false)
            return 0
        case 0x8:
            throw Self.unsupported(tr("a UID (a keyed-archive reference)"))
        case 0xA:
            try budget.enter()
            try budget.countNode()
            let (count, start) = try length(at: offset)
            try checkSpan(start: start, count: count, size: refSize)
            builder.beginArray()
            var height = 0
            for index in 0..<count {
                let child = try object(try reference(start + index * refSize))
                height = max(height, Int(child.height))
            }
            builder.end()
            budget.leave()
            return height + 1
        case 0xB, 0xC:
            throw Self.unsupported(tr("a set"))
        case 0xD:
            try budget.enter()
            try budget.countNode()
            let (count, start) = try length(at: offset)
            try checkSpan(start: start, count: count, size: refSize)
            let valuesStart = start + count * refSize
            try checkSpan(start: valuesStart, count: count, size: refSize)
            builder.beginDictionary()
            var height = 0
            for index in 0..<count {
                let keyOffset = try self.offset(of: try reference(start + index * refSize))
                guard bytes[keyOffset] >> 4 == 0x5 || bytes[keyOffset] >> 4 == 0x6 else {
                    throw ImportError(message: tr("A dictionary in the property list has a key that is not text."))
                }
                try string(at: keyOffset, isKey: true)
                let child = try object(try reference(valuesStart + index * refSize))
                height = max(height, Int(child.height))
            }
            builder.end()
            budget.leave()
            return height + 1
        default:
            throw Self.unsupported(tr("an unknown kind of value"))
        }
    }

    /// The object reference stored at `offset`.
    private func reference(_ offset: Int) throws(ImportError) -> Int {
        guard let ref = Self.unsigned(bytes, offset, refSize), ref < objectCount else { throw Self.damaged }
        return ref
    }

    private func readReal(_ offset: Int, size: Int) -> Double {
        var raw: UInt64 = 0
        for k in 0..<size { raw = raw << 8 | UInt64(bytes[offset + k]) }
        return size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw))) : Double(bitPattern: raw)
    }

    /// Appends an ASCII (0x5) or UTF-16 big-endian (0x6) string as a key or a value,
    /// charged to the budget first with its UTF-8 length, as every format counts text.
    private mutating func string(at offset: Int, isKey: Bool) throws(ImportError) {
        let (count, start) = try length(at: offset)
        let unicode = bytes[offset] >> 4 == 0x6
        try checkSpan(start: start, count: count, size: unicode ? 2 : 1)
        let byteLength = unicode ? utf8Length(utf16At: start, count: count) : count
        if isKey { try budget.countKey(byteLength) } else { try budget.countString(byteLength) }
        if unicode {
            let units = UnsafeBufferPointer(rebasing: bytes[start..<(start + 2 * count)])
            if isKey { builder.key(utf16BigEndian: units) } else { builder.string(utf16BigEndian: units) }
        } else {
            // ASCII strings are bytes below 0x80; any other byte becomes U+FFFD, as decoding did.
            let text = bytes[start..<(start + count)]
            if text.allSatisfy({ $0 < 0x80 }) {
                if isKey { builder.key(text) } else { builder.string(text) }
            } else {
                let decoded = String(decoding: UnsafeBufferPointer(rebasing: text), as: UTF8.self).utf8
                if isKey { builder.key(decoded) } else { builder.string(decoded) }
            }
        }
    }
}
