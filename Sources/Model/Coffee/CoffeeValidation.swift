import Foundation

/// The rules for a coffee's fields, shared by "Add Coffee" and the edit pages.
public enum CoffeeValidation {
    /// The name as stored: without leading and trailing spaces.
    public static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// nil for an acceptable name, otherwise why not.
    public static func name(_ text: String) -> String? {
        trimmed(text).isEmpty ? tr("Enter a name for the coffee.") : nil
    }

    /// nil for an acceptable price (a number ≥ 0 in the user's locale), otherwise why not.
    public static func price(_ text: String, format: PriceFormat) -> String? {
        switch format.parse(text) {
        case .success: return nil
        case .failure(let problem): return format.message(for: problem)
        }
    }
}
