import Gtk
import Model

/// One level of a drill-down tree: the children of `node` as rows. Rows with children
/// show a disclosure arrow and push the next level; leaves open the detail page their
/// "View" asks for. The same page type serves every depth.
@MainActor
final class TreePage: Page {
    let title: String
    let content: Widget
    let headerEnd: [Widget]
    let node: TreeNode
    private let context: PageContext
    private let list = BoxedList()
    private var rows: [NavigationRow] = []

    init(node: TreeNode, title: String, context: PageContext, showsOpenButton: Bool = false) {
        self.node = node
        self.title = title
        self.context = context
        if showsOpenButton {
            let open = Button(icon: "document-open-symbolic", tooltip: tr("Open a Property List, JSON or XML File…"))
            open.actionName = "win.open"
            headerEnd = [open]
        } else {
            headerEnd = []
        }
        if node.children.isEmpty {
            let empty = StatusPage(icon: "view-list-symbolic", heading: tr("Nothing Here"),
                                   description: tr("This level of the document has no entries."))
            content = empty.content
            return
        }
        content = list.scroller
        for (index, child) in node.children.enumerated() {
            let row = NavigationRow(title: child.title, subtitle: child.subtitle, disclosure: !child.isLeaf)
            row.row.tag = index
            list.list.append(row.row)
            rows.append(row)
        }
        list.list.onRowActivated { [weak self] row in self?.activate(index: row.tag) }
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
    var listRows: [ListBoxRow] { list.list.allRows }

    func didBecomeTop() {
        _ = list.list.allRows.first?.grabFocus()
    }
}
