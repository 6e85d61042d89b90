import Foundation
import Gtk
import Model

/// "My Zoo" (the original tutorials' "Reading data from a SQLite database"): the animals of
/// `zoo.sqlite` with a thumbnail of their picture; a row opens the animal's page.
///
/// When the database cannot be opened the page says why, and for a damaged file offers
/// "Start Fresh", which sets the old file aside and shows the seeded zoo in place.
@MainActor
final class ZooPage: StoreListPage {
    let title = tr("My Zoo")
    /// The list or the failure page, and the toast saying what "Start Fresh" kept.
    let host: StoreListHost<ZooListSource>
    private let context: PageContext

    init(context: PageContext) {
        self.context = context
        host = StoreListHost(context: context, failureHeading: tr("My Zoo Cannot Be Opened"))
        load()
    }

    var headerEnd: [Widget] { rows.map { [$0.searchButton] } ?? [] }

    /// Opens the store and shows the list, or the reason it cannot be shown.
    private func load() {
        do {
            let store = try context.services.zooStore()
            let source = try ZooListSource(store: store, web: context.services.web)
            show(source)
        } catch {
            host.showFailure(error) { [weak self] in self?.startFresh() }
        }
    }

    private func show(_ source: ZooListSource) {
        let rows = RowListView(source: source, options: .init(
            searchable: true,
            emptyState: .init(icon: "emoji-nature-symbolic", heading: tr("No Animals"),
                              hint: tr("The zoo is empty."))))
        rows.onActivate = { [weak self] position in self?.open(position: position) }
        source.pictures.onLoaded = { [weak self] id in self?.pictureLoaded(id: id) }
        host.show(rows, source: source)
    }

    /// Sets the damaged file aside, starts a seeded zoo and shows it.
    func startFresh() {
        host.startFresh(keptMessage: tr("A new zoo was started. The damaged file was kept as “%1$@”."),
                        makeFresh: context.services.startFreshZooStore) { load() }
    }

    /// Pushes the page of the animal at source position `position`.
    func open(position: Int) {
        guard let source, let summary = source.summary(at: position) else { return }
        do {
            guard let animal = try source.store.animal(id: summary.id) else { return }
            context.push(AnimalPage(animal: animal, pictures: source.pictures))
        } catch let error as StorageError {
            context.showError(tr("The Animal Could Not Be Opened"), error.message)
        } catch {
            context.showError(tr("The Animal Could Not Be Opened"), "\(error)")
        }
    }

    private func pictureLoaded(id: Int64) { host.refreshRow(at: source?.position(of: id)) }

    func didBecomeTop() { rows?.focusList() }
    func handleEscape() -> Bool { rows?.handleEscape() ?? false }
}

/// The zoo's rows: the animals' names (ids and names only, read once) with their
/// thumbnails from `ZooPictures` ("image-missing" while loading or when there is none).
@MainActor
final class ZooListSource: ListSource {
    let store: ZooStore
    let pictures: ZooPictures
    private(set) var animals: [AnimalSummary]
    private var positions: [Int64: Int] = [:]

    init(store: ZooStore, web: WebFetcher? = nil) throws {
        self.store = store
        pictures = ZooPictures(store: store, web: web)
        animals = try store.page(offset: 0, limit: try store.count())
        for (position, animal) in animals.enumerated() { positions[animal.id] = position }
    }

    var count: Int { animals.count }

    func summary(at position: Int) -> AnimalSummary? {
        animals.indices.contains(position) ? animals[position] : nil
    }

    func position(of id: Int64) -> Int? { positions[id] }

    func row(at position: Int) -> RowModel {
        guard let animal = summary(at: position) else { return RowModel(title: "") }
        let thumbnail: RowThumbnail
        if case .picture(let texture)? = pictures.picture(for: animal.id) {
            thumbnail = .texture(texture)
        } else {
            thumbnail = .icon("image-missing-symbolic")
        }
        return RowModel(title: animal.name, thumbnail: thumbnail)
    }

    func searchTitles() -> [String] { animals.map(\.name) }
}
