import Foundation
import Gtk
import Model

/// "City Guide" (Learning iPhone Programming, ch. 8): the cities of `cities.sqlite` with
/// a thumbnail of their picture (`CityListSource`); a row opens the city's page, "Add"
/// opens the "Add City" dialog. Loading, Start Fresh, deleting with Undo and following
/// the store are the skeleton's (`StoreListHost`).
@MainActor
final class CityListPage: StoreListPage {
    let host = StoreListHost<CityListSource, DeletedCity>(
        texts: .init(
            title: tr("City Guide"),
            cannotOpen: tr("The City Guide Cannot Be Opened"),
            startedFresh: tr("A new city guide was started. The damaged file was kept as “%1$@”."),
            cannotOpenItem: tr("The City Could Not Be Opened"),
            emptyIcon: "find-location-symbolic",
            emptyHeading: tr("No Cities"),
            emptyHint: tr("Cities you add are kept here."),
            addTitle: tr("Add City"),
            addTooltip: tr("Add a City")
        ))

    init(context: PageContext) {
        host.start(
            context: context,
            source: { store, snapshot in CityListSource(cities: store, snapshot: snapshot) },
            actions: .init(
                open: .init(
                    read: { store, id in try store.city(id: id) },
                    page: { source, city in CityDetailPage(context: context, city: city, store: source.store) }),
                add: { [weak self] in self?.add() },
                deletion: .init(
                    message: { fill(tr("City “%1$@” deleted"), $0.name) },
                    notDeleted: tr("The City Was Not Deleted"),
                    notRestored: tr("The City Was Not Restored"))))
    }

    /// Opens "Add City"; once saved, the new city's row gets the focus.
    @discardableResult
    func add() -> AddCityDialog? {
        guard let context = host.context, let store = host.storeForAdding else { return nil }
        return AddCityDialog.present(context: context, store: store) { [weak self] id in self?.host.reveal(id: id) }
    }
}
