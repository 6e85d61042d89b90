import Foundation

/// Appends a document's values to a `DocumentTape` (`TapeEntries`) as a reader meets them, in file order:
/// `beginDictionary`/`beginArray` … `end` around a container's contents, `key` before each
/// member's value, `reference` for an entry already appended that is listed again (a
/// binary property list's shared object). Limits are the reader's business (`ReadBudget`), checked before appending.
struct DocumentTapeBuilder {
    typealias Kind = DocumentTape.Kind

    private var kinds: [UInt8] = []
    private var payloads: [UInt64] = []
    private var childList: [UInt32] = []
    /// The children of the open containers, innermost last.
    private var pending: [UInt32] = []
    /// The open containers: their entry, where their children start in `pending`, and
    /// whether they are dictionaries (whose children are key and value pairs).
    private var open: [(entry: Int, start: Int, isDictionary: Bool)] = []
    /// Text appended by readers whose strings are not already bytes of the file.
    private var text: [UInt8] = []

    /// `text`: how many bytes of text the readers will append at most. Reserving it costs
    /// no memory until the text is written (large blocks are mapped page by page as they
    /// are touched), and the text is then never copied to a larger block as it grows (the
    /// old and the new block would both be held during the copy).
    init(reservingEntries entries: Int = 0, text: Int = 0) {
        self.text.reserveCapacity(text)
        kinds.reserveCapacity(entries)
        payloads.reserveCapacity(entries)
        // Every entry but the root is listed once in its container.
        childList.reserveCapacity(max(0, entries - 1))
    }

    /// The number of entries appended so far.
    var count: Int { kinds.count }

    /// True when no container is open (the document's value is complete).
    var isComplete: Bool { open.isEmpty && !kinds.isEmpty }

    @inline(__always)
    private mutating func append(_ kind: Kind, _ payload: UInt64) {
        if !open.isEmpty { pending.append(UInt32(truncatingIfNeeded: kinds.count)) }
        kinds.append(kind.rawValue)
        payloads.append(payload)
    }

    static func slice(_ offset: Int, _ length: Int) -> UInt64 {
        UInt64(offset) << TapeEntries.lengthBits | UInt64(length)
    }

    mutating func beginDictionary() {
        append(.dictionary, 0)
        open.append((kinds.count - 1, pending.count, true))
    }

    mutating func beginArray() {
        append(.array, 0)
        open.append((kinds.count - 1, pending.count, false))
    }

    /// Closes the innermost open container.
    mutating func end() {
        guard let top = open.popLast() else { return }
        let start = childList.count
        let children = pending.count - top.start
        childList.append(contentsOf: pending[top.start...])
        pending.removeLast(children)
        payloads[top.entry] = Self.slice(start, top.isDictionary ? children / 2 : children)
    }

    /// Lists `entry`, already appended, once more in the open container.
    mutating func reference(_ entry: Int) {
        if !open.isEmpty { pending.append(UInt32(truncatingIfNeeded: entry)) }
    }

    /// The entry the next value appended gets.
    var nextEntry: Int { kinds.count }

    /// A key or string whose bytes are appended to the tape's own text.
    mutating func key(_ bytes: some Collection<UInt8>) { append(.key, appendText(bytes)) }
    mutating func string(_ bytes: some Collection<UInt8>) { append(.string, appendText(bytes)) }

    /// A data value of `count` bytes: only its count and its first bytes are kept (all
    /// the detail page shows), as 8 bytes of count then the prefix.
    mutating func data(count: Int, prefix: some Collection<UInt8>) {
        let offset = text.count
        withUnsafeBytes(of: UInt64(count).littleEndian) { text.append(contentsOf: $0) }
        text.append(contentsOf: prefix.prefix(DisplayText.dataPreviewBytes))
        append(.data, Self.slice(offset, text.count - offset))
    }

    /// A key or string of big-endian UTF-16 units (a lone surrogate becomes U+FFFD, as
    /// `String(decoding:as:)` makes it), appended to the tape's text as UTF-8.
    mutating func key(utf16BigEndian bytes: UnsafeBufferPointer<UInt8>) { append(.key, appendUTF16(bytes)) }
    mutating func string(utf16BigEndian bytes: UnsafeBufferPointer<UInt8>) { append(.string, appendUTF16(bytes)) }

    private mutating func appendUTF16(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let offset = text.count
        let units = stride(from: 0, to: bytes.count - 1, by: 2).lazy.map {
            UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
        }
        _ = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false) { text.append($0) }
        return Self.slice(offset, text.count - offset)
    }

    private mutating func appendText(_ bytes: some Collection<UInt8>) -> UInt64 {
        let offset = text.count
        text.append(contentsOf: bytes)
        return Self.slice(offset, text.count - offset)
    }

    mutating func integer(_ value: Int64) { append(.integer, UInt64(bitPattern: value)) }
    mutating func real(_ value: Double) { append(.real, value.bitPattern) }
    mutating func boolean(_ value: Bool) { append(value ? .yes : .no, 0) }
    mutating func null() { append(.null, 0) }
    mutating func date(_ value: Date) { append(.date, value.timeIntervalSinceReferenceDate.bitPattern) }

    mutating func scalar(_ value: ScalarValue) {
        switch value {
        case .string(let text): string(text.utf8)
        case .integer(let number): integer(number)
        case .real(let number): real(number)
        case .boolean(let flag): boolean(flag)
        case .date(let date): self.date(date)
        case .data(let count, let bytes): data(count: count, prefix: bytes)
        case .null: null()
        }
    }

    /// The tape, its slices in the text appended here.
    consuming func finish() -> DocumentTape {
        DocumentTape(TapeEntries(kinds: kinds, payloads: payloads, childList: childList, text: text))
    }
}
