import Gtk
import Model

/// The first page ("Drilldown"): a row per section and a bottom toolbar with "Info".
/// Typing (or Ctrl+F, or the search button) searches every section at once
/// (`HomeSearch`); Escape ends the search.
@MainActor
final class HomePage: Page {
    let title = tr("Drilldown")
    let content: Widget
    let list = BoxedList()
    let sections: [SectionDescriptor]
    let context: PageContext
    private var rows: [NavigationRow] = []
    /// The toolbar's "Info" button.
    let infoButton = Button(icon: "help-about-symbolic", label: tr("Info"))
    let search: HomeSearch
    /// The main menu, at the end of the header bar.
    let mainMenu: MenuButton?

    init(context: PageContext, mainMenu: MenuButton? = nil) {
        self.context = context
        self.mainMenu = mainMenu
        sections = context.services.sections
        search = HomeSearch(sections: sections, service: context.services.search)
        let column = Box(.vertical)
        column.append(search.searchBar)
        let views = Stack()
        views.add(list.scroller, name: "sections")
        views.add(search.results.content, name: "results")
        views.vexpand = true
        column.append(views)
        let toolbar = ActionBar()
        let info = infoButton
        info.tooltip = tr("About Drilldown")
        info.addCSSClass("flat")
        info.actionName = "win.info"
        toolbar.packStart(info)
        column.append(toolbar)
        content = column
        for (index, section) in sections.enumerated() {
            let row = NavigationRow(title: section.title, subtitle: section.subtitle, icon: section.icon)
            row.row.tag = index
            list.list.append(row.row)
            rows.append(row)
        }
        list.list.onRowActivated { [weak self] row in self?.open(index: row.tag) }
        search.attach(to: column) { searching in
            views.setVisibleChild(named: searching ? "results" : "sections")
        }
        search.onOpen = { [weak self] target in self?.open(target) }
        search.onShowAll = { [weak self] section, query in self?.showAll(section, query: query) }
    }

    /// From the outer edge inwards: the main menu, then search.
    var headerEnd: [Widget] { (mainMenu.map { [$0] } ?? []) + [search.searchButton] }

    /// Opens the section at `index` as a new page.
    func open(index: Int) {
        guard sections.indices.contains(index) else { return }
        openedIndex = index
        context.push(sections[index].makePage(context))
    }

    /// Opens the section `id`; false when the app has none.
    @discardableResult
    func open(sectionID id: SectionID) -> Bool {
        guard let index = sections.firstIndex(where: { $0.id == id }) else { return false }
        open(index: index)
        return true
    }

    /// The section opened last: its row gets the focus back when Home shows again.
    private(set) var openedIndex = 0

    func didBecomeTop() {
        if search.isSearching, search.results.focusFirst() { return }
        let rows = list.list.allRows
        _ = (rows.indices.contains(openedIndex) ? rows[openedIndex] : rows.first)?.grabFocus()
    }

    func handleEscape() -> Bool { search.handleEscape() }
}
