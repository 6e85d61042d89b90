import Gtk
import Model

/// The first page ("Drilldown"): a row per section and a bottom toolbar with "Info".
@MainActor
final class HomePage: Page {
    let title = tr("Drilldown")
    let content: Widget
    private let list = BoxedList()
    private let sections: [Section]
    private let context: PageContext
    private var rows: [NavigationRow] = []
    /// The main menu, at the end of the header bar.
    let mainMenu: MenuButton?

    init(context: PageContext, mainMenu: MenuButton? = nil) {
        self.context = context
        self.mainMenu = mainMenu
        sections = Sections.all()
        let column = Box(.vertical)
        column.append(list.scroller)
        let toolbar = ActionBar()
        let info = Button(icon: "help-about-symbolic", label: tr("Info"))
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
    }

    /// Opens the section at `index` as a new page.
    func open(index: Int) {
        guard sections.indices.contains(index) else { return }
        context.push(sections[index].makePage(context))
    }

    /// Opens the section with identifier `id`; false when there is none.
    @discardableResult
    func open(sectionID id: String) -> Bool {
        guard let index = sections.firstIndex(where: { $0.id == id }) else { return false }
        open(index: index)
        return true
    }

    var headerEnd: [Widget] { mainMenu.map { [$0] } ?? [] }

    var sectionTitles: [String] { sections.map(\.title) }
    var listRows: [ListBoxRow] { list.list.allRows }

    func didBecomeTop() {
        _ = list.list.allRows.first?.grabFocus()
    }
}
