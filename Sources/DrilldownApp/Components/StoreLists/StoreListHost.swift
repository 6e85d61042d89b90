import Foundation
import Gtk
import Model

/// The skeleton of every page that lists a store's rows (Coffee List, To-Do, City Guide,
/// My Zoo, Recipes). A page makes it with its words (`Texts`), then starts it with its
/// source (how to open the store and read its rows, a `StoreRows`, which also gives the
/// rows' look) and its rows' actions (`Actions`: open an item, add one, delete and
/// restore one). The skeleton does the rest, the same way on every page:
/// - loading: opens the store and reads the rows' first snapshot off the main thread
///   (a spinner meanwhile), then shows the list, or the failure page saying why the
///   store cannot be opened, with "Start Fresh" for a damaged file (the file is set
///   aside off the main thread, the seeded list shown in place, and a toast names the
///   kept file);
/// - banners above the list: the store is read-only; a read failed after the list was
///   shown (the list keeps what it had); a row's picture could not be read;
/// - the header's Edit, Add and Search buttons, focus on entry, and Escape;
/// - opening a row (by position or id): the item is read off the main thread, then its
///   page pushed, or an alert says why it cannot be read;
/// - deleting (`DeletableRows`: edit mode, Delete key, row menu, Undo toast);
/// - following the store: each committed change goes through the source, whose answer
///   (the position touched) updates the list view.
@MainActor
final class StoreListHost<Source: StoreRows, Deleted: Sendable> {
    /// What the page says (translated).
    struct Texts {
        /// The page's title.
        var title: String
        /// Titles the failure page and the errors of "Start Fresh".
        var cannotOpen: String
        /// The toast after "Start Fresh": a format naming the kept file (`%1$@`).
        var startedFresh: String
        /// Titles the alert when an item cannot be read to be opened.
        var cannotOpenItem: String
        /// What the list shows when it has no rows: a symbolic icon, a heading, a hint.
        var emptyIcon: String
        var emptyHeading: String
        var emptyHint: String = ""
        /// The empty list's button and the Add button's tooltip, when the page adds.
        var addTitle: String? = nil
        var addTooltip: String = ""
    }

    /// What the page does with its rows.
    struct Actions {
        /// How an item is read and its page made.
        var open: Opening
        /// Adds an item (the Add button and the empty list's button); nil: no adding.
        var add: (@MainActor () -> Void)? = nil
        /// How items are deleted and put back; nil: rows cannot be deleted.
        var deletion: Deletion? = nil
    }

    /// How a page's items are deleted and put back through the store, and what is said.
    struct Deletion {
        /// Deletes (committed) and returns what `restore` needs; runs off the main thread.
        var delete: @Sendable (Source.Store, Int64) throws -> Deleted
        /// Puts a deleted item back and returns its id; runs off the main thread.
        var restore: @Sendable (Source.Store, Deleted) throws -> Int64
        var texts: DeletableRows<Deleted>.Texts
    }

    /// The page's content: the list (or the failure page) with the toasts over it.
    let overlay = ToastOverlay()
    /// Undo offers and "Start Fresh" messages (libadwaita's toasts over the content).
    var toast: ToastOverlay { overlay }
    /// "Add" in the header (shown when the page adds).
    let addButton = Button(icon: "list-add-symbolic", tooltip: "")
    /// "Edit"/"Done" in the header (shown when rows can be deleted).
    let editMode = EditMode()
    /// The list, or nil while the failure page is shown.
    private(set) var rows: RowListView?
    /// Where the rows come from, or nil while the failure page is shown.
    private(set) var source: Source?
    /// What the page shows when the store could not be opened.
    private(set) var failure: StatusPage?
    /// Deleting rows, when the page deletes.
    private(set) var deletable: DeletableRows<Deleted>?
    /// Export…/Import… in the list's menu, when the section exchanges its collection.
    var transfer: (any TransferMenu)?
    let readErrorBanner = Label()
    /// Whether the banner says that rows could not be read (a picture's failure, less
    /// important, does not replace that).
    private var showsRowsError = false
    /// Says the store cannot be changed (only while it is read-only).
    private(set) var readOnlyBanner: Widget?
    private var observation: ObservationToken?
    /// The page's window, navigation and services (set by `start`).
    private(set) var context: PageContext?
    let texts: Texts
    /// What the page does with its rows (set by `start`).
    private(set) var actions: Actions?
    var makeSource: (@MainActor (Source.Store, Source.Snapshot) -> Source)?
    /// What waits for the first rows (a search result to open, a query to fill in).
    var whenLoaded: [@MainActor () -> Void] = []
    /// Counts loads, so that the result of one replaced by a newer one is dropped.
    var loads = 0
    /// True while the store opens (or starts fresh), until the rows or the failure page
    /// are shown.
    var isLoading = false
    /// Items being read to be opened.
    var opening = 0
    /// Store changes being read (`follow`), and what waits for them to be applied.
    var pendingChanges = 0
    var waitingForChanges: [@MainActor () -> Void] = []

    init(texts: Texts) {
        self.texts = texts
        addButton.tooltip = texts.addTooltip
        addButton.setAccessibleLabel(tr("Add"))
        readErrorBanner.wraps = true
        readErrorBanner.xalign = 0
        readErrorBanner.addCSSClass("banner")
        readErrorBanner.addCSSClass("error")
        readErrorBanner.setMargins(top: 6, bottom: 6, start: 12, end: 12)
    }

