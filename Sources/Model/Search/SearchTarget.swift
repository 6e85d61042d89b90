import Foundation

/// What a search result opens: an item of one section, by what that section uses to
/// find it again — a row of its store (`storeID`), or a path of positions or ids in its
/// bundled data (a tree path, a list position, a book's id; the section reads it).
public struct SearchTarget: Hashable, Sendable {
    public let section: SectionID
    /// The row of the section's store, for items that are rows: store changes are applied
    /// to the search by this id (nil for bundled data, and for items that are not rows).
    public let storeID: Int64?
    /// What the section uses to find an item that is not a store row.
    public let path: [Int]

    /// A row of the section's store.
    public static func row(_ id: Int64, in section: SectionID) -> SearchTarget {
        SearchTarget(section: section, storeID: id, path: [])
    }

    /// An item found by `path`, which only its section reads.
    public static func item(_ path: [Int], in section: SectionID) -> SearchTarget {
        SearchTarget(section: section, storeID: nil, path: path)
    }

    private init(section: SectionID, storeID: Int64?, path: [Int]) {
        self.section = section
        self.storeID = storeID
        self.path = path
    }

    /// A stable string form ("coffee:42:", "drilldown::1.0.2"): the result ids the Shell
    /// search provider hands out and gets back.
    public var identifier: String {
        "\(section.rawValue):\(storeID.map(String.init) ?? ""):" + path.map(String.init).joined(separator: ".")
    }

    /// Parses `identifier`; nil for anything else (ids come from another process).
    public init?(identifier: String) {
        let parts = identifier.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let section = SectionID(rawValue: parts[0]) else { return nil }
        let storeID = parts[1].isEmpty ? nil : Int64(parts[1])
        guard parts[1].isEmpty || storeID != nil else { return nil }
        let path =
            parts[2].isEmpty ? [] : parts[2].split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard path.allSatisfy({ $0 != nil }), storeID != nil || !path.isEmpty else { return nil }
        self.init(section: section, storeID: storeID, path: path.compactMap { $0 })
    }
}

/// One searchable item: what it opens, the text matched and shown, and a second line.
public struct SearchItem: Sendable, Hashable {
    public var target: SearchTarget
    public var title: String
    /// A second line for the result (author, breadcrumb, priority…); may be empty.
    public var subtitle: String

    public init(target: SearchTarget, title: String, subtitle: String = "") {
        self.target = target
        self.title = title
        self.subtitle = subtitle
    }
}

/// A matching item and how well it matched.
public struct SearchHit: Sendable, Hashable {
    public var entry: SearchItem
    public var rank: MatchRank
}

/// One section's part of a search: how many items matched and the best few.
public struct SectionResults: Sendable {
    public var section: SectionID
    /// Every match of the section (the heading's count).
    public var count: Int
    /// The best matches, best first, at most the limit asked for.
    public var top: [SearchHit]
}
