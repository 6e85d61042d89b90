import Gtk

/// The one public door into `RowListView` for `bench-list` (which cannot see the app's
/// internal types): the real component over `titles`, as pages build it.
@MainActor
public enum ListBenchmarkSupport {
    /// Loads the app's stylesheet (so rows are measured with their real look).
    public static func loadStyle() { AppStyle.load() }

    /// A searchable, indexed `RowListView` over `titles`; returns its content, a probe
    /// counting the rows materialised, `search` (types a query as the user does) and
    /// `results` (the number of results shown, nil while a search is pending).
    public static func makeList(titles: [String]) -> (content: Widget, boundRows: @MainActor () -> Int,
                                                      search: @MainActor (String) -> Void, results: @MainActor () -> Int?) {
        let rows = RowListView(source: ArrayListSource(titles: titles), options: .init(searchable: true, indexed: true))
        rows.content.retain(rows)
        return (rows.content, { [weak rows] in rows?.list.boundRows.count ?? 0 },
                { [weak rows] in rows?.search($0) },
                { [weak rows] in
                    guard let rows, !rows.isSearchPending, let results = rows.results else { return nil }
                    return results.count
                })
    }
}
