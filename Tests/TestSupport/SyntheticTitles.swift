/// Generated row titles for benchmarks and tests of huge lists (shared by both, kept out of the
/// product): `count` distinct titles
/// in alphabetical order of their initials, spread evenly over A–Z ("Apple 0000001",
/// …, "Zebra 0999999"), so that search and the letter index have realistic work.
public enum SyntheticTitles {
    private static let words = [
        "Apple", "Banana", "Cherry", "Damson", "Elder", "Fig", "Grape", "Hazel", "Iris", "Juniper",
        "Kiwi", "Lemon", "Mango", "Nectarine", "Olive", "Peach", "Quince", "Raspberry", "Sloe",
        "Tangerine", "Ugli", "Vanilla", "Walnut", "Xigua", "Yuzu", "Zebra",
    ]

    public static func make(count: Int) -> [String] {
        guard count > 0 else { return [] }
        var titles: [String] = []
        titles.reserveCapacity(count)
        for index in 0..<count {
            let word = words[index * words.count / count]
            let digits = String(index)
            titles.append(word + " " + String(repeating: "0", count: max(0, 7 - digits.count)) + digits)
        }
        return titles
    }
}
