import Foundation
import Gtk
import Model

/// View 3 (or none): the original tutorials' simple detail view, titled "Detail View". A row that
/// carries more than the original tutorial's "Title"/"View" lists all its keys and values instead
/// (see `FieldsList`); a value of a generic document is shown the same way, under its key.
@MainActor
final class SimpleDetailPage: Page {
    let title: String
    let content: Widget
    /// The (key, value) pairs shown, as displayed; empty when the status page is shown.
    let entries: [(key: String, value: String)]

    init(item: TreeNode, title: String = tr("Detail View")) {
        self.title = DisplayText.title(title)
        entries = FieldsList.entries(of: item)
        if entries.isEmpty {
            let status = StatusPage(
                icon: "document-properties-symbolic", heading: item.title,
                description: item.subtitle ?? tr("You reached the end of this branch."))
            content = status
        } else {
            content = FieldsList(heading: item.title, entries: entries).content
        }
    }
}

/// View 1: a detail view with two tabs, "View One" and "View Two", each showing its
/// own label (the original tutorials' UITabBarController).
@MainActor
final class TabbedDetailPage: Page {
    let title: String
    let content: Widget
    let tabs = Stack()
    let tabTitles = [tr("View One"), tr("View Two")]
    private(set) var tabPages: [Widget] = []

    init(item: TreeNode) {
        title = DisplayText.title(item.title)
        let column = Box(.vertical)
        let switcher = StackSwitcher(stack: tabs)
        switcher.halign = .center
        switcher.setMargins(top: 12, bottom: 0, start: 12, end: 12)
        tabs.transitionType = .crossfade
        tabs.vexpand = true
        for (index, name) in tabTitles.enumerated() {
            let label = Label(name)
            label.addCSSClass("title-1")
            label.vexpand = true
            tabs.add(label, name: "view\(index + 1)")
            tabs.setTitle(name, for: label)
            tabPages.append(label)
        }
        column.append(switcher)
        column.append(tabs)
        content = column
    }

    /// Shows tab 0 ("View One") or 1 ("View Two").
    func select(tab: Int) {
        guard tabPages.indices.contains(tab) else { return }
        tabs.setVisibleChild(tabPages[tab])
    }
}

/// View 2: a detail view showing an image (the original tutorials' ImageViewController).
@MainActor
final class ImageDetailPage: Page {
    let title: String
    let content: Widget
    let picture = Picture()
    private(set) var loadError: String?

    init(item: TreeNode, context: PageContext) {
        title = DisplayText.title(item.title)
        picture.canShrink = true
        picture.contentFit = .contain
        picture.hexpand = true
        picture.vexpand = true
        picture.setMargins(12)
        picture.setAlternativeText(tr("A sample photograph"))
        let url = context.services.location.bundledData.appendingPathComponent("images/drilldown/Image.png")
        do {
            picture.setTexture(try Texture(contentsOf: url))
            content = picture
        } catch {
            loadError = error.message
            content = StatusPage(
                icon: "image-missing-symbolic", heading: tr("Image Not Available"),
                description: error.message)
        }
    }
}
