import Foundation

/// The letter strip beside a long list (UITableView's section index): which letters it
/// shows, and which row a letter jumps to.
///
/// A letter jumps to the first row (in display order) whose title starts with that
/// letter; when no title does, to the first row of the next letter that has one; past
/// the last letter, to the last row. Initials are compared without case or accents
/// ("Éire" files under E). Built in one pass over the titles; an immutable `Sendable`
/// value, so it can be built off the main thread for huge lists.
public struct AlphabetIndex: Sendable {
    /// A–Z, the original tutorials' index titles.
    public static let latinLetters: [String] = (65...90).map { String(UnicodeScalar(UInt8($0))) }

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

    /// The letters of the strip for `titles`: the original tutorial's A–Z when every title starts
    /// with one of them (accents and case aside), otherwise A–Z and the other initials
    /// (Cyrillic, Greek…), all in the order of `locale`'s collation. So the strip
    /// follows names as they are shown, in whatever language they are.
    public static func letters<Titles: Sequence>(for titles: Titles, locale: Locale) -> [String]
    where Titles.Element == String {
        var letters = Set(latinLetters)
        for title in titles {
            if let key = initialKey(of: title), key.first?.isLetter == true { letters.insert(key) }
        }
        guard letters.count > latinLetters.count else { return latinLetters }
        return letters.sorted { $0.compare($1, locale: locale) == .orderedAscending }
    }

    /// The index key of a title: its first letter, uppercased, without accents.
    public static func initialKey(of title: String) -> String? {
        guard let firstLetter = title.first(where: { !$0.isWhitespace }) else { return nil }
        let folded = String(firstLetter).folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        return folded.uppercased()
    }

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
