import Gtk
import Model

/// Opening what the home search (or the Shell's search) found: the section's page, then
/// the item's own page on top of it (the section's `SectionSearch.reveal`), so that
/// Back goes Home → section → item in reverse.
extension HomePage {
    /// Pushes the section of `target` and reveals the item on it.
    func open(_ target: SearchTarget) {
        guard let section = sections.first(where: { $0.id == target.section }), let search = section.search
        else { return }
        let page = section.makePage(context)
        context.push(page)
        search.reveal(page, target)
    }

    /// "Show All": the section's own page with its own search filled in with `query`.
    func showAll(_ id: SectionID, query: String) {
        guard let section = sections.first(where: { $0.id == id }), let showAll = section.search?.showAll else {
            return
        }
        let page = section.makePage(context)
        context.push(page)
        showAll(page, query)
    }
}
