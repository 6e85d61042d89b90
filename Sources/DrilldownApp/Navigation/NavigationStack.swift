import Gtk
import Model

/// A stack of pages, like UINavigationController, on a folded `Leaflet`.
///
/// Each page is shown in a `PageFrame` (its own header bar above its content). Push
/// slides the new page in over the previous one, pop slides it away; a back swipe (one
/// finger to the right on a touchscreen, only from the left edge on a page that
/// `ownsHorizontalSwipes`; two fingers on a touchpad; all mirrored right to left, where
/// the swipe goes to the left from the right edge) and the mouse's Back button do
/// the same under the user's hand, through the leaflet. Once a
/// transition ends, covered pages' content is hidden (so keyboard focus and assistive
/// technology see only the top page) and popped pages are removed and released. The
/// page right below the top keeps its frame in the leaflet, so a swipe can reveal it:
/// its content is shown again as soon as a swipe starts.
///
/// ## Focus model
/// The keyboard focus is always somewhere a person expects, and never on a covered page:
/// - **Entering a page** (push): `didBecomeTop()` places the focus; a list page focuses
///   its *first* row (`RowListView.focusList()`), a form its first field.
/// - **Coming back** (pop, Escape, swipe): the page below gets the focus back where it
///   was when it was covered: the row that was opened (scrolled into view), or the row
///   added while away (the list's return row, `ListRows.focusReturnRow()`). Pages say where in
///   `didBecomeTop()`; when a page places nothing, the widget that had the focus when
///   the page was covered gets it back (`FocusReturn`), else the page's first control.
/// - **Menus, popovers and dialogs** give the focus back to the widget that opened them
///   when they close (`ContextMenu`, `FocusReturn`); a delete gives it to the deleted
///   row's neighbour (`RowListView.rowsRemoved`).
/// - **Tab** moves between regions (header bar, search, list, toolbar); arrows move
///   inside a list; Enter opens the focused row.
@MainActor
final class NavigationStack {
    let leaflet = Leaflet()
    private(set) var frames: [PageFrame] = []
    /// Pages popped but still sliding out; released when the transition ends.
    private(set) var leaving: [PageFrame] = []
    private weak var window: Window?
    /// True while we change the leaflet's visible child ourselves: a transition that
    /// ends inside that call (the previous slide cut short) must not tidy up yet.
    private var switching = false
    /// Above zero while a saved place is put back: pushes then appear at once.
    private var placing = 0

    init(window: Window) {
        self.window = window
        leaflet.hexpand = true
        leaflet.vexpand = true
        leaflet.canNavigateBack = true
        leaflet.onVisibleChildChanged { [weak self] in self?.visibleChildChanged() }
        leaflet.onTransitionRunningChanged { [weak self] in
            guard let self, !self.leaflet.isTransitionRunning else { return }
            self.transitionEnded()
        }
    }

    var pages: [Page] { frames.map(\.page) }
    var top: Page? { frames.last?.page }
    var topFrame: PageFrame? { frames.last }
    var depth: Int { frames.count }
    var isTransitionRunning: Bool { leaflet.isTransitionRunning }
    /// The back button's label (the previous page's title).
    var backLabel: String { topFrame?.backLabel ?? "" }
    var isBackVisible: Bool { topFrame?.isBackVisible ?? false }

    /// Shows `page` on top, sliding in (or at once without `animated`, or inside
    /// `withoutAnimation`: a page put back where the user left off).
    func push(_ page: Page, animated: Bool = true) {
        if let covered = topFrame, let window {
            let focus = FocusReturn(window: window)
            covered.savedFocus = focus.isInside(covered.page.content) ? focus : nil
        }
        let frame = PageFrame(page: page)
        page.content.isVisible = true
        leaflet.append(frame.root)
        frames.append(frame)
        nameWindow()
        show(frame, animated: animated && placing == 0)
        topChanged()
    }

    /// Shows `page` at once in place of the top page (a document's first level in place
    /// of the page that showed its reading); the page below keeps its place and focus.
    func replaceTop(with page: Page) {
        guard frames.count > 1, let replaced = frames.popLast() else { return push(page, animated: false) }
        leaving.append(replaced)
        let frame = PageFrame(page: page)
        page.content.isVisible = true
        leaflet.append(frame.root)
        frames.append(frame)
        nameWindow()
        show(frame, animated: false)
        topChanged()
    }

    /// Runs `body`, in which every push shows its page at once (the pages of a saved
    /// place, which the user already saw: nothing slides in at startup).
    func withoutAnimation(_ body: () -> Void) {
        placing += 1
        defer { placing -= 1 }
        body()
    }

