import Foundation
import Testing

@testable import Model

/// The search across every section: bundled data and stores, grouped and ranked,
/// current after edits.
@Suite struct UniversalSearchTests {
    /// Every section of the app over a temporary user-data folder.
    static func allSources(_ location: DataLocation) throws -> (UniversalSearch, CoffeeStore, RecipeStore, TodoStore) {
        let coffee = try CoffeeStore.open(in: location)
        let recipes = try RecipeStore.open(in: location)
        let todos = try TodoStore.open(in: location)
        let data = location.bundledData
        let search = UniversalSearch(sources: [
            BundledSearchSource.tree(data.appendingPathComponent("drilldown.plist"), in: .drilldown),
            BundledSearchSource.countries(in: .countries), StoreSearchSource.titled(coffee, in: .coffee),
            StoreSearchSource.todos(todos, in: .todo),
            StoreSearchSource.titled(try ZooStore.open(in: location), in: .zoo),
            RecipeSearchSource(recipes, in: .recipes),
            StoreSearchSource.titled(try CityStore.open(in: location), in: .cities),
            BundledSearchSource.books(data.appendingPathComponent("books.xml"), in: .books),
            BundledSearchSource.trends(data.appendingPathComponent("trends.json"), in: .trends),
        ])
        return (search, coffee, recipes, todos)
    }

    @Test func findsItemsOfEverySectionGroupedInHomeOrder() throws {
        try withTemporaryLocation { temporary in
            let (search, _, _, _) = try Self.allSources(temporary.location)
            search.prepare()
            #expect(search.unavailableSections.isEmpty)
            let results = try #require(search.search("e", limit: 3))
            #expect(results.map(\.section) == SectionID.searched, "every section has an \"e\", in the sources' order")
            for section in results {
                #expect(section.top.count <= 3)
                #expect(section.count >= section.top.count)
                #expect(section.top.map(\.rank) == section.top.map(\.rank).sorted(), "best first")
            }
            let countries = try #require(results.first { $0.section == .countries })
            #expect(
                countries.count
                    == CountryCatalog.sections().allItems.filter { $0.name.lowercased().contains("e") }.count)

            let screen = try #require(search.search("screen b", limit: 5)?.first)
            #expect(screen.section == .drilldown)
            #expect(screen.top.first?.entry.target == .item([1, 0], in: .drilldown))
            #expect(screen.top.first?.entry.subtitle == "Root › Item 2")

            let elephant = try #require(search.search("ELEPH", limit: 5))
            #expect(elephant.map(\.section) == [.zoo])
            #expect(elephant.first?.top.first?.entry.title == "Elephant")
        }
    }

    @Test func ingredientsAreFoundAndOpenTheirRecipe() throws {
        try withTemporaryLocation { temporary in
            let (search, _, recipes, _) = try Self.allSources(temporary.location)
            let recipe = try recipes.insert(
                name: "Pancakes", description: "Breakfast", ingredients: ["Plain flour", "Crème fraîche"])
            let results = try #require(search.search("creme", limit: 5))
            let hit = try #require(results.first { $0.section == .recipes }?.top.first)
            #expect(hit.entry.target.storeID == nil, "an ingredient is not a recipe row")
            #expect(hit.entry.target.path.last == Int(recipe), "an ingredient opens its recipe")
            #expect(hit.entry.title == "Crème fraîche")
            #expect(hit.entry.subtitle.contains("Pancakes"))
        }
    }

    @Test func editsAreFoundAtOnce() throws {
        try withTemporaryLocation { temporary in
            let (search, coffee, _, todos) = try Self.allSources(temporary.location)
            #expect(search.search("zebra mocha", limit: 5)?.isEmpty == true)
            let id = try coffee.insert(name: "Zebra Mocha", price: 3.2)
            var hits = try #require(search.search("zebra mocha", limit: 5))
            #expect(hits.first?.top.map(\.entry) == [SearchItem(target: .row(id, in: .coffee), title: "Zebra Mocha")])

            try coffee.update(id: id, name: "Zebra Latte")
            #expect(search.search("zebra mocha", limit: 5)?.isEmpty == true)
            hits = try #require(search.search("zebra", limit: 5))
            #expect(hits.first?.top.map(\.entry.title) == ["Zebra Latte"])
            #expect(hits.first?.count == 1)

            // A seeded coffee: its snapshot entry is hidden and the new name found.
            let seeded = try #require(coffee.page(offset: 0, limit: 1).first)
            try coffee.update(id: seeded.id, name: "Zzyzx Roast")
            #expect(
                search.search(seeded.name, limit: 5)?.first { $0.section == .coffee }?.top.contains {
                    $0.entry.target == .row(seeded.id, in: .coffee)
                } != true)
            #expect(search.search("zzyzx", limit: 5)?.first?.top.first?.entry.target == .row(seeded.id, in: .coffee))

            try coffee.delete(id: id)
            #expect(search.search("zebra", limit: 5)?.contains { $0.section == .coffee } == false)

            let todo = try todos.insert(text: "Buy compost bags", priority: .high)
            let compost = try #require(search.search("compost", limit: 5)?.first)
            #expect(compost.section == .todo)
            #expect(
                compost.top.first?.entry
                    == SearchItem(
                        target: .row(todo, in: .todo), title: "Buy compost bags", subtitle: TodoPriority.high.title)
            )
            #expect(
                search.entries(for: [.row(todo, in: .todo), .row(id, in: .coffee)]).map(\.title) == ["Buy compost bags"]
            )
        }
    }

    @Test func overlayPastItsLimitReloadsTheSection() throws {
        let source = FakeStoreSource(names: ["Espresso"])
        let search = UniversalSearch(sources: [source])
        search.prepare()
        #expect(source.loads.value == 1)
        source.add("Blend 0")
        #expect(search.search("blend", limit: 3)?.first?.count == 1)
        #expect(source.loads.value == 1, "one change is applied, not reloaded")
        for n in 1...SearchSectionIndex.overlayLimit { source.add("Blend \(n)") }
        let results = try #require(search.search("blend", limit: 3))
        #expect(source.loads.value == 2, "past the overlay's limit the section is reloaded")
        #expect(results.first?.count == SearchSectionIndex.overlayLimit + 1)
        #expect(results.first?.top.map(\.entry.title) == ["Blend 0", "Blend 1", "Blend 2"])
    }

    @Test func emptyQueryAndUnreadableSections() throws {
        try withTemporaryLocation { temporary in
            let missing = temporary.root.appendingPathComponent("nowhere.xml")
            let search = UniversalSearch(sources: [
                BundledSearchSource.countries(in: .countries), BundledSearchSource.books(missing, in: .books),
            ])
            let all = try #require(search.search("", limit: 2))
            #expect(all.map(\.section) == [.countries])
            #expect(all.first?.count == 10)
            #expect(all.first?.top.map(\.entry.title) == ["Iceland", "Greenland"])
            #expect(search.unavailableSections[.books] != nil, "the unreadable section is reported, not hidden")
        }
    }

    @Test func cancelledSearchReturnsNil() {
        let search = UniversalSearch(sources: [BundledSearchSource.countries(in: .countries)])
        let cancellation = SearchCancellation()
        cancellation.cancel()
        #expect(search.search("land", limit: 3, cancellation: cancellation) == nil)
        #expect(search.search("land", limit: 3)?.first?.count == 5)
    }

    @Test func targetIdentifiersRoundTrip() {
        let targets: [SearchTarget] = [
            .item([3, 0, 2], in: .drilldown), .item([4], in: .countries), .row(42, in: .coffee), .row(-1, in: .todo),
            .item([7, 3], in: .recipes), .item([0], in: SectionID("a-section-2")),
        ]
        for target in targets { #expect(SearchTarget(identifier: target.identifier) == target) }
        #expect(SearchTarget.row(42, in: .coffee).identifier == "coffee:42:")
        for bad in [
            "", "coffee", "coffee:", "coffee::", "coffee:x:", "coffee:1:2:3", ":1:", "Coffee:1:", "coffee:1.5:",
            "drilldown::1..2", "drilldown::x", "café:1:",
        ] {
            #expect(SearchTarget(identifier: bad) == nil, "\(bad)")
        }
    }
}

