import Foundation

/// Validation of links found in imported files before the app offers to open them.
public enum WebLink {
    /// The URL when `text` is an absolute http or https URL with a host, else nil
    /// (`javascript:`, `file:`, relative and malformed links are not opened).
    public static func validated(_ text: String) -> URL? {
        let trimmed = text.trimmingWhitespace
        // The UTF-8 length bounds the character count, which is only counted when needed.
        guard !trimmed.isEmpty, trimmed.utf8.count <= 8192 || trimmed.count <= 8192,
            hasWebScheme(trimmed),
            let components = URLComponents(string: trimmed),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty,
            let url = components.url
        else { return nil }
        return url
    }

    /// A cheap first filter: "http:" or "https:" in any case. The scheme is checked again
    /// on the parsed components, so this only saves parsing links that cannot pass.
    private static func hasWebScheme(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        for letter in "http".utf8 {
            guard let c = utf8.next(), c | 0x20 == letter else { return false }
        }
        guard let c = utf8.next() else { return false }
        if c == UInt8(ascii: ":") { return true }
        return c | 0x20 == UInt8(ascii: "s") && utf8.next() == UInt8(ascii: ":")
    }
}

extension String {
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, without its cost when the text
    /// starts and ends with printable ASCII (which is never whitespace).
    var trimmingWhitespace: String {
        if let first = utf8.first, let last = utf8.last,
            (0x21...0x7E).contains(first), (0x21...0x7E).contains(last)
        {
            return self
        }
        return trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// True when the text is empty or only whitespace and newlines.
    var isBlank: Bool {
        if let first = utf8.first, (0x21...0x7E).contains(first) { return false }
        return trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
