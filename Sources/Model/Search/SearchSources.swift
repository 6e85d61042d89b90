import Foundation

/// Where one section's searchable entries come from.
public protocol SearchSource: Sendable {
    var section: SectionID { get }
    /// Every entry of the section, store rows in id order. Runs off the main thread.
    func loadAll() throws -> [SearchItem]
    /// Hands every entry of the section to `entries`, store rows in id order (what the
    /// search keeps: by default `loadAll()`'s entries; stores hand their rows over one at
    /// a time, without an array of them). Runs off the main thread.
    func load(into entries: inout SearchEntryCollector) throws
    /// The current entry of store row `id` (nil when it no longer exists), to apply a
    /// change without reloading everything; `nil` from `liveUpdates` sources reload.
    func entry(storeID id: Int64) throws -> SearchItem?
    /// Whether `entry(storeID:)` can apply a change (false: reload on every change).
    var appliesChangesByID: Bool { get }
    /// Calls `handler` after each committed change (nil for bundled, read-only data).
    func observe(_ handler: @escaping @Sendable (StoreChange) -> Void) -> ObservationToken?
}

extension SearchSource {
    public func load(into entries: inout SearchEntryCollector) throws {
        for entry in try loadAll() { entries.append(entry) }
    }
    public func entry(storeID id: Int64) throws -> SearchItem? { nil }
    public var appliesChangesByID: Bool { false }
    public func observe(_ handler: @escaping @Sendable (StoreChange) -> Void) -> ObservationToken? { nil }
}

/// Bundled, read-only data (countries, books, trends, the drill-down tree): loaded once.
public struct BundledSearchSource: SearchSource {
    public let section: SectionID
    private let load: @Sendable () throws -> [SearchItem]

    public init(section: SectionID, load: @escaping @Sendable () throws -> [SearchItem]) {
        self.section = section
        self.load = load
    }

    public func loadAll() throws -> [SearchItem] { try load() }

    /// The original tutorial's countries, found by their position in
    /// `CountryCatalog.sections()` (all its sections in order); the subtitle is the
    /// section ("Countries to visit"…).
    public static func countries(in section: SectionID) -> BundledSearchSource {
        let id = section
        return BundledSearchSource(section: section) {
            let list = CountryCatalog.sections()
            var entries: [SearchItem] = []
            for (sectionIndex, section) in list.sections.enumerated() {
                for (row, country) in section.items.enumerated() {
                    guard let position = list.position(section: sectionIndex, row: row) else { continue }
                    entries.append(
                        SearchItem(target: .item([position], in: id), title: country.name, subtitle: section.title))
                }
            }
            return entries
        }
    }

    /// The books of `url` (books.xml), found by their `id` attribute; the subtitle is
    /// the author.
    public static func books(_ url: URL, in section: SectionID) -> BundledSearchSource {
        BundledSearchSource(section: section) {
            try BooksDocument.load(contentsOf: url).map {
                SearchItem(target: .item([$0.id], in: section), title: $0.title, subtitle: $0.author)
            }
        }
    }

    /// The trends of `url` (trends.json), found by position.
    public static func trends(_ url: URL, in section: SectionID) -> BundledSearchSource {
        BundledSearchSource(section: section) {
            try TrendsDocument.load(contentsOf: url).trends.enumerated().map {
                SearchItem(
                    target: .item([$0.offset], in: section), title: $0.element.name, subtitle: $0.element.url.host ?? ""
                )
            }
        }
    }

    /// Every node of the tree in `url` (drilldown.plist) but the root, depth first; the
    /// subtitle is the way there ("Root › Item 2 › Screen B"). A node is found by its
    /// child indices from the root.
    public static func tree(_ url: URL, in section: SectionID) -> BundledSearchSource {
        BundledSearchSource(section: section) {
            let root = try TreeDocument.load(contentsOf: url)
            var entries: [SearchItem] = []
            func walk(_ node: TreeNode, path: [Int], trail: [String]) {
                for (index, child) in node.children.enumerated() {
                    let childPath = path + [index]
                    entries.append(
                        SearchItem(
                            target: .item(childPath, in: section), title: child.title,
                            subtitle: trail.joined(separator: " › ")))
                    walk(child, path: childPath, trail: trail + [child.title])
                }
            }
            walk(root, path: [], trail: [tr("Root")])
            return entries
        }
    }
}

