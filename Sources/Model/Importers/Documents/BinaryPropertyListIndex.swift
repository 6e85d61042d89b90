import Foundation

/// A binary property list as the `DocumentTape` keeps it: the file's bytes, checked
/// whole by `BinaryPropertyListReader`, browsed where they are. A binary property list is
/// already an index (an offset table, and containers as lists of object references), so
/// nothing else is kept: an entry is an object reference, and a row reads its object's
/// marker, references, text or number from the file when it is shown.
struct BinaryPropertyListIndex: Sendable {
    typealias Kind = DocumentTape.Kind

    let data: Data
    let trailer: BinaryPropertyListFile.Trailer

    init(data: Data, trailer: BinaryPropertyListFile.Trailer) {
        self.data = data
        self.trailer = trailer
    }

    var root: Int { trailer.topObject }

    /// The objects in the file (shared ones once).
    var objectCount: Int { trailer.objectCount }

    /// `body` with the file's layout, and the offset of object `entry`.
    private func withObject<T>(_ entry: Int, _ body: (BinaryPropertyListFile, Int) -> T?) -> T? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> T? in
            let file = BinaryPropertyListFile(raw.bindMemory(to: UInt8.self), trailer)
            // Checked whole when read: no offset fails here.
            guard let offset = file.offset(of: entry) else { return nil }
            return body(file, offset)
        }
    }

    func kind(_ entry: Int) -> Kind {
        withObject(entry) { file, offset -> Kind in
            let marker = file.bytes[offset]
            switch marker >> 4 {
            case 0x0: return marker == 0x09 ? .yes : marker == 0x08 ? .no : .null
            case 0x1: return .integer
            case 0x2: return .real
            case 0x3: return .date
            case 0x4: return .data
            case 0x5, 0x6: return .string
            case 0xA: return .array
            default: return .dictionary // 0xD: the reader lets no other marker through
            }
        } ?? .null
    }

    func childCount(_ entry: Int) -> Int {
        switch kind(entry) {
        case .dictionary, .array: return withObject(entry) { file, offset in file.length(at: offset)?.count } ?? 0
        default: return 0
        }
    }

    func element(_ entry: Int, _ index: Int) -> Int {
        withObject(entry) { file, offset in
            file.length(at: offset).flatMap { file.reference($0.start + index * file.refSize) }
        } ?? root
    }

    func member(_ entry: Int, _ index: Int) -> (key: Int, value: Int) {
        withObject(entry) { file, offset -> (key: Int, value: Int)? in
            guard let (count, start) = file.length(at: offset),
                let key = file.reference(start + index * file.refSize),
                let value = file.reference(start + (count + index) * file.refSize)
            else { return nil }
            return (key, value)
        } ?? (root, root)
    }

    /// The UTF-8 bytes of a string entry: an ASCII string's own bytes, or its text decoded
    /// (a byte above 0x7F of an ASCII string, or a lone UTF-16 surrogate, as U+FFFD).
    func withBytes<T>(_ entry: Int, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        let result: T? = withObject(entry) { file, offset -> T? in
            guard let (count, start) = file.length(at: offset) else { return nil }
            if file.bytes[offset] >> 4 == 0x6 {
                var utf8: [UInt8] = []
                utf8.reserveCapacity(count)
                let units = (0..<count).lazy.map {
                    UInt16(file.bytes[start + 2 * $0]) << 8 | UInt16(file.bytes[start + 2 * $0 + 1])
                }
                _ = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false) {
                    utf8.append($0)
                }
                return utf8.withUnsafeBytes(body)
            }
            let text = UnsafeBufferPointer(rebasing: file.bytes[start..<start + count])
            if text.allSatisfy({ $0 < 0x80 }) { return body(UnsafeRawBufferPointer(text)) }
            return Array(String(decoding: text, as: UTF8.self).utf8).withUnsafeBytes(body)
        }
        return result ?? [UInt8]().withUnsafeBytes(body)
    }

    func isEmptyString(_ entry: Int) -> Bool {
        withObject(entry) { file, offset in file.length(at: offset)?.count == 0 } ?? true
    }

    /// The scalar of a number, date or data entry.
    func number(_ entry: Int) -> ScalarValue? {
        withObject(entry) { file, offset -> ScalarValue? in
            let marker = file.bytes[offset]
            switch marker >> 4 {
            case 0x1: return .integer(file.integer(offset + 1, size: 1 << Int(marker & 0x0F)))
            case 0x2: return .real(file.real(offset + 1, size: 1 << Int(marker & 0x0F)))
            case 0x3: return .date(Date(timeIntervalSinceReferenceDate: file.real(offset + 1, size: 8)))
            case 0x4:
                guard let (count, start) = file.length(at: offset) else { return nil }
                let prefix = file.bytes[start..<start + min(count, DisplayText.dataPreviewBytes)]
                return .data(count: count, prefix: Data(prefix))
            default: return nil
            }
        }
    }
}
