import Foundation

/// Reads an XML property list into a `DocumentValue` through the hardened libxml2 SAX
/// parser (no Foundation, no DOM): dictionaries keep their keys in file order, and every
/// value is charged to the `ReadBudget` as it is read.
///
/// Accepted: `plist`, `dict`/`key`, `array`, `string`, `integer`, `real`, `date`, `data`,
/// `true`, `false`. Anything else, a value without its key, or text where a value should
/// be is refused with the line.
final class XMLPropertyListReader: XMLEventReader {
    /// An open `array` or `dict`; appended to in place (`containers[last].…append`),
    /// never through a copy, so reading stays linear.
    private struct Container {
        var isDictionary: Bool
        var elements: [DocumentValue] = []
        var members: [(key: String, value: DocumentValue)] = []
        /// The key read for the next value of a dictionary.
        var key: String?
    }

    private enum Element: String {
        case plist, dict, array, key, string, integer, real, date, data, `true`, `false`
    }

    private var containers: [Container] = []
    private var open: [Element] = []
    private var textBuffer: [UInt8] = []
    private var result: DocumentValue?

    static func read(_ data: Data, name: String, limits: ReadLimits = .standard) throws(ImportError) -> DocumentValue {
        let reader = XMLPropertyListReader(limits: limits)
        do {
            try reader.parse(data, name: name)
        } catch {
            // The reading limits speak for themselves; syntax errors say which file.
            if reader.budget.exceeded { throw error }
            throw ImportError(
                message: fill(
                    tr("“%1$@” is not a valid property list: %2$@"),
                    DisplayText.title(name), error.message))
        }
        guard let result = reader.result else {
            throw ImportError(
                message: fill(
                    tr("“%1$@” is not a valid property list: %2$@"),
                    DisplayText.title(name), tr("it holds no value.")))
        }
        return result
    }

    /// Values count as in every format: dictionaries, arrays and scalars are values, keys
    /// and the `plist` wrapper are not; only dictionaries and arrays nest; element names
    /// are markup, not text.
    override func counts(_ name: String) -> (value: Bool, nests: Bool, markupIsText: Bool) {
        switch Element(rawValue: name) {
        case .plist?, .key?: (false, false, false)
        case .dict?, .array?: (true, true, false)
        default: (true, false, false)
        }
    }

    private static func unexpected(_ name: String) -> ImportError {
        ImportError(message: fill(tr("unexpected element “%1$@”."), DisplayText.title(name)))
    }

    override func start(name: String, attributes: [(name: String, value: String)]) throws(ImportError) {
        guard let element = Element(rawValue: name) else { throw Self.unexpected(name) }
        if element == .plist {
            guard open.isEmpty else { throw Self.unexpected(name) }
            open.append(element)
            return
        }
        if let parent = open.last, parent != .plist, parent != .dict, parent != .array {
            throw Self.unexpected(name)
        }
        if result != nil && containers.isEmpty { throw Self.unexpected(name) }
        if let container = containers.last, container.isDictionary, open.last == .dict {
            if element == .key {
                guard container.key == nil else {
                    throw ImportError(message: tr("two keys follow each other without a value."))
                }
            } else if container.key == nil {
                throw ImportError(message: tr("a value in a dictionary has no key before it."))
            }
        } else if element == .key {
            throw ImportError(message: tr("a key outside a dictionary."))
        }
        open.append(element)
        textBuffer.removeAll(keepingCapacity: true)
        switch element {
        case .dict: containers.append(Container(isDictionary: true))
        case .array: containers.append(Container(isDictionary: false))
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
        let text = String(decoding: textBuffer, as: UTF8.self)
        textBuffer.removeAll(keepingCapacity: true)
        let value: DocumentValue
        switch element {
        case .plist:
            return
        case .key:
            try budget.countKey(text.utf8.count)
            if !containers.isEmpty { containers[containers.count - 1].key = text }
            return
        case .dict, .array:
            guard let container = containers.popLast() else { return }
            if container.isDictionary {
                if container.key != nil {
                    throw ImportError(message: tr("a key in a dictionary has no value after it."))
                }
                value = .dictionary(container.members)
            } else {
                value = .array(container.elements)
            }
        case .string:
            try budget.countString(text.utf8.count)
            value = .scalar(.string(text))
        case .integer:
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let number = Self.integer(trimmed) else {
                throw ImportError(message: fill(tr("“%1$@” is not an integer."), DisplayText.line(trimmed, limit: 40)))
            }
            value = .scalar(.integer(number))
        case .real:
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let number = Self.real(trimmed) else {
                throw ImportError(
                    message: fill(tr("“%1$@” is not a real number."), DisplayText.line(trimmed, limit: 40)))
            }
            value = .scalar(.real(number))
        case .date:
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            // A parse failure is reported just below with the text itself, so `try?` hides nothing.
            guard trimmed.utf8.count <= 64, let date = try? Date(trimmed, strategy: .iso8601) else {
                throw ImportError(message: fill(tr("“%1$@” is not a date."), DisplayText.line(trimmed, limit: 40)))
            }
            value = .scalar(
                .date(try BinaryPropertyListReader.date(sinceReferenceDate: date.timeIntervalSinceReferenceDate)))
        case .data:
            guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
                throw ImportError(message: tr("a data value is not valid Base64."))
            }
            try budget.countString(data.count)
            value = .scalar(.data(count: data.count, prefix: data.prefix(DisplayText.dataPreviewBytes)))
        case .true:
            value = .scalar(.boolean(true))
        case .false:
            value = .scalar(.boolean(false))
        }
        add(value)
    }

    private func add(_ value: DocumentValue) {
        let top = containers.count - 1
        guard top >= 0 else {
            result = value
            return
        }
        if containers[top].isDictionary {
            containers[top].members.append((containers[top].key ?? "", value))
            containers[top].key = nil
        } else {
            containers[top].elements.append(value)
        }
    }

    /// A decimal or "0x" hexadecimal integer, optionally signed, within 64 bits.
    static func integer(_ text: String) -> Int64? {
        var digits = Substring(text)
        var negative = false
        if digits.hasPrefix("-") {
            negative = true; digits = digits.dropFirst()
        } else if digits.hasPrefix("+") {
            digits = digits.dropFirst()
        }
        let radix = digits.hasPrefix("0x") || digits.hasPrefix("0X") ? 16 : 10
        if radix == 16 { digits = digits.dropFirst(2) }
        guard !digits.isEmpty, let magnitude = UInt64(digits, radix: radix) else { return nil }
        if negative {
            return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        // Apple's writer stores unsigned values above Int64.max as their bit pattern.
        return Int64(bitPattern: magnitude)
    }

    /// A real as property lists write it, including "nan" and "+/-inf(inity)".
    static func real(_ text: String) -> Double? {
        switch text.lowercased() {
        case "nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default:
            guard text.utf8.count <= 400 else { return nil }
            return Double(text)
        }
    }
}
