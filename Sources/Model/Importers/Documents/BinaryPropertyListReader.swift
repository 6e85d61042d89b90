import Foundation

/// Checks a binary property list ("bplist00") whole, without Foundation, and keeps it as
/// it is: the `DocumentTape` browses the file's own objects (`BinaryPropertyListIndex`).
///
/// Every offset, count and size is range- and overflow-checked against the file before
/// use, so a crafted trailer or count cannot crash the reader or make it allocate. Every
/// object is walked as the tree expands it: an object referenced again (shared) is walked
/// again and charged to the `ReadBudget` again with its whole subtree, so a file whose
/// one large string is referenced a million times, or whose arrays refer to one another
/// ever deeper, is refused at the first limit it passes, as the same content in any other
/// format is. A byte per object tells a loop from a shared object.
///
/// Only what the tree can show is accepted: sets and ordered sets, UIDs (keyed-archive
/// references), 128-bit integers, dictionary keys that are not strings, non-finite or
/// out-of-range dates and unknown markers are refused with a message naming them.
/// Non-finite reals (NaN, infinity) are valid in property lists and kept (shown as
/// "NaN", "Infinity").
struct BinaryPropertyListReader {
    static func read(_ data: Data, limits: ReadLimits = .standard) throws(ImportError) -> DocumentTape {
        let result: Result<BinaryPropertyListFile.Trailer, ImportError> = data.withUnsafeBytes { raw in
            do throws(ImportError) {
                var reader = try BinaryPropertyListReader(bytes: raw.bindMemory(to: UInt8.self), limits: limits)
                try reader.object(reader.file.topObject)
                return .success(reader.file.trailer)
            } catch {
                return .failure(error)
            }
        }
        return DocumentTape(BinaryPropertyListIndex(data: data, trailer: try result.get()))
    }

    private enum State: UInt8 {
        case unread, reading, read
    }

    let file: BinaryPropertyListFile
    var bytes: UnsafeBufferPointer<UInt8> { file.bytes }
    private var tableOffset: Int { file.tableOffset }
    var budget: ReadBudget
    private var states: [State]

    static let damaged = ImportError(message: tr("The binary property list is damaged or truncated."))
    static let cycle = ImportError(message: tr("The binary property list refers to itself in a loop."))

    init(bytes: UnsafeBufferPointer<UInt8>, limits: ReadLimits) throws(ImportError) {
        guard let file = BinaryPropertyListFile(bytes) else { throw Self.damaged }
        self.file = file
        budget = ReadBudget(limits)
        // A well-formed file holds each object once, and only objects the tree reaches: its
        // values, and at most one key string per value (keys are not values).
        if file.objectCount / 2 > limits.nodes { throw .tooManyNodes(limit: limits.nodes) }
        states = Array(repeating: .unread, count: file.objectCount)
    }

    /// Where object `ref` starts (its marker byte).
    private func offset(of ref: Int) throws(ImportError) -> Int {
        guard let offset = file.offset(of: ref) else { throw Self.damaged }
        return offset
    }

    /// Walks the object `ref` (again, when it is shared), charging it to the budget.
    private mutating func object(_ ref: Int) throws(ImportError) {
        switch states[ref] {
        case .reading:
            throw Self.cycle
        case .read:
            // Walked whole before without a loop: walked again as the tree expands it.
            try decode(ref)
        case .unread:
            states[ref] = .reading
            try decode(ref)
            states[ref] = .read
        }
    }

    /// The object's length field: the marker's low nibble, or an integer object after it.
    private func length(at offset: Int) throws(ImportError) -> (count: Int, start: Int) {
        guard let length = file.length(at: offset) else { throw Self.damaged }
        return length
    }

    /// Checks that `count` items of `size` bytes from `start` end before the offset table.
    private func checkSpan(start: Int, count: Int, size: Int) throws(ImportError) {
        let (total, overflow) = count.multipliedReportingOverflow(by: size)
        guard !overflow, start <= tableOffset, total <= tableOffset - start else { throw Self.damaged }
    }

