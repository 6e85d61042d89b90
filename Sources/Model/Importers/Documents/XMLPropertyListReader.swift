import Foundation

/// Reads an XML property list into a `DocumentTape` through the hardened libxml2 SAX
/// parser (no Foundation, no DOM): dictionaries keep their keys in file order, and every
/// value is charged to the `ReadBudget` as it is read.
///
/// Accepted: `plist`, `dict`/`key`, `array`, `string`, `integer`, `real`, `date`, `data`,
/// `true`, `false`. Anything else, a value without its key, or text where a value should
/// be is refused with the line.
final class XMLPropertyListReader: XMLEventReader {
    /// An open `array` or `dict` (its values go to the tape as they are read).
    private struct Container {
        var isDictionary: Bool
        /// True when a dictionary's key was read and its value not yet.
        var hasKey = false
    }

    private enum Element: String {
        case plist, dict, array, key, string, integer, real, date, data, `true`, `false`

        /// The element named `name`: by its first byte and length, then compared (faster
        /// than `init(rawValue:)`, which tries every case's name in turn).
        static func named(_ name: String) -> Element? {
            let utf8 = name.utf8
            let element: Element?
            switch (utf8.first, utf8.count) {
            case (UInt8(ascii: "k"), 3): element = .key
            case (UInt8(ascii: "s"), 6): element = .string
            case (UInt8(ascii: "i"), 7): element = .integer
            case (UInt8(ascii: "r"), 4): element = .real
            case (UInt8(ascii: "d"), 4):
                switch utf8.last {
                case UInt8(ascii: "t"): element = .dict
                case UInt8(ascii: "e"): element = .date
                default: element = .data
                }
            case (UInt8(ascii: "a"), 5): element = .array
            case (UInt8(ascii: "t"), 4): element = .true
            case (UInt8(ascii: "f"), 5): element = .false
            case (UInt8(ascii: "p"), 5): element = .plist
            default: element = nil
            }
            guard let element, element.rawValue == name else { return nil }
            return element
        }
    }

    // The parse's state, touched only by this reader's own SAX callbacks on the thread that
    // runs `read` and never passed inout across a call that could reach it again, so the
    // runtime's exclusivity check on each access (a third of the time spent here) is left out.
    @exclusivity(unchecked) private var containers: [Container] = []
    @exclusivity(unchecked) private var open: [Element] = []
    @exclusivity(unchecked) private var textBuffer: [UInt8] = []
    @exclusivity(unchecked) private var builder: DocumentTapeBuilder
    @exclusivity(unchecked) private var hasResult = false

    static func read(_ data: Data, name: String, limits: ReadLimits = .standard) throws(ImportError) -> DocumentTape {
        try read(XMLPushParser.chunks(of: data), bytes: data.count, name: name, limits: limits)
    }

    /// Reads the property list of `bytes` bytes that `chunks` hands out (a file, as it is
    /// read: the file's bytes are never all in memory).
    static func read(
        _ chunks: XMLPushParser.Chunks, bytes: Int, name: String, limits: ReadLimits = .standard
    ) throws(ImportError) -> DocumentTape {
        let reader = XMLPropertyListReader(limits: limits, bytes: bytes)
        // A file that could not be read (or grew past the size limit) says so as it is.
        var unreadable = false
        let reading = { () throws(ImportError) -> Data in
            do throws(ImportError) { return try chunks() } catch {
                unreadable = true
                throw error
            }
        }
        do throws(ImportError) {
            try reader.parse(reading, name: name)
        } catch {
            // The reading limits speak for themselves; syntax errors say which file.
            if reader.budget.exceeded || unreadable { throw error }
            throw ImportError(
                message: fill(
                    tr("“%1$@” is not a valid property list: %2$@"),
                    DisplayText.title(name), error.message))
        }
        guard reader.hasResult else {
            throw ImportError(
                message: fill(
                    tr("“%1$@” is not a valid property list: %2$@"),
                    DisplayText.title(name), tr("it holds no value.")))
        }
        return reader.builder.finish()
    }

    /// A reader for a document of `bytes` bytes, whose text (keys and strings) is at most
    /// as long as the document.
    init(limits: ReadLimits, bytes: Int) {
        builder = DocumentTapeBuilder(text: min(bytes, limits.fileBytes))
        super.init(limits: limits)
    }

    /// Values count as in every format: dictionaries, arrays and scalars are values, keys
    /// and the `plist` wrapper are not; only dictionaries and arrays nest; element names
    /// are markup, not text.
    override func counts(_ name: String) -> (value: Bool, nests: Bool, markupIsText: Bool) {
        switch Element.named(name) {
        case .plist?, .key?: (false, false, false)
        case .dict?, .array?: (true, true, false)
        default: (true, false, false)
        }
    }

    private static func unexpected(_ name: String) -> ImportError {
        ImportError(message: fill(tr("unexpected element “%1$@”."), DisplayText.title(name)))
    }

