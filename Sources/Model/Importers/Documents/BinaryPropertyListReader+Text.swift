import Foundation

/// The binary property list's text lengths and dates, checked before anything is kept.
extension BinaryPropertyListReader {
    /// The UTF-8 length of `count` big-endian UTF-16 units at `start`, without decoding
    /// them: a lone surrogate becomes U+FFFD (3 bytes), as `String(decoding:)` makes it.
    func utf8Length(utf16At start: Int, count: Int) -> Int {
        var length = 0, index = 0
        while index < count {
            let unit = UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1])
            index += 1
            switch unit {
            case 0..<0x80: length += 1
            case 0x80..<0x800: length += 2
            case 0xD800..<0xDC00 where index < count && (0xDC..<0xE0).contains(bytes[start + 2 * index]):
                length += 4
                index += 1
            default: length += 3
            }
        }
        return length
    }

    /// A property-list date (seconds since 2001-01-01), refused unless finite and within
    /// the years 1 to 9999.
    static func date(sinceReferenceDate seconds: Double) throws(ImportError) -> Date {
        // 0001-01-01 and 9999-12-31 relative to 2001-01-01.
        guard seconds.isFinite, seconds >= -63_113_904_000, seconds <= 252_423_993_600 else {
            throw ImportError(message: tr("A date in the property list is not a valid date."))
        }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
}