    private static func unsupported(_ kind: String) -> ImportError {
        ImportError(message: fill(tr("The binary property list holds a value Drill Down cannot show: %1$@."), kind))
    }

    private mutating func decode(_ ref: Int) throws(ImportError) {
        let offset = try offset(of: ref)
        try budget.checkpoint(bytesRead: offset)
        let marker = bytes[offset]
        switch marker >> 4 {
        case 0x0:
            try budget.countNode()
            guard marker == 0x00 || marker == 0x08 || marker == 0x09 else {
                throw Self.unsupported(tr("an unknown kind of value"))
            }
        case 0x1:
            try budget.countNode()
            let size = 1 << Int(marker & 0x0F)
            if size == 16 { throw Self.unsupported(tr("a 128-bit integer")) }
            guard size <= 8 else { throw Self.damaged }
            try checkSpan(start: offset + 1, count: 1, size: size)
        case 0x2:
            try budget.countNode()
            let size = 1 << Int(marker & 0x0F)
            guard size == 4 || size == 8 else { throw Self.damaged }
            try checkSpan(start: offset + 1, count: 1, size: size)
        case 0x3:
            try budget.countNode()
            guard marker == 0x33 else { throw Self.damaged }
            try checkSpan(start: offset + 1, count: 1, size: 8)
            _ = try Self.date(sinceReferenceDate: file.real(offset + 1, size: 8))
        case 0x4:
            try budget.countNode()
            let (count, start) = try length(at: offset)
            try checkSpan(start: start, count: count, size: 1)
            try budget.countString(count)
        case 0x5, 0x6:
            try budget.countNode()
            try string(at: offset, isKey: false)
        case 0x8:
            throw Self.unsupported(tr("a UID (a keyed-archive reference)"))
        case 0xA:
            try budget.enter()
            try budget.countNode()
            let (count, start) = try length(at: offset)
            try checkSpan(start: start, count: count, size: file.refSize)
            for index in 0..<count {
                try object(try reference(start + index * file.refSize))
            }
            budget.leave()
        case 0xB, 0xC:
            throw Self.unsupported(tr("a set"))
        case 0xD:
            try budget.enter()
            try budget.countNode()
            let (count, start) = try length(at: offset)
            try checkSpan(start: start, count: count, size: file.refSize)
            let valuesStart = start + count * file.refSize
            try checkSpan(start: valuesStart, count: count, size: file.refSize)
            for index in 0..<count {
                let keyOffset = try self.offset(of: try reference(start + index * file.refSize))
                guard bytes[keyOffset] >> 4 == 0x5 || bytes[keyOffset] >> 4 == 0x6 else {
                    throw ImportError(message: tr("A dictionary in the property list has a key that is not text."))
                }
                try string(at: keyOffset, isKey: true)
                try object(try reference(valuesStart + index * file.refSize))
            }
            budget.leave()
        default:
            throw Self.unsupported(tr("an unknown kind of value"))
        }
    }

    /// The object reference stored at `offset`.
    private func reference(_ offset: Int) throws(ImportError) -> Int {
        guard let ref = file.reference(offset) else { throw Self.damaged }
        return ref
    }

    /// Checks an ASCII (0x5) or UTF-16 big-endian (0x6) string, a key or a value, and
    /// charges it to the budget with its UTF-8 length, as every format counts text.
    private mutating func string(at offset: Int, isKey: Bool) throws(ImportError) {
        let (count, start) = try length(at: offset)
        let unicode = bytes[offset] >> 4 == 0x6
        try checkSpan(start: start, count: count, size: unicode ? 2 : 1)
        let byteLength = unicode ? utf8Length(utf16At: start, count: count) : count
        if isKey { try budget.countKey(byteLength) } else { try budget.countString(byteLength) }
    }
}
