import Gtk

/// A page that lists a store's rows in a `StoreListHost`: its content, toast, list,
/// source and failure page are the host's, so the page keeps only what is its own
/// (opening its store, its rows' actions, how it follows the store's changes).
@MainActor
protocol StoreListPage: Page {
    associatedtype Source
    /// The list or the failure page, the toast, the read-only banner.
    var host: StoreListHost<Source> { get }
}

extension StoreListPage {
    var content: Widget { host.overlay }
    /// Undo offers and "Start Fresh" messages.
    var toast: ToastOverlay { host.toast }
    /// The list, or nil while the page shows why the database could not be opened.
    var rows: RowListView? { host.rows }
    /// Where the rows come from, or nil while the failure page is shown.
    var source: Source? { host.source }
    /// What the page shows when the database could not be opened.
    var failure: StatusPage? { host.failure }
}
