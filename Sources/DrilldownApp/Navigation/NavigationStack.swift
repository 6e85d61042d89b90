import Gtk
import Model

/// A stack of pages with a header bar, like UINavigationController.
///
/// Push slides the new page in from the right, pop slides back. The back button is
/// labelled with the previous page's title. Once a transition ends, covered pages are
/// hidden (so keyboard focus and assistive technology see only the top page) and popped
/// pages are removed and released.
@MainActor
final class NavigationStack {
    let stack = Stack()
    let headerBar = HeaderBar()
    private let backButton: Button
    private let endSlot = Box(.horizontal, spacing: 6)
    private(set) var pages: [Page] = []
    /// Pages popped but still sliding out; released when the transition ends.
    private var leaving: [Page] = []
    private weak var window: Window?

    init(window: Window) {
        self.window = window
        backButton = Button(icon: "go-previous-symbolic", label: "")
        backButton.isVisible = false
        backButton.actionName = "win.back"
        headerBar.packStart(backButton)
        headerBar.packEnd(endSlot)
        stack.transitionDuration = 250
        stack.hexpand = true
        stack.vexpand = true
        stack.onNotify("transition-running") { [weak self] in
            guard let self, !self.stack.isTransitionRunning else { return }
            self.settle()
        }
    }

    var top: Page? { pages.last }
    var depth: Int { pages.count }
    var isTransitionRunning: Bool { stack.isTransitionRunning }
    /// The back button's visible label (the previous page's title).
    var backLabel: String { backButton.label }
    var isBackVisible: Bool { backButton.isVisible }
    /// Pages that have been popped but not yet released (during the slide).
    var leavingCount: Int { leaving.count }

    /// Shows `page` on top.
    func push(_ page: Page) {
        page.content.isVisible = true
        stack.add(page.content)
        pages.append(page)
        stack.setVisibleChild(page.content, transition: pages.count == 1 ? .none : .slideLeft)
        topChanged()
    }

    /// Goes back one page; does nothing on the first page.
    func pop() {
        guard pages.count > 1, let leavingPage = pages.popLast(), let below = pages.last else { return }
        below.content.isVisible = true
        leaving.append(leavingPage)
        stack.setVisibleChild(below.content, transition: .slideRight)
        topChanged()
    }

    /// Goes back to the first page.
    func popToRoot() {
        while pages.count > 1 { pop() }
    }

    /// Call when the top page's title, header buttons or back-button state changed.
    func refreshChrome() { topChanged(focus: false) }

    private func topChanged(focus: Bool = true) {
        guard let top else { return }
        // Titles may come from a user's file: bounded, whatever the page did.
        window?.title = DisplayText.title(top.title)
        if pages.count > 1 {
            let previous = DisplayText.title(pages[pages.count - 2].title)
            backButton.label = previous
            backButton.tooltip = fill(tr("Back to %1$@"), previous)
            backButton.setAccessibleLabel(fill(tr("Back to %1$@"), previous))
        }
        backButton.isVisible = pages.count > 1 && !top.hidesBackButton
        endSlot.removeAll()
        // headerEnd lists buttons from the outer edge inwards; a Box lays out start→end.
        for widget in top.headerEnd.reversed() { endSlot.append(widget) }
        if !stack.isTransitionRunning { settle() }
        if focus { top.didBecomeTop() }
    }

    /// After a transition: hide covered pages, release popped ones.
    private func settle() {
        // Keyboard focus must not stay in a page that is going away: GTK keeps the
        // focus chain (and a reference on it) through hidden widgets.
        let covered = leaving.map(\.content) + pages.dropLast().map(\.content)
        if let top, covered.contains(where: { $0.containsFocus }) {
            if !top.content.moveFocusInto() { window?.setFocus(nil) }
        }
        for page in leaving { stack.remove(page.content) }
        leaving.removeAll()
        for page in pages.dropLast() where page.content.isVisible {
            page.content.isVisible = false
        }
        top?.content.isVisible = true
    }
}
