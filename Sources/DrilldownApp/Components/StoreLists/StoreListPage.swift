import Gtk

/// A page that lists a store's rows through the skeleton (`StoreListHost`): its content,
/// header buttons, focus, Escape and row actions are the host's, so the page keeps only
/// what is its own (its source, its rows' look, its actions).
@MainActor
protocol StoreListPage: Page {
    associatedtype Source: StoreRows
    associatedtype Deleted: Sendable
    /// The skeleton: the list or the failure page, the toasts, the banners.
    var host: StoreListHost<Source, Deleted> { get }
}

extension StoreListPage {
    var title: String { host.texts.title }
    var content: Widget { host.overlay }
    var headerEnd: [Widget] { host.headerEnd }
    func didBecomeTop() { host.rows?.focusList() }
    func handleEscape() -> Bool { host.handleEscape() }

    /// Undo offers and "Start Fresh" messages.
    var toast: ToastOverlay { host.toast }
    /// The list, or nil while the page shows why the database could not be opened.
    var rows: RowListView? { host.rows }
    /// Where the rows come from, or nil while the failure page is shown.
    var source: Source? { host.source }
    /// What the page shows when the database could not be opened.
    var failure: StatusPage? { host.failure }
    /// "Add" in the header.
    var addButton: Button { host.addButton }

    /// Pushes the page of the item `id` (from the home page's search, say; `restoring`:
    /// see `StoreListHost.open(id:restoring:)`).
    func open(id: Int64, restoring: Bool = false) { host.open(id: id, restoring: restoring) }
    /// Pushes the page of the item at source position `position`.
    func open(position: Int) { host.open(position: position) }
}
