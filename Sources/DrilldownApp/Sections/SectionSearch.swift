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
