import Gtk
import Model

/// The City Guide's rows: every city's name (ids and names, read whole; a guide is
/// short) with a thumbnail of its picture from `Thumbnails` (a question mark while it
/// loads or when the city has none).
@MainActor
final class CityListSource: ListSource {
    let store: CityStore
    let thumbnails: Thumbnails
    private(set) var cities: [CitySummary]

    init(store: CityStore) throws {
        self.store = store
        thumbnails = Thumbnails(label: "drilldown.cities.thumbnails") { try store.image(id: $0) }
        cities = try store.page(offset: 0, limit: try store.count())
    }

    var count: Int { cities.count }

    func city(at position: Int) -> CitySummary? {
        cities.indices.contains(position) ? cities[position] : nil
    }

    func position(of id: Int64) -> Int? { cities.firstIndex { $0.id == id } }

    func row(at position: Int) -> RowModel {
        guard let city = city(at: position) else { return RowModel(title: "") }
        if case .picture(let texture)? = thumbnails.thumbnail(for: city.id) {
            return RowModel(title: city.name, thumbnail: .texture(texture))
        }
        return RowModel(title: city.name, thumbnail: .icon("dialog-question-symbolic"), styleClasses: ["no-picture"])
    }

    func searchTitles() -> [String] { cities.map(\.name) }

    /// Reads the cities again; returns the position of `id` when it is new.
    func reload(inserted id: Int64? = nil) -> Int? {
        let before = Set(cities.map(\.id))
        cities = (try? store.page(offset: 0, limit: (try? store.count()) ?? 0)) ?? cities
        guard let id, !before.contains(id) else { return nil }
        return position(of: id)
    }
}
