import Model

/// How the home and Shell searches look through one section and open what they found.
@MainActor
struct SectionSearch {
    /// Makes the section's search source, opening its store from `stores` when it has
    /// one. Runs off the main thread; a throw leaves the section out of the search (its
    /// own page says why).
    let source: @Sendable (StoreShelf) throws -> SearchSource
    /// Shows a found item on the section's first page, just pushed.
    let reveal: @MainActor (Page, SearchTarget) -> Void
    /// Fills the section's own search (on its first page, just pushed) with a query
    /// ("Show All"); nil: the home search shows all the section's matches in place (its
    /// own page cannot show them all).
    let showAll: (@MainActor (Page, String) -> Void)?

    /// A section whose first page is a `First`: `reveal` and `showAll` get it.
    init<First: Page>(
        _ page: First.Type, source: @escaping @Sendable (StoreShelf) throws -> SearchSource,
        reveal: @escaping @MainActor (First, SearchTarget) -> Void,
        showAll: (@MainActor (First, String) -> Void)? = nil
    ) {
        self.source = source
        self.reveal = { page, target in
            if let page = page as? First { reveal(page, target) }
        }
        if let showAll {
            self.showAll = { page, query in
                if let page = page as? First { showAll(page, query) }
            }
        } else {
            self.showAll = nil
        }
    }
}

extension SectionSearch {
    /// A section listing its store's rows on a `StoreListPage`: a found row opens the
    /// row's page over the list, "Show All" fills the list's search.
    static func storeRows<First: StoreListPage>(
        _ page: First.Type, source: @escaping @Sendable (StoreShelf) throws -> SearchSource
    ) -> SectionSearch {
        SectionSearch(
            page, source: source,
            reveal: { page, target in
                if let id = target.storeID { page.open(id: id) }
            },
            showAll: { page, query in
                page.host.afterLoading { [weak page] in page?.rows?.search(query) }
            })
    }
}

/// A section's first page that shows a found item itself (`SectionSearch.revealed(by:)`).
@MainActor
protocol RevealsSearchResults: Page {
    /// Shows the found item `target` (the page was just pushed).
    func reveal(_ target: SearchTarget)
    /// Whether "Show All" fills the page's own search (`showAll(_:)`); false: the home
    /// search shows all the section's matches in place.
    static var showsAllInItsSearch: Bool { get }
    /// Fills the page's own search with `query` ("Show All").
    func showAll(_ query: String)
}

extension RevealsSearchResults {
    static var showsAllInItsSearch: Bool { false }
    func showAll(_ query: String) {}
}

extension SectionSearch {
    /// A section whose first page, a `First`, shows what the search found.
    static func revealed<First: RevealsSearchResults>(
        by page: First.Type, source: @escaping @Sendable (StoreShelf) throws -> SearchSource
    ) -> SectionSearch {
        let showAll: (@MainActor (First, String) -> Void)? = { page, query in page.showAll(query) }
        return SectionSearch(
            page, source: source, reveal: { page, target in page.reveal(target) },
            showAll: First.showsAllInItsSearch ? showAll : nil)
    }
}
