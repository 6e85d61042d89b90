import Foundation
import Gtk
import Model

/// One level of a drill-down tree: the children of `node` as rows. Every row shows a
/// disclosure arrow, as every row opens something: rows with children push the next
/// level, leaves open the detail page their "View" asks for (or their value). A level
/// whose row carries more keys than the original tutorial's have a Details button listing them all.
/// The same page type serves every depth.
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
    let context: PageContext
    /// The file this tree was read from, on its first level (nil for the bundled tree and
    /// the levels below): the saved place reads it again.
    let document: URL?
    /// The row whose page was opened last from this level (nil after the Details page):
    /// the saved place's path.
    private(set) var openedIndex: Int?

    init(node: TreeNode, title: String, context: PageContext, showsOpenButton: Bool = false, document: URL? = nil) {
        self.node = node
        self.document = document
        self.title = DisplayText.title(title)
        self.context = context
        rows = RowListView(
            source: TreeLevelSource(node),
            options: .init(
                searchable: node.children.count > 20,
                emptyState: .init(
                    icon: "view-list-symbolic", heading: tr("Nothing Here"),
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
        // Shown when the row of this level has keys beyond the original tutorial's (see `FieldsList`).
        var details: Button?
        if !FieldsList.entries(of: node).isEmpty {
            let button = Button(icon: "document-properties-symbolic", tooltip: tr("Row Details"))
            buttons.append(button)
            details = button
        }
        headerEnd = buttons
        details?.onClicked { [weak self] in self?.showDetails() }
        rows.onActivate = { [weak self] position in self?.activate(index: position) }
    }

    isolated deinit {
        // A big document's tree (100,000 rows: 25–30 ms) is freed off the main thread.
        Background.release(node)
    }

    /// Opens the child at `index`: its own level, or its detail page.
    func activate(index: Int) {
        guard index >= 0, index < node.children.count else { return }
        openedIndex = index
        let child = node.children[index]
        if !child.isLeaf {
            context.push(TreePage(node: child, title: child.title, context: context))
            return
        }
        switch child.detail {
        case .tabbed: context.push(TabbedDetailPage(item: child))
        case .image: context.push(ImageDetailPage(item: child, context: context))
        case .simple:
            // A value of a generic document is titled with its key; the original tutorial's rows say "Detail View".
            context.push(
                child.value != nil ? SimpleDetailPage(item: child, title: child.title) : SimpleDetailPage(item: child))
        }
    }

    /// Opens the page listing all keys and values of this level's own row.
    func showDetails() {
        openedIndex = nil
        context.push(SimpleDetailPage(item: node, title: node.title))
    }

    var rowTitles: [String] { TreeLevelSource.titles(of: node) }

    func didBecomeTop() { rows.focusList() }
    func handleEscape() -> Bool { rows.handleEscape() }
}

/// The children of one tree node as list rows, each with an arrow (each opens a level or
/// a detail page). A row is made only when the list shows it (a level of 100,000 rows
/// costs nothing up front), and the titles the search needs are read off the main thread;
/// the rows are reached only through `children.count` and `children[i]`.
@MainActor
final class TreeLevelSource: ListSource {
    private let node: TreeNode

    init(_ node: TreeNode) { self.node = node }

    var count: Int { node.children.count }

    func row(at position: Int) -> RowModel {
        guard position >= 0, position < node.children.count else { return RowModel(title: "") }
        let child = node.children[position]
        return RowModel(title: child.title, subtitle: child.subtitle, hasDisclosure: true)
    }

    func searchTitles() -> [String] { Self.titles(of: node) }

    func searchTitlesRead() -> @Sendable () -> [String] {
        let node = node
        return { Self.titles(of: node) }
    }

    nonisolated static func titles(of node: TreeNode) -> [String] {
        (0..<node.children.count).map { node.children[$0].title }
    }
}
