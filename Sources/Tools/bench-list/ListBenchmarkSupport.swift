import Gtk

@testable import AppTestSupport
@testable import DrilldownApp

/// The real list component (`RowListView`) over `titles`, as pages build it, and what the
/// benchmark reads of it (the app's internal types: built with testing enabled).
@MainActor
enum ListBenchmarkSupport {
    /// What the benchmark drives and reads of the list.
    struct Probe {
        let content: Widget
        /// The number of rows materialised.
        let boundRows: @MainActor () -> Int
        /// Types a query as the user does.
        let search: @MainActor (String) -> Void
        /// The number of results shown, nil while a search is pending or none is open.
        let results: @MainActor () -> Int?
        /// Closes the search.
        let endSearch: @MainActor () -> Void
        /// Whether the search corpus is built.
        let isCorpusBuilt: @MainActor () -> Bool
    }

    /// Loads the app's stylesheet (so rows are measured with their real look).
    static func loadStyle() { AppStyle.load() }

    /// A searchable, indexed `RowListView` over `titles`.
    static func makeList(titles: [String]) -> Probe {
        let rows = RowListView(source: ArrayListSource(titles: titles), options: .init(searchable: true, indexed: true))
        rows.content.retain(rows)
        return Probe(
            content: rows.content, boundRows: { [weak rows] in rows?.list.boundRows.count ?? 0 },
            search: { [weak rows] in rows?.search($0) },
            results: { [weak rows] in
                guard let rows, !rows.isSearchPending, let results = rows.results else { return nil }
                return results.count
            },
            endSearch: { [weak rows] in rows?.endSearch() },
            isCorpusBuilt: { [weak rows] in rows?.isCorpusBuilt ?? false })
    }
}