    override func start(name: String, attributes: [(name: String, value: String)]) throws(ImportError) {
        guard let element = Element.named(name) else { throw Self.unexpected(name) }
        if element == .plist {
            guard open.isEmpty else { throw Self.unexpected(name) }
            open.append(element)
            return
        }
        if let parent = open.last, parent != .plist, parent != .dict, parent != .array {
            throw Self.unexpected(name)
        }
        if hasResult && containers.isEmpty { throw Self.unexpected(name) }
        if let container = containers.last, container.isDictionary, open.last == .dict {
            if element == .key {
                guard !container.hasKey else {
                    throw ImportError(message: tr("two keys follow each other without a value."))
                }
            } else if !container.hasKey {
                throw ImportError(message: tr("a value in a dictionary has no key before it."))
            }
        } else if element == .key {
            throw ImportError(message: tr("a key outside a dictionary."))
        }
        open.append(element)
        textBuffer.removeAll(keepingCapacity: true)
        switch element {
        case .dict:
            valueStarts()
            builder.beginDictionary()
            containers.append(Container(isDictionary: true))
        case .array:
            valueStarts()
            builder.beginArray()
            containers.append(Container(isDictionary: false))
        default: break
        }
    }

    override func text(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImportError) {
        guard let element = open.last else { return }
        switch element {
        case .plist, .dict, .array, .true, .false:
            guard bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
                throw ImportError(message: tr("text where a value was expected."))
            }
        case .key:
            if textBuffer.count + bytes.count > budget.limits.keyBytes {
                try budget.countKey(textBuffer.count + bytes.count)
            }
            textBuffer.append(contentsOf: bytes)
        case .data:
            // Base64 with line breaks: at most about twice the decoded size.
            if textBuffer.count + bytes.count > budget.limits.stringBytes * 2 { try budget.countString(Int.max) }
            textBuffer.append(contentsOf: bytes)
        default:
            if textBuffer.count + bytes.count > budget.limits.stringBytes {
                try budget.countString(textBuffer.count + bytes.count)
            }
            textBuffer.append(contentsOf: bytes)
        }
    }

    override func end() throws(ImportError) {
        guard let element = open.popLast() else { return }
        defer { textBuffer.removeAll(keepingCapacity: true) }
        switch element {
        case .plist:
            return
        case .key:
            try budget.countKey(textBuffer.count)
            builder.key(textBuffer)
            if !containers.isEmpty { containers[containers.count - 1].hasKey = true }
            return
        case .dict, .array:
            guard let container = containers.popLast() else { return }
            if container.isDictionary && container.hasKey {
                throw ImportError(message: tr("a key in a dictionary has no value after it."))
            }
            builder.end()
            if containers.isEmpty { hasResult = true }
            return
        case .string:
            try budget.countString(textBuffer.count)
            valueStarts()
            builder.string(textBuffer)
            if containers.isEmpty { hasResult = true }
            return
        default:
            break
        }
        let value: ScalarValue
        switch element {
        case .plist, .key, .dict, .array, .string:
            return
        case .integer:
            let trimmed = trimmedText()
            guard let number = Self.integer(trimmed) else {
                throw ImportError(message: fill(tr("“%1$@” is not an integer."), DisplayText.line(trimmed, limit: 40)))
            }
            value = .integer(number)
        case .real:
            let trimmed = trimmedText()
            guard let number = Self.realFast(trimmed) else {
                throw ImportError(
                    message: fill(tr("“%1$@” is not a real number."), DisplayText.line(trimmed, limit: 40)))
            }
            value = .real(number)
        case .date:
            let trimmed = trimmedText()
            // A parse failure is reported just below with the text itself, so `try?` hides nothing.
            guard trimmed.utf8.count <= 64, let date = try? Date(trimmed, strategy: .iso8601) else {
                throw ImportError(message: fill(tr("“%1$@” is not a date."), DisplayText.line(trimmed, limit: 40)))
            }
            value = .date(try BinaryPropertyListReader.date(sinceReferenceDate: date.timeIntervalSinceReferenceDate))
        case .data:
            guard let data = Data(base64Encoded: Data(textBuffer), options: .ignoreUnknownCharacters) else {
                throw ImportError(message: tr("a data value is not valid Base64."))
            }
            try budget.countString(data.count)
            value = .data(count: data.count, prefix: data.prefix(DisplayText.dataPreviewBytes))
        case .true:
            value = .boolean(true)
        case .false:
            value = .boolean(false)
        }
        valueStarts()
        builder.scalar(value)
        if containers.isEmpty { hasResult = true }
    }

    /// The element's text without the white space around it. ASCII text (numbers and
    /// dates almost always) is trimmed as bytes, with the same result as Foundation's
    /// trimming, which any other text goes through.
    private func trimmedText() -> String {
        if textBuffer.allSatisfy({ $0 < 0x80 }) {
            let blank: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
            guard let first = textBuffer.firstIndex(where: { !blank($0) }),
                let last = textBuffer.lastIndex(where: { !blank($0) })
            else { return "" }
            return String(decoding: textBuffer[first...last], as: UTF8.self)
        }
        return String(decoding: textBuffer, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A value is about to be appended: its dictionary's key is used.
    private func valueStarts() {
        if let top = containers.indices.last { containers[top].hasKey = false }
    }
}
