/// Rows grouped in titled sections and addressed by one flat position, the way a list
/// view sees them (UITableView's index paths flattened).
///
/// Position ↔ (section, row) mapping is O(log sections); empty sections take no rows
/// and so never show a header.
public struct SectionedList<Item: Sendable>: Sendable {
    /// One titled group of rows.
    public struct Section: Sendable {
        public let title: String
        public let items: [Item]
        public init(title: String, items: [Item]) {
            self.title = title
            self.items = items
        }
    }

    /// Where a flat position lies.
    public struct Location: Sendable, Equatable {
        public let section: Int
        public let row: Int
    }

    public let sections: [Section]
    /// The flat position of each section's first row.
    private let starts: [Int]
    /// The number of rows over all sections.
    public let count: Int

    public init(sections: [Section]) {
        self.sections = sections
        var starts: [Int] = []
        starts.reserveCapacity(sections.count)
        var total = 0
        for section in sections {
            starts.append(total)
            total += section.items.count
        }
        self.starts = starts
        self.count = total
    }

    /// The section and row of a flat position, or nil when out of range.
    public func location(of position: Int) -> Location? {
        guard position >= 0, position < count else { return nil }
        // The last section starting at or before `position` contains it (empty
        // sections before it share its start but come earlier).
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= position { low = mid + 1 } else { high = mid }
        }
        let section = low - 1
        return Location(section: section, row: position - starts[section])
    }

    /// The flat position of `row` in `section`, or nil when out of range.
    public func position(section: Int, row: Int) -> Int? {
        guard sections.indices.contains(section), sections[section].items.indices.contains(row) else { return nil }
        return starts[section] + row
    }

    public func item(at position: Int) -> Item? {
        guard let location = location(of: position) else { return nil }
        return sections[location.section].items[location.row]
    }

    /// The title of the section holding `position`.
    public func sectionTitle(at position: Int) -> String? {
        location(of: position).map { sections[$0.section].title }
    }

    /// Whether `position` is the first row of its section (where the header is drawn).
    public func isSectionStart(_ position: Int) -> Bool {
        location(of: position)?.row == 0
    }

    /// Every item in display order.
    public var allItems: [Item] { sections.flatMap(\.items) }
}
