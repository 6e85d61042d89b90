import Foundation
import Gtk
import Model

/// "Coffee List" (the original tutorials' SQLite tutorial): the coffees' names, with a thumbnail of
/// their picture, read from `coffee.sqlite` a page at a time. "Add" opens the "Add
/// Coffee" dialog; "Edit" shows a delete button on every row (and disables Add).
/// A row's context menu and the Delete key delete too. Each delete is committed at
/// once and offers "Undo" in a toast for five seconds (or Ctrl+Z); Undo puts the coffee
/// back, with its picture, through the store.
///
/// The list follows the store's change notifications, so edits made on the detail page
/// (and anywhere else) show here without a reload.
@MainActor
final class CoffeeListPage: StoreListPage {
    let title = tr("Coffee List")
    let addButton = Button(icon: "list-add-symbolic", tooltip: tr("Add a Coffee"))
    /// "Edit"/"Done" and the rows' delete buttons.
    let editMode = EditMode()
    var editButton: Button { editMode.button }
    var isEditing: Bool { editMode.isEditing }
    /// The list or the failure page, the toast, the read-only banner.
    let host: StoreListHost<CoffeeListSource>
    private let context: PageContext
    /// The toast's Undo and Ctrl+Z after a delete.
    private let deletion: UndoableDeletion<DeletedCoffee>
    /// The last deleted coffee while its toast is up (for Undo).
    var undoable: DeletedCoffee? { deletion.pending }

    init(context: PageContext) {
        self.context = context
        host = StoreListHost(context: context, failureHeading: tr("The Coffee List Cannot Be Opened"))
        deletion = UndoableDeletion(toast: host.toast, keysOn: host.overlay)
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
        editMode.rows = rows
        editMode.onChange = { [weak self] editing in self?.addButton.isSensitive = !editing && !store.isReadOnly }
        if store.isReadOnly {
            addButton.isSensitive = false
            editButton.isSensitive = false
        }
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
        rows.onDelete = { [weak self] position in self?.delete(position: position) }
        rows.contextMenuItems = { [weak self] position in
            guard let self, !store.isReadOnly, let id = self.source?.summary(at: position)?.id else { return [] }
            // The item's action runs inside the menu's own click handling: the list must
            // not change under the popover then, so the work waits for the next idle
            // moment, and goes by id in case the rows moved in between.
            return [
                ContextMenu.Item(tr("Open")) { MainContext.run { [weak self] in self?.open(id: id) } },
                ContextMenu.Item(tr("Delete")) { MainContext.run { [weak self] in self?.delete(id: id) } },
            ]
        }
        source.thumbnails.onLoaded = { [weak self] id in self?.refreshRow(id: id) }
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
        } catch let error as StorageError {
            context.showError(tr("The Coffee Could Not Be Opened"), error.message)
        } catch {}
    }

    /// Deletes the coffee at source position `position` (committed at once) and offers Undo.
    func delete(position: Int) {
        guard let coffee = source?.summary(at: position) else { return }
        delete(id: coffee.id)
    }

    /// Deletes the coffee with `id` (committed at once) and offers Undo.
    func delete(id: Int64) {
        guard let source else { return }
        let deleted: DeletedCoffee
        do {
            deleted = try source.store.delete(id: id)
        } catch let error as StorageError {
            context.showError(tr("The Coffee Was Not Deleted"), error.message)
            return
        } catch {
            return
        }
        deletion.offer(deleted, message: fill(tr("Coffee “%1$@” deleted"), deleted.name)) { [weak self] deleted in
            self?.restore(deleted)
        }
    }

    /// Puts the last deleted coffee back (the toast's "Undo").
    func undo() { deletion.undo() }

    private func restore(_ deleted: DeletedCoffee) {
        guard let source else { return }
        do {
            let id = try source.store.restore(deleted)
            reveal(id: id)
        } catch let error as StorageError {
            context.showError(tr("The Coffee Was Not Restored"), error.message)
        } catch {}
    }

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
