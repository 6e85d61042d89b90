import Foundation
import Gtk
import Model

/// "City Guide" (Learning iPhone Programming, ch. 8): the cities of `cities.sqlite`
/// with a thumbnail of their picture; a row opens the city's page, "Add" opens the
/// "Add City" dialog. Cities are deleted like coffees (`DeletableRows`): "Edit" shows a
/// delete button on every row, the Delete key and a row's context menu delete too, and
/// each delete offers "Undo" in a toast for five seconds (or Ctrl+Z). The list follows
/// the store's change notifications.
@MainActor
final class CityListPage: StoreListPage {
    let title = tr("City Guide")
    let addButton = Button(icon: "list-add-symbolic", tooltip: tr("Add a City"))
    /// The list or the failure page, the toast, the read-only banner.
    let host: StoreListHost<CityListSource>
    /// Edit mode, the Delete key, the context menu and Undo.
    let deletable: DeletableRows<DeletedCity>
    var editMode: EditMode { deletable.editMode }
    var editButton: Button { editMode.button }
    var isEditing: Bool { editMode.isEditing }
    /// The last deleted city while its toast is up (for Undo).
    var undoable: DeletedCity? { deletable.pending }
    private let context: PageContext

    init(context: PageContext) {
        self.context = context
        host = StoreListHost(context: context, failureHeading: tr("The City Guide Cannot Be Opened"))
        deletable = DeletableRows(host: host, context: context,
                                  headings: .init(notDeleted: tr("The City Was Not Deleted"),
                                                  notRestored: tr("The City Was Not Restored")))
        addButton.setAccessibleLabel(tr("Add City"))
        addButton.onClicked { [weak self] in self?.add() }
        load()
    }

    var headerEnd: [Widget] {
        guard let rows else { return [] }
        return [editButton, addButton, rows.searchButton]
    }

    private func load() {
        let store: CityStore
        let source: CityListSource
        do {
            store = try context.services.cityStore()
            source = try CityListSource(store: store)
        } catch {
            host.showFailure(error) { [weak self] in self?.startFresh() }
            return
        }
        let rows = RowListView(source: source, options: .init(
            searchable: true,
            emptyState: .init(icon: "find-location-symbolic", heading: tr("No Cities"),
                              hint: tr("Cities you add are kept here."),
                              actionTitle: tr("Add City"), action: nil)))
        rows.emptyPage.button?.onClicked { [weak self] in self?.add() }
        rows.onActivate = { [weak self] position in self?.open(position: position) }
        source.thumbnails.onLoaded = { [weak self] id in self?.refreshRow(id: id) }
        source.thumbnails.onFailed = { [weak self] _, message in self?.host.showPictureError(message) }
        source.readErrors.handler = { [weak self] error in self?.host.showReadError(error) }
        host.show(rows, source: source, store: store)
        deletable.attach(rows: rows, readOnly: store.isReadOnly, addButton: addButton, actions: .init(
            id: { [weak self] position in self?.source?.city(at: position)?.id },
            open: { [weak self] id in self?.open(id: id) },
            delete: { id in try store.delete(id: id) },
            restore: { deleted in try store.restore(deleted) },
            deletedMessage: { deleted in fill(tr("City “%1$@” deleted"), deleted.name) },
            reveal: { [weak self] id in self?.reveal(id: id) }))
        host.observation = store.observeOnMain { [weak self] change in self?.apply(change) }
    }

    /// Sets the damaged file aside, starts a seeded guide and shows it.
    func startFresh() {
        host.startFresh(keptMessage: tr("A new city guide was started. The damaged file was kept as “%1$@”."),
                        makeFresh: context.services.startFreshCityStore) { load() }
    }

    // MARK: Actions

    /// Opens "Add City".
    @discardableResult
    func add() -> AddCityDialog? {
        guard let source, !isEditing, !source.store.isReadOnly else { return nil }
        return AddCityDialog.present(context: context, store: source.store) { [weak self] id in self?.reveal(id: id) }
    }

    /// Enters or leaves edit mode ("Edit"/"Done").
    func setEditing(_ editing: Bool) { editMode.setEditing(editing) }

    /// Pushes the page of the city at source position `position`.
    func open(position: Int) {
        guard let id = source?.city(at: position)?.id else { return }
        open(id: id)
    }

    /// Pushes the page of the city with `id`.
    func open(id: Int64) {
        guard let source, !isEditing else { return }
        do {
            guard let city = try source.store.city(id: id) else { return }
            context.push(CityPage(context: context, city: city, store: source.store))
        } catch {
            Log.problem("city \(id) not opened: \(error)")
            context.showError(tr("The City Could Not Be Opened"), StoreFailurePage.storageError(error).message)
        }
    }

    /// Deletes the city at source position `position` (committed at once) and offers Undo.
    func delete(position: Int) {
        guard let id = source?.city(at: position)?.id else { return }
        delete(id: id)
    }

    /// Deletes the city with `id` (committed at once) and offers Undo.
    func delete(id: Int64) { deletable.delete(id: id) }

    /// Puts the last deleted city back (the toast's "Undo").
    func undo() { deletable.undo() }

    // MARK: Store changes

    private func apply(_ change: StoreChange) {
        guard let rows, let source else { return }
        switch change {
        case .inserted(let id):
            if let position = source.reload(inserted: id) {
                rows.rowsInserted(at: position, count: 1)
            } else {
                rows.reloadData()
            }
        case .updated(let id):
            source.thumbnails.invalidate(id)
            if source.refresh() { refreshRow(id: id) }
        case .deleted(let id):
            source.thumbnails.invalidate(id)
            if let position = source.position(of: id), source.refresh() {
                rows.rowsRemoved(at: position, count: 1)
            }
        case .reloaded:
            source.thumbnails.invalidateAll()
            if source.refresh() { rows.reloadData() }
        }
    }

    private func refreshRow(id: Int64) { host.refreshRow(at: source?.position(of: id)) }

    /// Scrolls to the city with `id` and puts the focus on it.
    private func reveal(id: Int64) { host.reveal(position: source?.position(of: id)) }

    func didBecomeTop() { rows?.focusList() }

    func handleEscape() -> Bool {
        if rows?.handleEscape() == true { return true }
        return editMode.handleEscape()
    }
}
