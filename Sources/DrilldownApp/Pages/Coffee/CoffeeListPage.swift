import Foundation
import Gtk
import Model

/// "Coffee List" (the original tutorials' SQLite tutorial): the coffees' names, with a thumbnail of
/// their picture, read from `coffee.sqlite` a page at a time. "Add" opens the "Add
/// Coffee" dialog; "Edit" shows a delete button on every row (and disables Add).
/// A row's context menu and the Delete key delete too. Each delete is committed at
/// once and offers "Undo" in a toast for five seconds (or Ctrl+Z); Undo puts the coffee
/// back, with its picture, through the store (`DeletableRows`, shared with City Guide
/// and To-Do).
///
/// The list follows the store's change notifications, so edits made on the detail page
/// (and anywhere else) show here without a reload.
@MainActor
final class CoffeeListPage: StoreListPage {
    let title = tr("Coffee List")
    let addButton = Button(icon: "list-add-symbolic", tooltip: tr("Add a Coffee"))
    /// The list or the failure page, the toast, the read-only banner.
    let host: StoreListHost<CoffeeListSource>
    private let context: PageContext
    /// Edit mode, the Delete key, the context menu and Undo.
    let deletable: DeletableRows<DeletedCoffee>
    var editMode: EditMode { deletable.editMode }
    var editButton: Button { editMode.button }
    var isEditing: Bool { editMode.isEditing }
    /// The last deleted coffee while its toast is up (for Undo).
    var undoable: DeletedCoffee? { deletable.pending }

    init(context: PageContext) {
        self.context = context
        host = StoreListHost(context: context, failureHeading: tr("The Coffee List Cannot Be Opened"))
        deletable = DeletableRows(host: host, context: context,
                                  headings: .init(notDeleted: tr("The Coffee Was Not Deleted"),
                                                  notRestored: tr("The Coffee Was Not Restored")))
        addButton.setAccessibleLabel(tr("Add"))
        let opened: (CoffeeStore, CoffeeListSource)
        do {
            let store = try context.services.coffeeStore()
            opened = (store, try CoffeeListSource(store: store))
        } catch {
            // Starting fresh opens the list again as a new page (see `startFresh`).
            host.showFailure(error) { CoffeeListPage.startFresh(context: context) }
            addButton.isSensitive = false
            editButton.isSensitive = false
            return
        }
        let (store, source) = opened
        let rows = RowListView(source: source, options: .init(
            searchable: true,
            emptyState: .init(icon: "emoji-food-symbolic", heading: tr("No Coffees"),
                              hint: tr("Coffees you add are kept here."),
                              actionTitle: tr("Add Coffee"), action: nil)))
        host.show(rows, source: source, store: store)
        connect(store: store, rows: rows, source: source)
    }

    var headerEnd: [Widget] {
        guard let rows else { return [] }
        return [editButton, addButton, rows.searchButton]
    }

    private func connect(store: CoffeeStore, rows: RowListView, source: CoffeeListSource) {
        addButton.onClicked { [weak self] in self?.add() }
        rows.emptyPage.button?.onClicked { [weak self] in self?.add() }
        rows.onActivate = { [weak self] position in self?.open(position: position) }
        deletable.attach(rows: rows, readOnly: store.isReadOnly, addButton: addButton, actions: .init(
            id: { [weak self] position in self?.source?.summary(at: position)?.id },
            open: { [weak self] id in self?.open(id: id) },
            delete: { id in try store.delete(id: id) },
            restore: { deleted in try store.restore(deleted) },
            deletedMessage: { deleted in fill(tr("Coffee “%1$@” deleted"), deleted.name) },
            reveal: { [weak self] id in self?.reveal(id: id) }))
        source.readErrors.handler = { [weak self] error in self?.host.showReadError(error) }
        source.thumbnails.onLoaded = { [weak self] id in self?.refreshRow(id: id) }
        source.thumbnails.onFailed = { [weak self] _, message in self?.host.showPictureError(message) }
        host.observation = store.observeOnMain { [weak self] change in self?.apply(change) }
    }

    // MARK: Actions

    /// Opens "Add Coffee".
    func add() {
        guard let source, !isEditing, !source.store.isReadOnly else { return }
        AddCoffeeDialog.present(context: context, store: source.store) { [weak self] id in
            self?.reveal(id: id)
        }
    }

    /// Enters or leaves edit mode ("Edit"/"Done").
    func setEditing(_ editing: Bool) { editMode.setEditing(editing) }

    /// Pushes the detail of the coffee at source position `position`.
    func open(position: Int) {
        guard let coffee = source?.summary(at: position) else { return }
        open(id: coffee.id)
    }

    /// Pushes the detail of the coffee with `id`.
    func open(id: Int64) {
        guard let source, !isEditing else { return }
        do {
            guard let detail = try source.store.detail(id: id) else { return }
            context.push(CoffeeDetailPage(context: context, store: source.store, detail: detail))
        } catch {
            Log.problem("coffee \(id) not opened: \(error)")
            context.showError(tr("The Coffee Could Not Be Opened"), StoreFailurePage.storageError(error).message)
        }
    }

    /// Deletes the coffee at source position `position` (committed at once) and offers Undo.
    func delete(position: Int) {
        guard let coffee = source?.summary(at: position) else { return }
        delete(id: coffee.id)
    }

    /// Deletes the coffee with `id` (committed at once) and offers Undo.
    func delete(id: Int64) { deletable.delete(id: id) }

    /// Puts the last deleted coffee back (the toast's "Undo").
    func undo() { deletable.undo() }

    // MARK: Store changes

    private func apply(_ change: StoreChange) {
        guard let rows, let source else { return }
        switch change {
        case .inserted(let id):
            let position = source.applyInserted(id: id)
            rows.rowsInserted(at: position, count: 1)
        case .deleted(let id):
            if let position = source.applyDeleted(id: id) {
                rows.rowsRemoved(at: position, count: 1)
            } else {
                rows.reloadData()
            }
        case .updated(let id):
            source.forgetPages()
            source.thumbnails.invalidate(id)
            refreshRow(id: id)
        case .reloaded:
            source.reload()
            rows.reloadData()
        }
    }

    private func refreshRow(id: Int64) {
        guard let source, let position = source.currentPosition(ofID: id), position < source.count else { return }
        host.refreshRow(at: position)
    }

    /// Scrolls to the coffee with `id` and puts the focus on it.
    private func reveal(id: Int64) { host.reveal(position: source?.currentPosition(ofID: id)) }

    // MARK: Page

    func didBecomeTop() { rows?.focusList() }

    func handleEscape() -> Bool {
        if rows?.handleEscape() == true { return true }
        return editMode.handleEscape()
    }

    // MARK: Problems

    /// "Start Fresh" on the failure page: sets the damaged file aside and replaces this
    /// page with a new list on the seeded file (the old file is kept, and named).
    private static func startFresh(context: PageContext) {
        do {
            let kept = try context.services.startFreshCoffeeStore()
            context.pop()
            context.push(CoffeeListPage(context: context))
            if let kept {
                context.showError(tr("A New Coffee List Was Started"),
                                  fill(tr("The damaged file was kept as “%1$@”."), kept.lastPathComponent))
            }
        } catch {
            context.showError(tr("The Coffee List Cannot Be Opened"), StoreFailurePage.storageError(error).message)
        }
    }
}
