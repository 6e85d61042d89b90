import Foundation

/// The text the Hello page shows for the name typed (the original tutorials' "Display" button).
public enum HelloGreeting {
    /// "Hello Brandon!" for "Brandon" (surrounding white space ignored), or a request to
    /// enter a name when there is none.
    public static func text(for name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? tr("Please Enter Your Name") : fill(tr("Hello %1$@!"), trimmed)
    }
}
