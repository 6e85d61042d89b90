import Foundation

/// The one way a document's content (or any other untrusted text) becomes text on
/// screen: shortened to a fixed number of characters, on one line where it must be.
///
/// Work is bounded by the limit, not by the input: a 20 MB title costs the same as a
/// 200-character one, because only the first characters are ever looked at. Use it for
/// row titles and subtitles, page and window titles, and anything put in a message.
public enum DisplayText {
    /// Row titles and subtitles.
    public static let rowCharacters = 200
    /// Page and window titles, names quoted in messages.
    public static let titleCharacters = 80
    /// A value on a detail page (may span lines).
    public static let detailCharacters = 4000
    /// Bytes shown in hexadecimal for a data value.
    public static let dataPreviewBytes = 32

    /// `text` on one line (line breaks and tabs become spaces, runs of blanks collapse,
    /// other control characters are dropped), at most `limit` characters, with "…" when
    /// shortened.
    public static func line(_ text: some StringProtocol, limit: Int = rowCharacters) -> String {
        shorten(text, limit: limit, keepLineBreaks: false)
    }

    /// `text` with its line breaks kept, at most `limit` characters ("…" when shortened).
    public static func block(_ text: some StringProtocol, limit: Int = detailCharacters) -> String {
        shorten(text, limit: limit, keepLineBreaks: true)
    }

    /// A title for a page, the window or a message.
    public static func title(_ text: some StringProtocol) -> String {
        line(text, limit: titleCharacters)
    }

    private static func shorten(_ text: some StringProtocol, limit: Int, keepLineBreaks: Bool) -> String {
        // Fast path (most keys and values): short printable ASCII with single inner
        // spaces is returned as it is, sharing the caller's storage.
        var plain = true
        var length = 0
        var previousSpace = true
        for byte in text.utf8 {
            length += 1
            let space = byte == 0x20
            if length > limit || (byte < 0x21 && !space) || byte > 0x7E || (space && previousSpace) {
                plain = false
                break
            }
            previousSpace = space
        }
        if plain && !previousSpace { return String(text) }
        var out = String()
        var count = 0
        var pendingSpace = false
        var pendingBreaks = 0
        for character in text {
            if character.isNewline {
                if keepLineBreaks { pendingBreaks = min(pendingBreaks + 1, 2) } else { pendingSpace = true }
                continue
            }
            if character.isWhitespace {
                pendingSpace = true
                continue
            }
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                scalar.properties.generalCategory == .control
                    || scalar.properties.generalCategory == .format
                        && scalar.value != 0x200D
            {
                continue
            }
            let separator = out.isEmpty ? 0 : (pendingBreaks > 0 ? pendingBreaks : (pendingSpace ? 1 : 0))
            if count + separator + 1 > limit {
                return exact(out + "…")
            }
            if separator > 0 {
                out += pendingBreaks > 0 ? String(repeating: "\n", count: pendingBreaks) : " "
                count += separator
            }
            pendingSpace = false
            pendingBreaks = 0
            out.append(character)
            count += 1
        }
        return exact(out)
    }

    /// A copy without the spare capacity that appending left (trees keep millions of
    /// these strings).
    private static func exact(_ text: String) -> String {
        text.utf8.count <= 15 ? text : String(decoding: Array(text.utf8), as: UTF8.self)
    }

    // MARK: Values

    /// A scalar as shown on a detail page: numbers and dates in `locale`, data as its size
    /// and a hexadecimal preview, text bounded to `detailCharacters`.
    public static func value(
        _ value: ScalarValue, numberLocale: Locale, timeLocale: Locale,
        timeZone: TimeZone = .current
    ) -> String {
        switch value {
        case .string(let text):
            return block(text)
        case .integer(let number):
            return number.formatted(.number.locale(numberLocale))
        case .real(let number):
            guard number.isFinite else { return realText(number) }
            return number.formatted(.number.locale(numberLocale).precision(.significantDigits(1...17)))
        case .boolean(let flag):
            return flag ? tr("Yes") : tr("No")
        case .date(let date):
            var style = Date.FormatStyle(date: .long, time: .standard, locale: timeLocale)
            style.timeZone = timeZone
            return date.formatted(style)
        case .data(let count, let prefix):
            let size = ByteCountFormatter.string(fromByteCount: Int64(count), countStyle: .file)
            let bytes = fill(trn("%1$@ byte", "%1$@ bytes", count), count.formatted(.number.locale(numberLocale)))
            let shown = hex(prefix) + (count > prefix.count ? " …" : "")
            return count == 0 ? bytes : fill(tr("%1$@ (%2$@): %3$@"), size, bytes, shown)
        case .null:
            return tr("None (null)")
        }
    }

    /// Bytes as lower-case hexadecimal pairs in groups of four bytes.
    public static func hex(_ data: Data) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for (index, byte) in data.enumerated() {
            if index > 0 && index % 4 == 0 { out.append(UInt8(ascii: " ")) }
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A real in C notation; "NaN", "Infinity" and "-Infinity" for non-finite ones.
    public static func realText(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A date in ISO 8601 (UTC), for subtitles.
    public static func isoDate(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
