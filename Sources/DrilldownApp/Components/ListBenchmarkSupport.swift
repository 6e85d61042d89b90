import Gtk

/// The one public door into `RowListView` for `bench-list` (which cannot see the app's
/// internal types): the real component over `titles`, as pages build it.
@MainActor
public enum ListBenchmarkSupport {
    /// Loads the app's stylesheet (so rows are measured with their real look).
    public static func loadStyle() { AppStyle.load() }

    /// A searchable, indexed `RowListView` over `titles`; returns its content and a
    /// probe counting the rows materialised.
    public static func makeList(titles: [String]) -> (content: Widget, boundRows: @MainActor () -> Int) {
        let rows = RowListView(source: ArrayListSource(titles: titles), options: .init(searchable: true, indexed: true))
        rows.content.retain(rows)
        return (rows.content, { [weak rows] in rows?.list.boundRows.count ?? 0 })
    }
}