/// A collection store's rows (coffees, animals, cities, to-dos), kept current by its
/// change notifications.
public struct StoreSearchSource: SearchSource {
    public let section: SectionID
    private let load: @Sendable () throws -> [SearchItem]
    private let stream: (@Sendable (inout SearchEntryCollector) throws -> Void)?
    private let one: @Sendable (Int64) throws -> SearchItem?
    private let observation: @Sendable (@escaping @Sendable (StoreChange) -> Void) -> ObservationToken

    public var appliesChangesByID: Bool { true }
    public func loadAll() throws -> [SearchItem] { try load() }
    public func load(into entries: inout SearchEntryCollector) throws {
        if let stream { try stream(&entries) } else { for entry in try load() { entries.append(entry) } }
    }
    public func entry(storeID id: Int64) throws -> SearchItem? { try one(id) }
    public func observe(_ handler: @escaping @Sendable (StoreChange) -> Void) -> ObservationToken? {
        observation(handler)
    }

    private init<Store: CollectionStore>(
        _ section: SectionID, _ store: Store,
        load: @escaping @Sendable () throws -> [SearchItem],
        stream: (@Sendable (inout SearchEntryCollector) throws -> Void)? = nil,
        one: @escaping @Sendable (Int64) throws -> SearchItem?
    ) {
        self.section = section
        self.load = load
        self.stream = stream
        self.one = one
        observation = { store.observe($0) }
    }

    /// The items of a titled list (coffees, animals, cities…), by name. The search reads
    /// the names as the database's bytes, row by row (`forEachTitle`); a changed item's
    /// name is read by its id (nil when it is gone).
    public static func titled<Store: TitledListStore>(_ store: Store, in section: SectionID) -> StoreSearchSource {
        let entry: @Sendable (Store.Summary) -> SearchItem = {
            SearchItem(target: .row($0.id, in: section), title: $0.name)
        }
        return StoreSearchSource(
            section, store,
            load: {
                try store.page(offset: 0, limit: Int.max).map(entry)
            },
            stream: { entries in
                try store.forEachTitle { id, title in entries.appendRow(id: id, title: title) }
            },
            one: { id in
                try store.page(from: id, through: id, limit: 1).first.map(entry)
            })
    }

    /// To-dos; the subtitle is the priority word ("High"…).
    public static func todos(_ store: TodoStore, in section: SectionID) -> StoreSearchSource {
        let entry: @Sendable (Todo) -> SearchItem = {
            SearchItem(target: .row($0.id, in: section), title: $0.text, subtitle: $0.priority.title)
        }
        return StoreSearchSource(
            section, store,
            load: {
                try store.page(offset: 0, limit: Int.max).map(entry)
            },
            one: { id in
                try store.todo(id: id).map(entry)
            })
    }
}

/// Recipes and their ingredients: an ingredient is found by its text and opens its
/// recipe (subtitle: "Ingredient of Pancakes"; its target's path is [ingredient id,
/// recipe id]). A change reloads the (small) section.
public struct RecipeSearchSource: SearchSource {
    public let section: SectionID
    private let store: RecipeStore

    public init(_ store: RecipeStore, in section: SectionID) {
        self.store = store
        self.section = section
    }

    public func loadAll() throws -> [SearchItem] {
        let recipes = try store.page(offset: 0, limit: Int.max)
        var entries = recipes.map { SearchItem(target: .row($0.id, in: section), title: $0.name) }
        for recipe in recipes {
            for ingredient in try store.ingredients(ofRecipe: recipe.id) {
                entries.append(
                    SearchItem(
                        target: .item([Int(ingredient.id), Int(recipe.id)], in: section),
                        title: ingredient.description,
                        subtitle: fill(tr("Ingredient of %1$@"), recipe.name)))
            }
        }
        return entries
    }

    public func observe(_ handler: @escaping @Sendable (StoreChange) -> Void) -> ObservationToken? {
        store.observe(handler)
    }
}