    /// Opens the store and reads its first rows off the main thread, then shows them
    /// (`source` makes the page's rows from the store and that snapshot), or why it cannot.
    func start(
        context: PageContext, source: @escaping @MainActor (Source.Store, Source.Snapshot) -> Source,
        actions: Actions
    ) {
        self.context = context
        makeSource = source
        self.actions = actions
        if let deletion = actions.deletion {
            deletable = DeletableRows(context: context, toast: toast, editMode: editMode, texts: deletion.texts)
        }
        addButton.onClicked { [weak self] in self?.actions?.add?() }
        load()
    }

    /// The header's buttons: Edit and Add where the page has them, and Search; none
    /// without a list.
    var headerEnd: [Widget] {
        guard let rows else { return [] }
        let edit: [Widget] = deletable == nil ? [] : [editMode.button]
        let add: [Widget] = actions?.add == nil ? [] : [addButton]
        let menu: [Widget] = transfer.map { [$0.menu] } ?? []
        return edit + add + [rows.searchButton] + menu
    }

    // MARK: Loading

    func show(_ source: Source) {
        var empty = RowListView.EmptyState(icon: texts.emptyIcon, heading: texts.emptyHeading, hint: texts.emptyHint)
        if actions?.add != nil {
            empty.actionTitle = texts.addTitle
            empty.action = { [weak self] in self?.actions?.add?() }
        }
        let rows = RowListView(source: source, options: .init(searchable: true, emptyState: empty))
        rows.onActivate = { [weak self] position in self?.open(position: position) }
        source.readErrors.handler = { [weak self] error in self?.showReadError(error) }
        source.thumbnails?.onLoaded = { [weak self] id in self?.redraw(id: id) }
        source.whenRowsRead { [weak rows] range in rows?.redrawShownRows { range.contains($0) } }
        rows.content.afterNextPaint { [weak source] in source?.listShown() }
        source.thumbnails?.onFailed = { [weak self] _, message in self?.showPictureError(message) }
        followScale(of: rows, pictures: source.scaledPictures)
        self.rows = rows
        self.source = source
        failure = nil
        let column = Box(.vertical)
        readOnlyBanner =
            source.store.isReadOnly
            ? Banner.make(StorageError(kind: .readOnly, path: source.store.fileURL.path).message) : nil
        if let readOnlyBanner { column.append(readOnlyBanner) }
        readErrorBanner.isVisible = false
        column.append(readErrorBanner)
        rows.content.vexpand = true
        column.append(rows.content)
        overlay.child = column
        addButton.isSensitive = !source.store.isReadOnly
        attachTransfer(to: source.store)
        if let deletion = actions?.deletion {
            let (store, delete, restore) = (source.store, deletion.delete, deletion.restore)
            deletable?.attach(
                rows, readOnly: store.isReadOnly, addButton: addButton,
                rows: .init(
                    id: { [weak self] position in self?.source?.id(at: position) },
                    open: { [weak self] id in self?.open(id: id) },
                    reveal: { [weak self] id in self?.reveal(id: id) },
                    delete: { id in try delete(store, id) },
                    restore: { deleted in try restore(store, deleted) }))
        }
        observation = source.store.observeOnMain { [weak self] change in self?.follow(change) }
    }

    /// Shows why the store could not be opened; for a damaged file, with "Start Fresh".
    func showFailure(_ error: Error) {
        observation = nil
        rows = nil
        source = nil
        deletable?.detach()
        addButton.isSensitive = false
        let status = StoreFailurePage.make(heading: texts.cannotOpen, error: error) { [weak self] in
            self?.startFresh()
        }
        failure = status
        overlay.child = status
    }

    // MARK: Banners

    /// Says above the list that rows could not be read (the list keeps what it shows).
    private func showReadError(_ error: StorageError) {
        readErrorBanner.text = fill(tr("Some rows could not be read: %1$@"), error.message)
        readErrorBanner.isVisible = true
        showsRowsError = true
    }

    /// Says above the list that a row's picture could not be read (`message` says why).
    private func showPictureError(_ message: String) {
        guard !showsRowsError else { return }
        readErrorBanner.text = fill(tr("A picture could not be shown: %1$@"), message)
        readErrorBanner.isVisible = true
    }
}

extension StoreListHost.Deletion where Source.Store: DeletingStore, Source.Store.Deleted == Deleted {
    /// Deletes and restores through the store's own `delete(id:)` and `restore(_:)`;
    /// `message` is the toast's text for a deleted item, the headings title failures.
    init(message: @escaping @MainActor (Deleted) -> String, notDeleted: String, notRestored: String) {
        self.init(
            delete: { store, id in try store.delete(id: id) },
            restore: { store, deleted in try store.restore(deleted) },
            texts: .init(message: message, notDeleted: notDeleted, notRestored: notRestored))
    }
}

/// Where the lists read what each store change needs (`StoreListHost.follow`): one
/// read after the other, in the order the changes were committed.
enum StoreChangeReads {
    static let queue = DispatchQueue(label: "drilldown.store-list.changes")
}