extension SectionID {
    static let drilldown = SectionID("drilldown")
    static let countries = SectionID("countries")
    static let coffee = SectionID("coffee")
    static let todo = SectionID("todo")
    static let zoo = SectionID("zoo")
    static let recipes = SectionID("recipes")
    static let cities = SectionID("cities")
    static let books = SectionID("books")
    static let trends = SectionID("trends")
    /// The sections of `UniversalSearchTests.allSources`, in order.
    static let searched: [SectionID] = [
        .drilldown, .countries, .coffee, .todo, .zoo, .recipes, .cities, .books, .trends,
    ]
}

/// An in-memory store-like source: names by id, change notifications on `add`.
final class FakeStoreSource: SearchSource, @unchecked Sendable {
    // @unchecked: state is touched with `lock` held.
    final class Counter: @unchecked Sendable { var value = 0 }
    let section = SectionID.coffee
    let loads = Counter()
    private let lock = NSLock()
    private var names: [Int64: String] = [:]
    private var handler: (@Sendable (StoreChange) -> Void)?

    init(names: [String]) {
        for (n, name) in names.enumerated() { self.names[Int64(n + 1)] = name }
    }

    func add(_ name: String) {
        let id: Int64 = lock.withLock {
            let id = (names.keys.max() ?? 0) + 1
            names[id] = name
            return id
        }
        handler?(.inserted(id: id))
    }

    var appliesChangesByID: Bool { true }

    func loadAll() throws -> [SearchItem] {
        lock.withLock {
            loads.value += 1
            return names.sorted { $0.key < $1.key }.map {
                SearchItem(target: .row($0.key, in: .coffee), title: $0.value)
            }
        }
    }

    func entry(storeID id: Int64) throws -> SearchItem? {
        lock.withLock { names[id].map { SearchItem(target: .row(id, in: .coffee), title: $0) } }
    }

    func observe(_ handler: @escaping @Sendable (StoreChange) -> Void) -> ObservationToken? {
        self.handler = handler
        return nil
    }
}
