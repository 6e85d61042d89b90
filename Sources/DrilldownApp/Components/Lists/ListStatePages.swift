import Gtk
import Model

/// What a `RowListView` shows below its search bar: the list (with the letter strip at
/// its edge), the empty state, or "No Results"; and the list dimmed under a click shield
/// while the search is open and empty.
@MainActor
final class ListStatePages {
    /// The visible page.
    enum Page: String {
        case list, empty, noResults = "no-results"
    }

    let stack = Stack()
    /// The empty state (its button, when it has one, runs `EmptyState.action`).
    let emptyPage: StatusPage
    let noResultsPage = StatusPage(
        icon: "edit-find-symbolic", heading: tr("No Results"),
        description: tr("Try a different search."))
    /// A click on the dimmed list.
    var onShieldClicked: (@MainActor () -> Void)?

    private let scroller = ScrolledWindow()
    let shield = Box(.vertical)

    init(list: Widget, indexStrip: Widget?, emptyState: RowListView.EmptyState) {
        emptyPage = StatusPage(
            icon: emptyState.icon, heading: emptyState.heading, description: emptyState.hint,
            buttonTitle: emptyState.actionTitle, action: emptyState.action)
        // Clamped like every other page: a readable column on wide windows, the full
        // width on narrow ones; the rows draw themselves as one boxed list.
        let listClamp = ClampScrollable(maximumWidth: 640)
        listClamp.child = list
        scroller.child = listClamp
        scroller.hexpand = true
        scroller.vexpand = true
        let overlay = Overlay()
        overlay.child = scroller
        overlay.hexpand = true
        shield.hexpand = true
        shield.vexpand = true
        shield.isVisible = false
        shield.setAccessibleHidden(true)
        overlay.addOverlay(shield)
        let shieldClick = GestureClick()
        shieldClick.onPressed { [weak self, weak shieldClick] _, _, _ in
            shieldClick?.claim()
            self?.onShieldClicked?()
        }
        shield.addController(shieldClick)
        let listArea = Box(.horizontal)
        listArea.append(overlay)
        if let indexStrip { listArea.append(indexStrip) }
        stack.add(listArea, name: Page.list.rawValue)
        stack.add(emptyPage, name: Page.empty.rawValue)
        stack.add(noResultsPage, name: Page.noResults.rawValue)
        stack.vexpand = true
    }

    /// Shows `page`, the list dimmed or not.
    func show(_ page: Page, dimmed: Bool) {
        stack.setVisibleChild(named: page.rawValue)
        shield.isVisible = dimmed
        // Opacity, not a style class: a class on the scroller would restyle every row
        // under it, on the first keystroke of every search.
        scroller.opacity = dimmed ? 0.4 : 1
    }
}