    /// Goes back one page; does nothing on the first page.
    func pop() {
        guard frames.count > 1, let leavingFrame = frames.popLast(), let below = frames.last else { return }
        below.page.content.isVisible = true
        leaving.append(leavingFrame)
        nameWindow()
        show(below)
        topChanged()
    }

    private func show(_ frame: PageFrame, animated: Bool = true) {
        switching = true
        leaflet.setVisibleChild(frame.root, animated: animated)
        switching = false
    }

    /// Goes back to the first page.
    func popToRoot() {
        while frames.count > 1 { pop() }
    }

    /// Call when the top page's title, header buttons or back-button state changed.
    func refreshChrome() { topChanged(focus: false) }

    private func topChanged(focus: Bool = true) {
        guard let top = topFrame else { return }
        nameWindow()
        top.refresh(previousTitle: frames.count > 1 ? DisplayText.title(frames[frames.count - 2].page.title) : nil)
        // A swipe or the mouse's Back button go back only where the back button would.
        leaflet.canNavigateBack = frames.count > 1 && !top.page.hidesBackButton
        // A page whose content swipes sideways keeps the touch back swipe at the edge.
        leaflet.backSwipeEdge = top.page.ownsHorizontalSwipes ? Leaflet.edgeSwipeWidth : nil
        if focus { moveFocusOffCoveredPages() }
        if !leaflet.isTransitionRunning { settle() }
        if focus { placeFocus(in: top) }
    }

    /// The window is named after the top page before the leaflet shows it or anything in
    /// it takes the focus: a screen reader (Orca) that hears the focus move first takes
    /// the window's new name as already said and drops its name change. Set only when it
    /// changes, so a page is announced once.
    private func nameWindow() {
        guard let top = topFrame, let window else { return }
        // Titles may come from a user's file: bounded, whatever the page did.
        let title = DisplayText.title(top.page.title)
        if window.title != title { window.title = title }
    }

    /// The top page places the focus (in its content or on one of its header buttons,
    /// such as a detail page's Edit); if it placed none, the widget that had it when the
    /// page was covered gets it back, else the page's first control.
    private func placeFocus(in frame: PageFrame) {
        let saved = frame.savedFocus
        frame.savedFocus = nil
        frame.page.didBecomeTop()
        guard !frame.page.content.containsFocus, !frame.pageHeaderHasFocus else { return }
        if saved?.restore() == true { return }
        _ = frame.page.content.moveFocusInto()
    }

    /// Like GtkStack: when the focus is in a page that is now covered or leaving, it
    /// moves into the new top page at once (the page may then place it better).
    private func moveFocusOffCoveredPages() {
        guard let top = topFrame else { return }
        let covered = leaving.map(\.root) + frames.dropLast().map(\.root)
        if covered.contains(where: { $0.containsFocus }) { _ = top.page.content.moveFocusInto() }
    }

    /// The leaflet shows another child: ours after push/pop, or the page below the top
    /// when a back swipe (or the mouse's Back button) starts: show that page's content.
    private func visibleChildChanged() {
        guard !switching, let visible = leaflet.visibleChild, visible !== topFrame?.root else { return }
        frames.first { $0.root === visible }?.page.content.isVisible = true
    }

    /// A transition ended: if the user swiped back, the leaflet now shows a page below
    /// the top; pop to it (it is already on screen), then tidy up.
    private func transitionEnded() {
        guard !switching else { return }
        if let visible = leaflet.visibleChild, let index = frames.firstIndex(where: { $0.root === visible }),
            index < frames.count - 1
        {
            while frames.count - 1 > index, let popped = frames.popLast() { leaving.append(popped) }
            topChanged()
        } else {
            settle()
        }
    }

    /// After a transition: hide covered pages, release popped ones.
    private func settle() {
        // Keyboard focus must not stay in a page that is going away: GTK keeps the
        // focus chain (and a reference on it) through hidden widgets.
        let covered = leaving.map(\.root) + frames.dropLast().map(\.root)
        if let top = topFrame, covered.contains(where: { $0.containsFocus }) {
            if !top.page.content.moveFocusInto() { window?.setFocus(nil) }
        }
        for frame in leaving { leaflet.remove(frame.root) }
        leaving.removeAll()
        for frame in frames.dropLast() where frame.page.content.isVisible {
            frame.page.content.isVisible = false
        }
        topFrame?.page.content.isVisible = true
    }
}
