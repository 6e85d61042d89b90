import Foundation

/// The collections the home search and the Shell search provider look through, in the
/// order their results are shown (the home page's order).
public enum SearchSectionID: String, CaseIterable, Sendable, Hashable {
    case drilldown, countries, coffee, todo, zoo, recipes, cities, books, trends
}

/// What a search result opens: an item of one section, by what that section uses to
/// find it again (a store id, a position in a bundled list, a path in the tree).
public enum SearchTarget: Hashable, Sendable {
    /// A node of the bundled drill-down tree, by child indices from the root.
    case treeNode(path: [Int])
    /// A country, by its position in `CountryCatalog.sections()` (all sections in order).
    case country(position: Int)
    case coffee(id: Int64)
    case todo(id: Int64)
    case animal(id: Int64)
    case recipe(id: Int64)
    /// An ingredient; it opens its recipe.
    case ingredient(id: Int64, recipe: Int64)
    case city(id: Int64)
    /// A book of the bundled books.xml, by its `id` attribute.
    case book(id: Int)
    /// A trend of the bundled trends.json, by position.
    case trend(position: Int)

    /// The section the item belongs to.
    public var section: SearchSectionID {
        switch self {
        case .treeNode: return .drilldown
        case .country: return .countries
        case .coffee: return .coffee
        case .todo: return .todo
        case .animal: return .zoo
        case .recipe, .ingredient: return .recipes
        case .city: return .cities
        case .book: return .books
        case .trend: return .trends
        }
    }

    /// The id of a store row (`nil` for bundled data and ingredients), used to apply a
    /// store's change to the search without reloading the section.
    var storeID: Int64? {
        switch self {
        case .coffee(let id), .todo(let id), .animal(let id), .recipe(let id), .city(let id): return id
        default: return nil
        }
    }

    /// A stable string form ("coffee:42", "tree:1.0.2", "ingredient:7:3"): the result
    /// ids the Shell search provider hands out and gets back.
    public var identifier: String {
        switch self {
        case .treeNode(let path): return "tree:" + path.map(String.init).joined(separator: ".")
        case .country(let position): return "country:\(position)"
        case .coffee(let id): return "coffee:\(id)"
        case .todo(let id): return "todo:\(id)"
        case .animal(let id): return "animal:\(id)"
        case .recipe(let id): return "recipe:\(id)"
        case .ingredient(let id, let recipe): return "ingredient:\(id):\(recipe)"
        case .city(let id): return "city:\(id)"
        case .book(let id): return "book:\(id)"
        case .trend(let position): return "trend:\(position)"
        }
    }

    /// Parses `identifier`; nil for anything else (ids come from another process).
    public init?(identifier: String) {
        let parts = identifier.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { return nil }
        let kind = parts[0], value = parts[1]
        if kind == "tree" {
            let path =
                value.isEmpty ? [] : value.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, !path.isEmpty, path.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
            self = .treeNode(path: path.compactMap { $0 })
            return
        }
        if kind == "ingredient" {
            guard parts.count == 3, let id = Int64(value), let recipe = Int64(parts[2]) else { return nil }
            self = .ingredient(id: id, recipe: recipe)
            return
        }
        guard parts.count == 2, let number = Int64(value) else { return nil }
        switch kind {
        case "country": guard let n = Int(exactly: number), n >= 0 else { return nil }; self = .country(position: n)
        case "coffee": self = .coffee(id: number)
        case "todo": self = .todo(id: number)
        case "animal": self = .animal(id: number)
        case "recipe": self = .recipe(id: number)
        case "city": self = .city(id: number)
        case "book": guard let n = Int(exactly: number) else { return nil }; self = .book(id: n)
        case "trend": guard let n = Int(exactly: number), n >= 0 else { return nil }; self = .trend(position: n)
        default: return nil
        }
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
    public var section: SearchSectionID
    /// Every match of the section (the heading's count).
    public var count: Int
    /// The best matches, best first, at most the limit asked for.
    public var top: [SearchHit]
}
