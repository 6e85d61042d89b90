import Gtk
import Model

/// The home search's results: one headed group per section with matches (the section's
/// name and how many matched), its best few items as rows, and "Show All" when there are
/// more; "No Results" when nothing matched.
@MainActor
final class HomeSearchResults {
    /// How many items a section shows before "Show All".
    static let shownPerSection = 3

    let content = Stack()
    /// The results' column, in a clamp in a scroller: made on the first search, since
    /// the home page's first frame shows none of it.
    private lazy var column: Box = {
        let column = Box(.vertical, spacing: 6)
        column.setMargins(top: 12, bottom: 24, start: 12, end: 12)
        column.valign = .start
        let clamp = Clamp(maximumWidth: 640)
        clamp.child = column
        let scroller = ScrolledWindow()
        scroller.child = clamp
        scroller.vexpand = true
        scroller.hexpand = true
        self.content.add(scroller, name: "results")
        return column
    }()
    /// "No Results", made the first time a search finds nothing: hidden until then, it
    /// would cost the home page's first frame its 128 px icon (an SVG: librsvg is loaded
    /// for it) and its large heading.
    private lazy var noResults: StatusPage = {
        let page = StatusPage(
            icon: "edit-find-symbolic", heading: tr("No Results"),
            description: tr("Try a different search."))
        self.content.add(page, name: "none")
        return page
    }()
    let sections: [SectionID: SectionDescriptor]
    private var groups: [Widget] = []
    /// The groups' lists of result rows, in order.
    private(set) var lists: [ListBox] = []
    private var rowTargets: [SearchTarget] = []

    /// A result was activated (click or Enter).
    var onOpen: (@MainActor (SearchTarget) -> Void)?
    /// "Show All" of a section was activated.
    var onShowAll: (@MainActor (SectionID) -> Void)?

    init(sections: [SectionDescriptor]) {
        var byID: [SectionID: SectionDescriptor] = [:]
        for section in sections { byID[section.id] = section }
        self.sections = byID
        content.vexpand = true
    }

    /// The first result (what Enter opens), if any.
    var firstTarget: SearchTarget? { rowTargets.first }

    /// Shows `results` (sections in home order, each with its best hits); `expanded`
    /// sections show every hit they were given; `unavailable` sections are named in a
    /// note under the results (their pages say why).
    func show(_ results: [SectionResults], expanded: Set<SectionID>, unavailable: [SectionID] = []) {
        for group in groups { column.remove(group) }
        groups.removeAll()
        lists.removeAll()
        rowTargets.removeAll()
        let names = unavailable.map { sections[$0]?.title ?? $0.rawValue }
        // TRANSLATORS: under the home search's results; %1$@ lists section names.
        unavailableNote =
            unavailable.isEmpty
            ? nil
            : fill(tr("Not searched, because their data cannot be read: %1$@."), names.joined(separator: ", "))
        guard !results.isEmpty else {
            noResults.update(heading: tr("No Results"), description: unavailableNote ?? tr("Try a different search."))
            content.setVisibleChild(named: "none")
            return
        }
        _ = column
        content.setVisibleChild(named: "results")
        for (index, result) in results.enumerated() {
            addGroup(result, expanded: expanded.contains(result.section), first: index == 0)
        }
        if let text = unavailableNote {
            let note = Label(text)
            note.wraps = true
            note.xalign = 0
            note.addCSSClass("dim-label")
            note.addCSSClass("caption")
            note.setMargins(top: 18, bottom: 0, start: 0, end: 0)
            column.append(note)
            groups.append(note)
        }
    }

    /// The note naming sections that could not be searched, if shown.
    private(set) var unavailableNote: String?

    private func addGroup(_ result: SectionResults, expanded: Bool, first: Bool) {
        let section = sections[result.section]
        let title = section?.title ?? result.section.rawValue
        let header = Box(.horizontal, spacing: 6)
        if !first { header.setMargins(top: 18, bottom: 0, start: 0, end: 0) }
        let heading = Label(title)
        heading.xalign = 0
        heading.addCSSClass("heading")
        header.append(heading)
        let count = Label(String(result.count))
        count.addCSSClass("dim-label")
        count.addCSSClass("search-count")
        header.append(count)
        header.setAccessibleLabel(fill(tr("%1$@, %2$@ results"), title, String(result.count)))

        let list = ListBox()
        list.addCSSClass("boxed-list")
        list.setAccessibleLabel(title)
        let hits = expanded ? result.top : Array(result.top.prefix(HomeSearchResults.shownPerSection))
        for hit in hits {
            let subtitle = hit.entry.subtitle.isEmpty ? nil : hit.entry.subtitle
            let row = NavigationRow(title: hit.entry.title, subtitle: subtitle, icon: section?.icon)
            row.row.tag = rowTargets.count
            rowTargets.append(hit.entry.target)
            list.append(row.row)
        }
        if result.count > hits.count {
            let more = NavigationRow(title: tr("Show All"), subtitle: nil, icon: nil)
            more.row.tag = -1
            more.row.setAccessibleLabel(fill(tr("Show all %1$@ results in %2$@"), String(result.count), title))
            list.append(more.row)
        }
        let sectionID = result.section
        list.onRowActivated { [weak self] row in
            guard let self else { return }
            if row.tag < 0 {
                self.onShowAll?(sectionID)
            } else if self.rowTargets.indices.contains(row.tag) {
                self.onOpen?(self.rowTargets[row.tag])
            }
        }
        let group = Box(.vertical, spacing: 6)
        group.append(header)
        group.append(list)
        column.append(group)
        groups.append(group)
        lists.append(list)
    }

    /// The result rows in order (the keyboard walks them).
    var resultRows: [ListBoxRow] { lists.flatMap(\.allRows) }

    /// Moves the focus to the first result row.
    @discardableResult
    func focusFirst() -> Bool { resultRows.first?.grabFocus() ?? false }
}
