import Foundation

/// Text documents in UTF-16 or UTF-32 (with a byte order mark, or recognisable by the
/// zero bytes of their first characters) are turned into UTF-8 before the format is
/// guessed, so a UTF-16 XML file is read as XML, not refused with a JSON message.
/// An XML declaration's `encoding` is rewritten to match. Binary property lists and
/// UTF-8 text pass through untouched.
enum TextEncoding {
    enum Form: Equatable {
        case utf16BigEndian, utf16LittleEndian, utf32BigEndian, utf32LittleEndian

        var name: String {
            switch self {
            case .utf16BigEndian, .utf16LittleEndian: "UTF-16"
            case .utf32BigEndian, .utf32LittleEndian: "UTF-32"
            }
        }

        var foundation: String.Encoding {
            switch self {
            case .utf16BigEndian: .utf16BigEndian
            case .utf16LittleEndian: .utf16LittleEndian
            case .utf32BigEndian: .utf32BigEndian
            case .utf32LittleEndian: .utf32LittleEndian
            }
        }

        var bomLength: Int { self == .utf16BigEndian || self == .utf16LittleEndian ? 2 : 4 }
    }

    /// The form of `data` with whether it starts with a byte order mark, or nil for
    /// UTF-8 (or anything else).
    static func detect(_ data: Data) -> (form: Form, bom: Bool)? {
        let b = Array(data.prefix(4))
        guard b.count >= 2 else { return nil }
        if b.count == 4 {
            if b == [0x00, 0x00, 0xFE, 0xFF] { return (.utf32BigEndian, true) }
            if b == [0xFF, 0xFE, 0x00, 0x00] { return (.utf32LittleEndian, true) }
        }
        if b[0] == 0xFE && b[1] == 0xFF { return (.utf16BigEndian, true) }
        if b[0] == 0xFF && b[1] == 0xFE { return (.utf16LittleEndian, true) }
        guard b.count == 4 else { return nil }
        if b[0] == 0 && b[1] == 0 && b[2] == 0 && b[3] != 0 { return (.utf32BigEndian, false) }
        if b[0] != 0 && b[1] == 0 && b[2] == 0 && b[3] == 0 { return (.utf32LittleEndian, false) }
        if b[0] == 0 && b[1] != 0 && b[2] == 0 && b[3] != 0 { return (.utf16BigEndian, false) }
        if b[0] != 0 && b[1] == 0 && b[2] != 0 && b[3] == 0 { return (.utf16LittleEndian, false) }
        return nil
    }

    /// `data` as UTF-8: unchanged unless it is UTF-16 or UTF-32 text.
    static func utf8(_ data: Data, name: String) throws(ImportError) -> Data {
        if data.starts(with: Array("bplist".utf8)) { return data }
        guard let (form, bom) = detect(data) else { return data }
        let body = bom ? data.dropFirst(form.bomLength) : data[...]
        guard body.count % (form.bomLength) == 0, let text = String(data: body, encoding: form.foundation) else {
            throw ImportError(
                message: fill(
                    tr("“%1$@” looks like %2$@ text, but it is not valid %2$@."),
                    DisplayText.title(name), form.name))
        }
        return Data(declaringUTF8(text).utf8)
    }

    /// The text with the `encoding` of its XML declaration (if any) set to UTF-8.
    static func declaringUTF8(_ text: String) -> String {
        guard text.hasPrefix("<?xml"), let close = text.prefix(300).range(of: "?>") else { return text }
        let declaration = text[..<close.lowerBound]
        guard let range = declaration.range(of: #"encoding\s*=\s*("[^"]*"|'[^']*')"#, options: .regularExpression)
        else {
            return text
        }
        return text.replacingCharacters(in: range, with: "encoding=\"UTF-8\"")
    }
}
