import Foundation
import Gtk
import Model

/// "Coffee List" (the original tutorials' SQLite tutorial): the coffees' names, with a
/// thumbnail of their picture, read from `coffee.sqlite` a page at a time
/// (`CoffeeListSource`); a row opens the coffee's detail, "Add" opens the "Add Coffee"
/// dialog. Loading, Start Fresh, deleting with Undo (the coffee comes back with its
/// picture) and following the store are the skeleton's (`StoreListHost`), so edits made
/// on the detail page (and anywhere else) show here without a reload.
@MainActor
final class CoffeeListPage: StoreListPage {
    let host = StoreListHost<CoffeeListSource, DeletedCoffee>(
        texts: .init(
            title: tr("Coffee List"),
            cannotOpen: tr("The Coffee List Cannot Be Opened"),
            startedFresh: tr("A new coffee list was started. The damaged file was kept as “%1$@”."),
            cannotOpenItem: tr("The Coffee Could Not Be Opened"),
            emptyIcon: "emoji-food-symbolic",
            emptyHeading: tr("No Coffees"),
            emptyHint: tr("Coffees you add are kept here."),
            addTitle: tr("Add Coffee"),
            addTooltip: tr("Add a Coffee")
        ))

    init(context: PageContext) {
        host.start(
            context: context,
            source: { store, snapshot in CoffeeListSource(coffees: store, snapshot: snapshot) },
            actions: .init(
                open: .init(
                    read: { store, id in try store.detail(id: id) },
                    page: { source, detail in CoffeeDetailPage(context: context, store: source.store, detail: detail) }),
                add: { [weak self] in self?.add() },
                deletion: .init(
                    message: { fill(tr("Coffee “%1$@” deleted"), $0.name) },
                    notDeleted: tr("The Coffee Was Not Deleted"),
                    notRestored: tr("The Coffee Was Not Restored"))))
    }

    /// Opens "Add Coffee"; once saved, the new coffee's row gets the focus.
    func add() {
        guard let context = host.context, let store = host.storeForAdding else { return }
        AddCoffeeDialog.present(context: context, store: store) { [weak self] id in self?.host.reveal(id: id) }
    }
}

extension CoffeeStore: DeletingStore {}
