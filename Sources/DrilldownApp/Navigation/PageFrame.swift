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
    let backButton = Button(icon: "go-previous-symbolic", label: "")
    /// The same button with only the arrow, for narrow windows.
    let compactBackButton = Button(icon: "go-previous-symbolic", tooltip: "")
    private let back = Squeezer()
    /// The title, which gives way entirely only when even its ellipsis does not fit
    /// (a phone with many header buttons); the window title still names the page.
    private let titleSlot = Squeezer()
    private let endSlot = Box(.horizontal, spacing: 0)
    /// The focus the page had when another page covered it (see NavigationStack).
    var savedFocus: FocusReturn?

    init(page: Page) {
        self.page = page
        for button in [backButton, compactBackButton] {
            button.actionName = "win.back"
            back.add(button)
        }
        back.isVisible = false
        headerBar.packStart(back)
        headerBar.packEnd(endSlot)
        titleSlot.allowsNone = true
        titleSlot.centerChildren()
        titleSlot.add(windowTitle)
        headerBar.titleWidget = titleSlot
        root.append(headerBar)
        page.content.vexpand = true
        root.append(page.content)
        refresh(previousTitle: nil)
    }

    /// The back button's label (the previous page's title).
    var backLabel: String { backButton.label }
    var isBackVisible: Bool { back.isVisible }
    /// Whether one of the page's own header buttons (`headerEnd`) has the focus.
    var pageHeaderHasFocus: Bool { endSlot.containsFocus }
    /// The back button on screen now (the labelled one or the arrow-only one).
    var visibleBackButton: Widget? { back.visibleChild }

    /// Updates the title, the back button (for `previousTitle`, nil on the first page)
    /// and the page's header buttons.
    func refresh(previousTitle: String?) {
        windowTitle.title = page.title
        if let previousTitle {
            backButton.label = previousTitle
            let tip = fill(tr("Back to %1$@"), previousTitle)
            for button in [backButton, compactBackButton] {
                button.tooltip = tip
                button.setAccessibleLabel(tip)
            }
        }
        back.isVisible = previousTitle != nil && !page.hidesBackButton
        endSlot.removeAll()
        // headerEnd lists buttons from the outer edge inwards; a Box lays out start→end.
        for widget in page.headerEnd.reversed() { endSlot.append(widget) }
    }
}
