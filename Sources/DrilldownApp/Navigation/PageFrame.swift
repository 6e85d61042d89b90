import Gtk
import Model

/// One page as the navigation stack shows it: its own header bar (back button, title,
/// the page's buttons) above its content, so a back swipe slides the whole page away
/// and reveals the one below as it was.
///
/// The back button is labelled with the previous page's title; when the header bar is
/// too narrow for it (a phone), only its arrow shows, and the title ellipsizes, so the
/// two never overlap. Both forms carry the label as tooltip and accessible name.
@MainActor
final class PageFrame {
    let page: Page
    let root = Box(.vertical)
    let headerBar = HeaderBar()
    let windowTitle = WindowTitle()
    /// The back button with its label, used while it fits.
    private(set) lazy var backButton = Button(icon: "go-previous-symbolic", label: "")
    /// The same button with only the arrow, for narrow windows.
    private(set) lazy var compactBackButton = Button(icon: "go-previous-symbolic", tooltip: "")
    /// The two back buttons, made the first time the page has a page below it (the home
    /// page never has: its first frame is drawn without them).
    private var back: Squeezer?
    /// The title while `windowTitle` fits, then `compactTitle`: AdwWindowTitle will not
    /// shrink below about five letters, which is more than a phone leaves beside the
    /// window buttons and the page's buttons on some pages (Coffee, To-Do, Books).
    private let titleSlot = Squeezer()
    /// The title on its own line, ellipsized down to a letter and "…"; it never
    /// disappears.
    let compactTitle = Label()
    private let endSlot = Box(.horizontal, spacing: 0)
    /// The focus the page had when another page covered it (see NavigationStack).
    var savedFocus: FocusReturn?

    init(page: Page) {
        self.page = page
        headerBar.packEnd(endSlot)
        compactTitle.ellipsize()
        compactTitle.addCSSClass("title")
        compactTitle.setSizeRequest(width: PageFrame.minimumTitleWidth, height: -1)
        // The window title names the page for screen readers; this is its drawn copy.
        compactTitle.setAccessibleHidden(true)
        titleSlot.centerChildren()
        titleSlot.add(windowTitle)
        titleSlot.add(compactTitle)
        headerBar.titleWidget = titleSlot
        root.append(headerBar)
        page.content.vexpand = true
        root.append(page.content)
        refresh(previousTitle: nil)
    }

    /// The width the title keeps however narrow the header bar: at least a letter and
    /// "…" (at 360 px under X with minimize, maximize and close, Books leaves it 18 px and
    /// Coffee List and To-Do 22 px beside their Search, Add and Edit buttons).
    static let minimumTitleWidth: Int32 = 16

    /// The title as drawn now (the full one, or the compact one on a phone).
    var visibleTitle: Widget? { titleSlot.visibleChild }

    /// The back button's label (the previous page's title).
    var backLabel: String { back == nil ? "" : backButton.label }
    var isBackVisible: Bool { back?.isVisible ?? false }
    /// Whether one of the page's own header buttons (`headerEnd`) has the focus.
    var pageHeaderHasFocus: Bool { endSlot.containsFocus }
    /// The back button on screen now (the labelled one or the arrow-only one).
    var visibleBackButton: Widget? { back?.visibleChild }

    /// The back buttons' squeezer, at the start of the header bar.
    private func backSlot() -> Squeezer {
        if let back { return back }
        let slot = Squeezer()
        for button in [backButton, compactBackButton] {
            button.actionName = "win.back"
            slot.add(button)
        }
        headerBar.packStart(slot)
        back = slot
        return slot
    }

    /// Updates the title, the back button (for `previousTitle`, nil on the first page)
    /// and the page's header buttons.
    func refresh(previousTitle: String?) {
        windowTitle.title = page.title
        compactTitle.text = page.title
        if let previousTitle {
            let back = backSlot()
            backButton.label = previousTitle
            let tip = fill(tr("Back to %1$@"), previousTitle)
            for button in [backButton, compactBackButton] {
                button.tooltip = tip
                button.setAccessibleLabel(tip)
            }
            back.isVisible = !page.hidesBackButton
        } else {
            back?.isVisible = false
        }
        endSlot.removeAll()
        // headerEnd lists buttons from the outer edge inwards; a Box lays out start→end.
        for widget in page.headerEnd.reversed() { endSlot.append(widget) }
    }
}
