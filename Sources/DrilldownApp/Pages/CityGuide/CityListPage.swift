import Foundation
import Gtk
import Model

/// "City Guide" (Learning iPhone Programming, ch. 8): the cities of `cities.sqlite`
/// with a thumbnail of their picture; a row opens the city's page, "Add" opens the
/// "Add City" dialog. The list follows the store's change notifications.
@MainActor
final class CityListPage: StoreListPage {
    let title = tr("City Guide")
    let addButton = Button(icon: "list-add-symbolic", tooltip: tr("Add a City"))
    /// The list or the failure page, the toast, the read-only banner.
    let host: StoreListHost<CityListSource>
    private let context: PageContext

    init(context: PageContext) {
        self.context = context
        host = StoreListHost(context: context, failureHeading: tr("The City Guide Cannot Be Opened"))
        addButton.setAccessibleLabel(tr("Add City"))
        addButton.onClicked { [weak self] in self?.add() }
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
        host.show(rows, source: source, store: store)
        addButton.isSensitive = !store.isReadOnly
        host.observation = store.observeOnMain { [weak self] change in self?.apply(change) }
    }

    /// Sets the damaged file aside, starts a seeded guide and shows it.
    func startFresh() {
        host.startFresh(keptMessage: tr("A new city guide was started. The damaged file was kept as “%1$@”."),
                        makeFresh: context.services.startFreshCityStore) { load() }
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

    private func refreshRow(id: Int64) { host.refreshRow(at: source?.position(of: id)) }

    /// Scrolls to the city with `id` and puts the focus on it.
    private func reveal(id: Int64) { host.reveal(position: source?.position(of: id)) }

    func didBecomeTop() { rows?.focusList() }
    func handleEscape() -> Bool { rows?.handleEscape() ?? false }
}
