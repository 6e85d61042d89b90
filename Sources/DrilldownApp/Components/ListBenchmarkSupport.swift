import Gtk

/// The one public door into `RowListView` for `bench-list` (which cannot see the app's
/// internal types): the real component over `titles`, as pages build it.
@MainActor
public enum ListBenchmarkSupport {
    /// What the benchmark drives and reads of the list.
    public struct Probe {
        public let content: Widget
        /// The number of rows materialised.
        public let boundRows: @MainActor () -> Int
        /// Types a query as the user does.
        public let search: @MainActor (String) -> Void
        /// The number of results shown, nil while a search is pending or none is open.
        public let results: @MainActor () -> Int?
        /// Closes the search.
        public let endSearch: @MainActor () -> Void
        /// Whether the search corpus is built.
        public let isCorpusBuilt: @MainActor () -> Bool
    }

    /// Loads the app's stylesheet (so rows are measured with their real look).
    public static func loadStyle() { AppStyle.load() }

    /// A searchable, indexed `RowListView` over `titles`.
    public static func makeList(titles: [String]) -> Probe {
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
