import Gtk
import Model

/// One page as the navigation stack shows it: its own header bar (back button, title,
/// the page's buttons) above its content, so a back swipe slides the whole page away
/// and reveals the one below as it was.
///
/// The back button shows only its arrow at every width (as libadwaita's own navigation
/// does), with "Back to …" the previous page's title as tooltip and accessible name. On a
/// narrow window the page's buttons but the outermost move to a bar at the bottom
/// (`HeaderActions`), so the title is whole at 360 px.
@MainActor
final class PageFrame {
    let page: Page
    let root = Box(.vertical)
    let headerBar = HeaderBar()
    let windowTitle = WindowTitle()
    /// The back button, made the first time the page has a page below it (the home page
    /// never has: its first frame is drawn without it).
    private(set) var back: Button?
    /// The previous page's title ("" on the first page).
    private(set) var backLabel = ""
    /// The title while `windowTitle` fits, then `compactTitle`: AdwWindowTitle will not
    /// shrink below about five letters, which is more than a phone leaves beside the
    /// window buttons and the page's buttons on some pages (Coffee, To-Do, Books).
    let titleSlot = Squeezer()
    /// The title on its own line, ellipsized down to a letter and "…"; it never
    /// disappears.
    let compactTitle = Label()
    /// The page's buttons: in the header bar, or partly in a bottom bar when narrow.
    let actions = HeaderActions()
    /// The focus the page had when another page covered it (see NavigationStack).
    var savedFocus: FocusReturn?

    init(page: Page) {
        self.page = page
        headerBar.packEnd(actions.headerSlot)
        compactTitle.ellipsize()
        compactTitle.addCSSClass("title")
        compactTitle.setSizeRequest(width: PageFrame.minimumTitleWidth, height: -1)
        // The window title names the page for screen readers; this is its drawn copy.
        compactTitle.setAccessibleHidden(true)
        titleSlot.centerChildren()
        titleSlot.add(windowTitle)
        titleSlot.add(compactTitle)
        headerBar.titleWidget = titleSlot
        // Named after its page but never spoken: Orca took two unnamed pages stacked at
        // the same place for one, and said the window's name (the title) a second time
        // as the context of the new page's first focus.
        root.setLayoutRole()
        root.append(actions.probe)
        root.append(headerBar)
        page.content.vexpand = true
        root.append(page.content)
        root.append(actions.bottomBar)
        refresh(previousTitle: nil)
    }

    /// The width the title keeps however narrow the header bar: at least a letter and
    /// "…" (at 360 px under X with minimize, maximize and close, Books leaves it 18 px and
    /// Coffee List and To-Do 22 px beside their Search, Add and Edit buttons).
    static let minimumTitleWidth: Int32 = 16

    var isBackVisible: Bool { back?.isVisible ?? false }
    /// Whether one of the page's own header buttons (`headerEnd`) has the focus.
    var pageHeaderHasFocus: Bool { actions.headerSlot.containsFocus || actions.bottomBar.containsFocus }

    /// The back button, at the start of the header bar.
    private func backButton() -> Button {
        if let back { return back }
        let button = Button(icon: "go-previous-symbolic", tooltip: "")
        button.actionName = "win.back"
        headerBar.packStart(button)
        back = button
        return button
    }

    /// Updates the title, the back button (for `previousTitle`, nil on the first page)
    /// and the page's header buttons.
    func refresh(previousTitle: String?) {
        windowTitle.title = page.title
        compactTitle.text = page.title
        root.setAccessibleLabel(DisplayText.title(page.title))
        backLabel = previousTitle ?? ""
        if let previousTitle {
            let back = backButton()
            let tip = fill(tr("Back to %1$@"), previousTitle)
            back.tooltip = tip
            back.setAccessibleLabel(tip)
            back.isVisible = !page.hidesBackButton
        } else {
            back?.isVisible = false
        }
        actions.show(page.headerEnd)
    }
}
