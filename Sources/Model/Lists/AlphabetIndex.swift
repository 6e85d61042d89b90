import Foundation

/// The letter strip beside a long list (UITableView's section index): which letters it
/// shows, and which row a letter jumps to.
///
/// A letter jumps to the first row (in display order) whose title starts with that
/// letter; when no title does, to the first row of the next letter that has one; past
/// the last letter, to the last row. Initials are compared without case or accents
/// ("Éire" files under E), kana by their row (`IndexAlphabet`). Built in one pass over
/// the titles; an immutable `Sendable` value, so it can be built off the main thread for
/// huge lists.
public struct AlphabetIndex: Sendable {
    /// A–Z, the original tutorials' index titles.
    public static let latinLetters: [String] = IndexAlphabet.latin

    /// The letters shown, in order.
    public let letters: [String]
    /// First display position of each letter (same order as `letters`), nil when absent.
    private let firstPositions: [Int?]
    /// The number of rows indexed.
    public let count: Int

    public init<Titles: Sequence>(titles: Titles, letters: [String] = AlphabetIndex.latinLetters)
    where Titles.Element == String {
        self.letters = letters
        var slot: [String: Int] = [:]
        for (index, letter) in letters.enumerated() { slot[letter] = index }
        var first = [Int?](repeating: nil, count: letters.count)
        var remaining = letters.count
        var total = 0
        for title in titles {
            defer { total += 1 }
            guard remaining > 0, let key = AlphabetIndex.initialKey(of: title),
                let index = slot[key], first[index] == nil
            else { continue }
            first[index] = total
            remaining -= 1
        }
        firstPositions = first
        count = total
    }

    /// The letters of the strip for `titles` under `locale` (`IndexAlphabet.letters`):
    /// the alphabet of the names as they are shown, in the locale's collation order.
    public static func letters<Titles: Sequence>(for titles: Titles, locale: Locale) -> [String]
    where Titles.Element == String {
        IndexAlphabet.letters(for: titles, locale: locale)
    }

    /// The index key of a title (`IndexAlphabet.key`): its first letter without case or
    /// accents, a Hebrew final letter as its letter, a kana as the head of its row.
    public static func initialKey(of title: String) -> String? { IndexAlphabet.key(of: title) }

    /// The row a click on `letter` scrolls to, or nil for an unknown letter or an
    /// empty list.
    public func position(for letter: String) -> Int? {
        guard count > 0, let start = letters.firstIndex(of: letter) else { return nil }
        for index in start..<letters.count {
            if let position = firstPositions[index] { return position }
        }
        return count - 1
    }

    /// Whether some title starts with `letter` (for dimming letters with no rows).
    public func hasRows(for letter: String) -> Bool {
        guard let index = letters.firstIndex(of: letter) else { return false }
        return firstPositions[index] != nil
    }
}
