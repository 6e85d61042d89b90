import Foundation
import Testing

/// A right-to-left translation that starts with a Latin word ("SQLite עם תמונות…") would be
/// laid out left to right: Pango takes a paragraph's direction from its first strong
/// character, and GtkLabel has no other say. Such a translation starts with a
/// right-to-left mark (U+200F), so it reads in the window's direction.
@Suite struct RightToLeftTranslationTests {
    static let rightToLeft: Set<String> = ["he", "ar", "fa", "ur", "yi"]

    /// Whether the first character with a strong direction in `text` is left to right
    /// while the text also holds right-to-left letters.
    static func startsLeftToRight(_ text: String) -> Bool {
        guard text.unicodeScalars.contains(where: isRightToLeft) else { return false }
        for scalar in text.unicodeScalars {
            if scalar.value == 0x200F || isRightToLeft(scalar) { return false }
            if scalar.properties.isAlphabetic { return true }
        }
        return false
    }

    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFDFF).contains(scalar.value)
            || (0xFE70...0xFEFF).contains(scalar.value)
    }

    @Test(arguments: TranslationTests.listed.filter { RightToLeftTranslationTests.rightToLeft.contains($0) })
    func mixedTranslationsStartRightToLeft(_ language: String) throws {
        let catalogue = try TranslationTests.translation(language)
        // Keyword lists of the desktop file are searched, not shown.
        for entry in catalogue.messages where !entry.id.hasSuffix(";") {
            for translation in entry.translations {
                #expect(
                    !Self.startsLeftToRight(translation),
                    "\(language).po: “\(translation)” starts with a Latin word: begin it with U+200F (RLM)")
            }
        }
    }

    @Test func theCheckSeesALatinStart() {
        #expect(Self.startsLeftToRight("SQLite עם תמונות"))
        #expect(!Self.startsLeftToRight("\u{200F}SQLite עם תמונות"))
        #expect(!Self.startsLeftToRight("רשימת משימות ב־SQLite"))
        #expect(!Self.startsLeftToRight("SQLite"), "no Hebrew: nothing to reorder")
    }
}
