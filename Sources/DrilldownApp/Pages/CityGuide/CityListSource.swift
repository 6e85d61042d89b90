import Gtk
import Model

/// The City Guide's rows: every city's name (ids and names, read whole; a guide is
/// short) with a thumbnail of its picture from `Thumbnails` (a dimmed picture symbol
/// while it loads or when the city has none).
@MainActor
final class CityListSource: ListSource {
    let store: CityStore
    let thumbnails: Thumbnails
    private(set) var cities: [CitySummary]
    /// Where reads that fail after the list is shown are reported.
    let readErrors = ReadErrors()

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
        switch thumbnails.thumbnail(for: city.id) {
        case .picture(let texture)?:
            return RowModel(title: city.name, thumbnail: .texture(texture))
        case .unreadable?:
            return RowModel(title: city.name, thumbnail: .icon("image-missing-symbolic"), styleClasses: ["no-picture"])
        case .none?, nil:
            break
        }
        return RowModel(title: city.name, thumbnail: .icon("image-x-generic-symbolic"), styleClasses: ["no-picture"])
    }

    func searchTitles() -> [String] { cities.map(\.name) }

    /// Reads the cities again; returns the position of `id` when it is new. A failed
    /// read is reported and keeps the cities shown.
    func reload(inserted id: Int64? = nil) -> Int? {
        let before = Set(cities.map(\.id))
        guard refresh(), let id, !before.contains(id) else { return nil }
        return position(of: id)
    }

    /// Reads the cities again; false (reported, nothing changed) when the read failed.
    @discardableResult
    func refresh() -> Bool {
        let store = self.store
        guard let fresh = readErrors.attempt("reading the cities", { try store.page(offset: 0, limit: try store.count()) }) else {
            return false
        }
        cities = fresh
        return true
    }
}
