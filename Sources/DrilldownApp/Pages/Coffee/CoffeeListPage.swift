import Foundation
import Gtk
import Model

/// "Coffee List" (the seed's SQLite tutorial): the coffees' names, with a thumbnail of
/// their picture, read from `coffee.sqlite` a page at a time. "Add" opens the "Add
/// Coffee" dialog; "Edit" shows a delete button on every row (and disables Add).
/// A row's context menu and the Delete key delete too. Each delete is committed at
/// once and offers "Undo" in a toast for five seconds (or Ctrl+Z); Undo puts the coffee
/// back, with its picture, through the store.
///
/// The list follows the store's change notifications, so edits made on the detail page
/// (and anywhere else) show here without a reload.
@MainActor
final class CoffeeListPage: Page {
    let title = tr("Coffee List")
    let content: Widget
    let addButton = Button(icon: "list-add-symbolic", tooltip: tr("Add a Coffee"))
    let editButton = Button(label: tr("_Edit"))
    let toast = ToastBar(closeTooltip: tr("Close"))
    /// nil when the database could not be opened (the page shows why).
    let rows: RowListView?
    let source: CoffeeListSource?
    private let context: PageContext
    private var observation: ObservationToken?
    private(set) var isEditing = false
    /// The last deleted coffee while its toast is up (for Undo).
    private(set) var undoable: DeletedCoffee?
    /// What the page shows when the database could not be opened.
    private(set) var failure: StatusPage?

    init(context: PageContext) {
        self.context = context
        addButton.setAccessibleLabel(tr("Add"))
        editButton.setAccessibleLabel(tr("Edit"))
        let overlay = Overlay()
        content = overlay
        let opened: (CoffeeStore, CoffeeListSource)
        do {
            let store = try context.services.coffeeStore()
            opened = (store, try CoffeeListSource(store: store))
        } catch {
            rows = nil
            source = nil
            let status = CoffeeListPage.failurePage(error, context: context)
            failure = status
            overlay.child = status.content
            addButton.isSensitive = false
            editButton.isSensitive = false
            return
        }
        let (store, source) = opened
        self.source = source
        let rows = RowListView(source: source, options: .init(
            searchable: true,
            emptyState: .init(icon: "emoji-food-symbolic", heading: tr("No Coffees"),
                              hint: tr("Coffees you add are kept here."),
                              actionTitle: tr("Add Coffee"), action: nil)))
        self.rows = rows
        let column = Box(.vertical)
        if store.isReadOnly {
            column.append(Banner.make(StorageError(kind: .readOnly, path: store.fileURL.path).message))
            addButton.isSensitive = false
            editButton.isSensitive = false
        }
        rows.content.vexpand = true
        column.append(rows.content)
        overlay.child = column
        overlay.addOverlay(toast)
        connect(store: store, rows: rows, source: source)
    }

    var headerEnd: [Widget] {
        guard let rows else { return [] }
        return [editButton, addButton, rows.searchButton]
    }

    private func connect(store: CoffeeStore, rows: RowListView, source: CoffeeListSource) {
        addButton.onClicked { [weak self] in self?.add() }
        rows.emptyPage.button?.onClicked { [weak self] in self?.add() }
        editButton.onClicked { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing)
        }
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
        // Ctrl+Z is the toast's Undo while it is up.
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, state in
            guard let self, self.undoable != nil, state & Keys.modifierMask == 0x4, keyval == 0x7a || keyval == 0x5a else { return false }
            self.toast.performAction()
            return true
        }
        content.addController(keys)
        observation = store.observeOnMain { [weak self] change in self?.apply(change) }
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
    func setEditing(_ editing: Bool) {
        guard let rows, editing != isEditing else { return }
        isEditing = editing
        rows.isEditing = editing
        editButton.label = editing ? tr("_Done") : tr("_Edit")
        editButton.setAccessibleLabel(editing ? tr("Done") : tr("Edit"))
        editButton.setCSSClass("suggested-action", editing)
        addButton.isSensitive = !editing && !(source?.store.isReadOnly ?? true)
    }

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
        // A toast already up is dismissed by the new one (its coffee stays deleted); only
        // then does this coffee become the one Undo restores.
        toast.show(fill(tr("Coffee “%1$@” deleted"), deleted.name), actionTitle: tr("_Undo"), seconds: 5,
                   action: { [weak self] in self?.undo() },
                   onDismiss: { [weak self] in self?.undoable = nil })
        undoable = deleted
    }

    /// Puts the last deleted coffee back (the toast's "Undo").
    func undo() {
        guard let source, let deleted = undoable else { return }
        undoable = nil
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
        guard let rows, let source, let position = source.currentPosition(ofID: id), position < source.count else { return }
        rows.rowsChanged(at: position, count: 1)
    }

    /// Scrolls to the coffee with `id` and puts the focus on it.
    private func reveal(id: Int64) {
        guard let rows, let source, let position = source.currentPosition(ofID: id), !rows.isSearching else { return }
        rows.list.scrollTo(position, alignTop: false)
        // The row exists once the list has laid out the change: focus it after that frame.
        rows.list.afterNextPaint { [weak rows] in _ = rows?.list.focus(position: position) }
    }

    // MARK: Page

    func didBecomeTop() { rows?.focusList() }

    func handleEscape() -> Bool {
        if rows?.handleEscape() == true { return true }
        if isEditing {
            setEditing(false)
            return true
        }
        return false
    }

    // MARK: Problems

    /// The page shown when the database cannot be opened: why, and for a damaged file
    /// a way to start a fresh one (the old file is kept).
    private static func failurePage(_ error: Error, context: PageContext) -> StatusPage {
        StoreFailurePage.make(heading: tr("The Coffee List Cannot Be Opened"), error: error) {
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
}
