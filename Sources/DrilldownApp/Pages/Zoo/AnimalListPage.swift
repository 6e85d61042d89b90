import Foundation
import Gtk
import Model

/// "My Zoo" (the original tutorials' "Reading data from a SQLite database"): the animals
/// of `zoo.sqlite` with a thumbnail of their picture (`ZooListSource`); a row opens the
/// animal's page. Loading, Start Fresh and following the store are the skeleton's
/// (`StoreListHost`).
@MainActor
final class AnimalListPage: StoreListPage {
    let host = StoreListHost<ZooListSource, Never>(
        texts: .init(
            title: tr("My Zoo"),
            cannotOpen: tr("My Zoo Cannot Be Opened"),
            startedFresh: tr("A new zoo was started. The damaged file was kept as “%1$@”."),
            cannotOpenItem: tr("The Animal Could Not Be Opened"),
            emptyIcon: "emoji-nature-symbolic",
            emptyHeading: tr("No Animals"),
            emptyHint: tr("The zoo is empty.")
        ))

    init(context: PageContext) {
        host.start(
            context: context,
            source: { [weak self] store, items in
                let source = ZooListSource(store: store, items: items, web: context.services.web)
                source.pictures.onLoaded = { [weak self] id in self?.host.redraw(id: id) }
                return source
            },
            actions: .init(
                open: .init(
                    read: { store, id in try store.animal(id: id) },
                    page: { source, animal in AnimalDetailPage(animal: animal, pictures: source.pictures) })))
    }
}

extension ZooStore: ListedStore {
    func item(id: Int64) throws -> AnimalSummary? { try animal(id: id).map { AnimalSummary(id: $0.id, name: $0.name) } }
}

/// The zoo's rows: the animals' names (ids and names only, read whole) with their
/// thumbnails from `ZooPictures` ("image-missing" while loading or when there is none).
@MainActor
final class ZooListSource: StoreItemsSource<ZooStore> {
    /// The animals' pictures, shared by the rows and the animals' pages.
    let pictures: ZooPictures

    init(store: ZooStore, items: [AnimalSummary], web: WebFetcher? = nil) {
        let pictures = ZooPictures(store: store, web: web)
        self.pictures = pictures
        super.init(store: store, items: items) { animal in
            guard case .picture(let texture)? = pictures.picture(for: animal.id, size: .thumbnail) else {
                return RowModel(title: animal.name, thumbnail: .icon("image-missing-symbolic"))
            }
            return RowModel(title: animal.name, thumbnail: .texture(texture))
        }
    }

    override var scaledPictures: (any ScaledPictures)? { pictures }
}
