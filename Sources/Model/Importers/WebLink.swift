import Foundation

/// Validation of links found in imported files before the app offers to open them.
public enum WebLink {
    /// The URL when `text` is an absolute http or https URL with a host, else nil
    /// (`javascript:`, `file:`, relative and malformed links are not opened).
    public static func validated(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 8192,
              let components = URLComponents(string: trimmed),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty,
              let url = components.url else { return nil }
        return url
    }
}
