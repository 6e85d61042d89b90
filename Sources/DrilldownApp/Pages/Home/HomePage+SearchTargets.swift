import Gtk
import Model

/// Opening what the home search (or the Shell's search) found: the section's page, then
/// the item's own page on top of it, so that Back goes Home → section → item in reverse.
extension HomePage {
    /// Pushes the section of `target` and the item's page (for a tree node, every level
    /// down to it; for a trend, which has no page, its row is shown and focused).
    func open(_ target: SearchTarget) {
        guard let section = sections.first(where: { $0.id == target.section.rawValue }) else { return }
        let page = section.makePage(context)
        context.push(page)
        switch target {
        case .treeNode(let path):
            for index in path {
                guard let level = context.navigation?.top as? TreePage else { return }
                level.activate(index: index)
            }
        case .country(let position):
            (page as? CountriesPage)?.open(position: position)
        case .coffee(let id), .todo(let id), .animal(let id), .recipe(let id), .ingredient(_, let id), .city(let id):
            (page as? any StoreListPage)?.open(id: id)
        case .book(let id):
            guard let books = page as? BooksPage else { return }
            books.whenLoaded { [weak books] in
                guard let books, let position = books.books.firstIndex(where: { $0.id == id }) else { return }
                books.open(position: position)
            }
        case .trend(let position):
            guard let trends = page as? TrendsPage else { return }
            trends.whenLoaded { [weak trends] in
                guard let trends, position < trends.rows.source.count else { return }
                trends.rows.list.scrollTo(position)
                _ = trends.rows.list.focus(position: position)
            }
        }
    }

    /// "Show All": the section's own page with its own search filled in with `query`.
    func showAll(_ section: SearchSectionID, query: String) {
        guard let entry = sections.first(where: { $0.id == section.rawValue }) else { return }
        let page = entry.makePage(context)
        context.push(page)
        let rows: RowListView?
        switch page {
        case let page as CountriesPage: rows = page.rows
        case let page as CoffeeListPage: rows = page.rows
        case let page as TodoListPage: rows = page.rows
        case let page as ZooPage: rows = page.rows
        case let page as CityListPage: rows = page.rows
        case let page as BooksPage:
            page.whenLoaded { [weak page] in page?.rows.search(query) }
            return
        default: rows = nil
        }
        rows?.search(query)
    }
}
