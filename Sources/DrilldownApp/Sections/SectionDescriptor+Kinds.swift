import Foundation
import Gtk
import Model

/// The kinds of section most descriptors are: each sets the place (and the search) the
/// kind implies, so a descriptor says only what is its own.
extension SectionDescriptor {
    /// A section that reopens on its first page alone, a `First`.
    static func firstPage<First: Page>(
        _ id: SectionID, _ title: String, _ subtitle: String, icon: String, search: SectionSearch? = nil,
        makePage: @escaping @MainActor (PageContext) -> First
    ) -> SectionDescriptor {
        SectionDescriptor(
            id: id, title: title, subtitle: subtitle, icon: icon, search: search, place: .firstPage(First.self),
            makePage: makePage)
    }

    /// A section listing the rows of its `Store` on a `List`: the store is the section's,
    /// `rows` makes the search source of its rows (a found row opens its page, "Show All"
    /// fills the list's search), and the row whose page was open is reopened.
    static func storeRows<List: StoreListPage, Store: CollectionStore>(
        _ id: SectionID, _ title: String, _ subtitle: String, icon: String, list: List.Type, store: Store.Type,
        rows: @escaping @Sendable (Store, SectionID) -> SearchSource, exchange: SectionExchange? = nil,
        makePage: @escaping @MainActor (PageContext) -> List
    ) -> SectionDescriptor {
        SectionDescriptor(
            id: id, title: title, subtitle: subtitle, icon: icon, store: SectionStore(store),
            search: .storeRows(list) { shelf in rows(try shelf.store(Store.self), id) },
            place: .storeRows(list), exchange: exchange, makePage: makePage)
    }
}

extension StoreShelf {
    /// The bundled data file `name` (data/).
    func bundledFile(_ name: String) -> URL { location.bundledData.appendingPathComponent(name) }
}
