import Gtk
import Model

/// One level of a drill-down tree: the children of `node` as rows. Rows with children
/// show a disclosure arrow and push the next level; leaves open the detail page their
/// "View" asks for. The same page type serves every depth.
///
/// Rows come from `RowListView`, so a level of a user's file with hundreds of thousands
/// of entries opens as fast as the original tutorials' four, and can be searched.
@MainActor
final class TreePage: Page {
    let title: String
    let content: Widget
    let headerEnd: [Widget]
    let node: TreeNode
    let rows: RowListView
    private let context: PageContext

    init(node: TreeNode, title: String, context: PageContext, showsOpenButton: Bool = false) {
        self.node = node
        self.title = title
        self.context = context
        rows = RowListView(source: TreeLevelSource(node), options: .init(
            searchable: node.children.count > 20,
            emptyState: .init(icon: "view-list-symbolic", heading: tr("Nothing Here"),
                              hint: tr("This level of the document has no entries."))))
        content = rows.content
        var buttons: [Widget] = []
        if showsOpenButton {
            let open = Button(icon: "document-open-symbolic", tooltip: tr("Open a Property List, JSON or XML File…"))
            open.actionName = "win.open"
            buttons.append(open)
            let location = Button(icon: "network-server-symbolic", tooltip: tr("Open Location… (Ctrl+L)"))
            location.actionName = "win.open-location"
            buttons.append(location)
        }
        if node.children.count > 20 { buttons.append(rows.searchButton) }
        headerEnd = buttons
        rows.onActivate = { [weak self] position in self?.activate(index: position) }
    }

    /// Opens the child at `index`: its own level, or its detail page.
    func activate(index: Int) {
        guard node.children.indices.contains(index) else { return }
        let child = node.children[index]
        if !child.isLeaf {
            context.push(TreePage(node: child, title: child.title, context: context))
            return
        }
        switch child.detail {
        case .tabbed: context.push(TabbedDetailPage(item: child))
        case .image: context.push(ImageDetailPage(item: child, context: context))
        case .simple: context.push(SimpleDetailPage(item: child))
        }
    }

    var rowTitles: [String] { node.children.map(\.title) }

    func didBecomeTop() { rows.focusList() }
    func handleEscape() -> Bool { rows.handleEscape() }
}

/// The children of one tree node as list rows: an arrow on rows that open a level.
@MainActor
final class TreeLevelSource: ListSource {
    private let children: [TreeNode]
    private lazy var titles = children.map(\.title)

    init(_ node: TreeNode) { children = node.children }

    var count: Int { children.count }

    func row(at position: Int) -> RowModel {
        guard children.indices.contains(position) else { return RowModel(title: "") }
        let child = children[position]
        return RowModel(title: child.title, subtitle: child.subtitle, hasDisclosure: !child.isLeaf)
    }

    func searchTitles() -> [String] { titles }
}
