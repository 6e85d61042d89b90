import Foundation

/// A web address the user typed or a document named: only `http` and `https` with a host
/// are accepted (never `file:`, `ftp:`, `data:` or anything else).
public enum WebAddress {
    /// The address in `text` (surrounding blanks ignored), or nil when it is not an http
    /// or https URL with a host.
    public static func parse(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: trimmed), isAllowed(url) else { return nil }
        return url
    }

    /// Whether `url` may be fetched: http or https, with a host.
    public static func isAllowed(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        guard let host = url.host, !host.isEmpty else { return false }
        return true
    }

    /// A short name for messages and titles: the last path component, else the host.
    public static func displayName(of url: URL) -> String {
        let last = url.lastPathComponent
        if !last.isEmpty && last != "/" { return last }
        return url.host ?? url.absoluteString
    }
}
