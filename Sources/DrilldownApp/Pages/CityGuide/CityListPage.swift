import Foundation
import Gtk
import Model

/// "City Guide" (Learning iPhone Programming, ch. 8): the cities of `cities.sqlite`
/// with a thumbnail of their picture; a row opens the city's page, "Add" opens the
/// "Add City" dialog. The list follows the store's change notifications.
@MainActor
final class CityListPage: Page {
    let title = tr("City Guide")
    let content: Widget
    let addButton = Button(icon: "list-add-symbolic", tooltip: tr("Add a City"))
    let toast = ToastBar(closeTooltip: tr("Close"))
    private(set) var rows: RowListView?
    private(set) var source: CityListSource?
    /// What the page shows when the database could not be opened.
    private(set) var failure: StatusPage?
    private let overlay = Overlay()
    private let context: PageContext
    private var observation: ObservationToken?

    init(context: PageContext) {
        self.context = context
        content = overlay
        addButton.setAccessibleLabel(tr("Add City"))
        addButton.onClicked { [weak self] in self?.add() }
        overlay.addOverlay(toast)
        load()
    }

    var headerEnd: [Widget] {
        guard let rows else { return [] }
        return [addButton, rows.searchButton]
    }

    private func load() {
        let store: CityStore
        let source: CityListSource
        do {
            store = try context.services.cityStore()
            source = try CityListSource(store: store)
        } catch {
            showFailure(error)
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
        self.rows = rows
        self.source = source
        failure = nil
        let column = Box(.vertical)
        if store.isReadOnly {
            column.append(Banner.make(StorageError(kind: .readOnly, path: store.fileURL.path).message))
        }
        addButton.isSensitive = !store.isReadOnly
        rows.content.vexpand = true
        column.append(rows.content)
        overlay.child = column
        observation = store.observeOnMain { [weak self] change in self?.apply(change) }
    }

    private func showFailure(_ error: Error) {
        let status = StoreFailurePage.make(heading: tr("The City Guide Cannot Be Opened"), error: error) { [weak self] in
            self?.startFresh()
        }
        rows = nil
        source = nil
        failure = status
        overlay.child = status.content
    }

    /// Sets the damaged file aside, starts a seeded guide and shows it.
    func startFresh() {
        StoreFailurePage.startFresh(context, heading: tr("The City Guide Cannot Be Opened"),
                                    keptMessage: tr("A new city guide was started. The damaged file was kept as “%1$@”."), toast: toast,
                                    makeFresh: context.services.startFreshCityStore) { [weak self] in
            self?.load()
            self?.rows?.focusList()
        }
    }

    /// Opens "Add City".
    @discardableResult
    func add() -> AddCityDialog? {
        guard let source, !source.store.isReadOnly else { return nil }
        return AddCityDialog.present(context: context, store: source.store) { [weak self] id in self?.reveal(id: id) }
    }

    /// Pushes the page of the city at source position `position`.
    func open(position: Int) {
        guard let source, let summary = source.city(at: position) else { return }
        do {
            guard let city = try source.store.city(id: summary.id) else { return }
            context.push(CityPage(city: city, store: source.store))
        } catch {
            context.showError(tr("The City Could Not Be Opened"), StoreFailurePage.storageError(error).message)
        }
    }

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
            _ = source.reload()
            refreshRow(id: id)
        case .deleted(let id):
            source.thumbnails.invalidate(id)
            if let position = source.position(of: id) {
                _ = source.reload()
                rows.rowsRemoved(at: position, count: 1)
            }
        case .reloaded:
            source.thumbnails.invalidateAll()
            _ = source.reload()
            rows.reloadData()
        }
    }

    private func refreshRow(id: Int64) {
        guard let rows, let position = source?.position(of: id) else { return }
        rows.rowsChanged(at: position, count: 1)
    }

    /// Scrolls to the city with `id` and puts the focus on it.
    private func reveal(id: Int64) {
        guard let rows, let position = source?.position(of: id), !rows.isSearching else { return }
        rows.list.scrollTo(position, alignTop: false)
        rows.list.afterNextPaint { [weak rows] in _ = rows?.list.focus(position: position) }
    }

    func didBecomeTop() { rows?.focusList() }
    func handleEscape() -> Bool { rows?.handleEscape() ?? false }
}
