import Gtk
import Model

/// One screen of the navigation stack.
///
/// A page owns its widgets (`content` and its header buttons) and talks to the model
/// through stores and values; it never runs SQL. The stack shows the top page's title
/// in the window title and its `headerEnd` buttons in the header bar.
@MainActor
protocol Page: AnyObject {
    /// The title shown in the window title and in the next page's back button.
    var title: String { get }
    /// The page's content.
    var content: Widget { get }
    /// Buttons at the end of the header bar while this page is on top (Add, Edit…),
    /// in order from the outer edge inwards.
    var headerEnd: [Widget] { get }
    /// Whether the back button is hidden (e.g. while a detail page is being edited).
    var hidesBackButton: Bool { get }
    /// Whether the content takes sideways one-finger swipes itself (an image flicked to
    /// the next one): the stack then goes back by touch only on a swipe from the left
    /// edge (`Leaflet.edgeSwipeWidth`), not from anywhere on the page.
    var ownsHorizontalSwipes: Bool { get }
    /// Called when the page became the top page (after push or after the page above it
    /// was popped): a good time to move the keyboard focus into it.
    func didBecomeTop()
    /// Escape was pressed with the focus in the window: return true when the page used
    /// it (closing its search, leaving edit mode); otherwise the stack goes back.
    func handleEscape() -> Bool
}

extension Page {
    var headerEnd: [Widget] { [] }
    var hidesBackButton: Bool { false }
    var ownsHorizontalSwipes: Bool { false }
    func didBecomeTop() {}
    func handleEscape() -> Bool { false }
}

/// What every page may use: the navigation stack, the window (as parent of dialogs)
/// and the app's services (data locations and stores).
@MainActor
final class PageContext {
    let window: Window
    let services: AppServices
    private(set) weak var navigation: NavigationStack?

    init(window: Window, services: AppServices, navigation: NavigationStack) {
        self.window = window
        self.services = services
        self.navigation = navigation
    }

    func push(_ page: Page, animated: Bool = true) { navigation?.push(page, animated: animated) }
    func pop() { navigation?.pop() }

    /// Shows a readable error over the window.
    func showError(_ heading: String, _ message: String) {
        Alert(parent: window, heading: heading, body: message, button: tr("OK"), kind: .error).present()
    }
}
