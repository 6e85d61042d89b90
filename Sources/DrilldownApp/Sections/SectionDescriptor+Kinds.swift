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

    /// A section listing the rows of its store on a `List` (the page `makePage` makes),
    /// which says the rest: the store is the list's (`List.Source.Store`), `rows` makes
    /// the search source of its rows (a found row opens its page, "Show All" fills the
    /// list's search), and the row whose page was open is reopened. What else the store
    /// has follows from its conformances: its Export… and Import… (`ExchangedStore`), its
    /// part of a backup (`BackedUpStore`).
    static func storeRows<List: StoreListPage>(
        _ id: SectionID, _ title: String, _ subtitle: String, icon: String,
        rows: @escaping @Sendable (List.Source.Store, SectionID) -> SearchSource,
        makePage: @escaping @MainActor (PageContext) -> List
    ) -> SectionDescriptor {
        SectionDescriptor(
            id: id, title: title, subtitle: subtitle, icon: icon, store: SectionStore(List.Source.Store.self),
            search: .storeRows(List.self) { shelf in rows(try shelf.store(List.Source.Store.self), id) },
            place: .storeRows(List.self), makePage: makePage)
    }

    /// A section listing the rows of a titled store (`TitledListStore`) on a `List`: its
    /// rows are searched by name (`StoreSearchSource.titled`).
    static func storeRows<List: StoreListPage>(
        _ id: SectionID, _ title: String, _ subtitle: String, icon: String,
        makePage: @escaping @MainActor (PageContext) -> List
    ) -> SectionDescriptor where List.Source.Store: TitledListStore {
        storeRows(id, title, subtitle, icon: icon, rows: { StoreSearchSource.titled($0, in: $1) }, makePage: makePage)
    }
}

extension StoreShelf {
    /// The bundled data file `name` (data/).
    func bundledFile(_ name: String) -> URL { location.bundledData.appendingPathComponent(name) }
}
