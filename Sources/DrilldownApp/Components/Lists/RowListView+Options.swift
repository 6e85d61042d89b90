import Model

/// How a page sets up its `RowListView`.
extension RowListView {
    /// What an empty list shows.
    struct EmptyState {
        var icon: String
        var heading: String
        var hint: String = ""
        var actionTitle: String? = nil
        var action: (@MainActor () -> Void)? = nil
    }

    struct Options {
        var searchable = true
        var indexed = false
        var indexLetters = AlphabetIndex.latinLetters
        var emptyState = EmptyState(icon: "view-list-symbolic", heading: tr("Nothing Here"))
        /// Sources with more rows are matched and indexed on a background thread (the
        /// search corpus is built there for every source).
        var backgroundSearchThreshold = 20_000
    }
}
