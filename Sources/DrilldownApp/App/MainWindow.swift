import Foundation
import Gtk
import Model

/// The application window: navigation stack (each page with its header bar), home
/// page, window actions and the ways back (button, Alt+Left, mouse button 8, Escape,
/// and a back swipe through the stack's leaflet).
@MainActor
final class MainWindow {
    let window: ApplicationWindow
    let navigation: NavigationStack
    let context: PageContext
    let home: HomePage
    /// Messages about the window as a whole ("no help viewer"), over every page.
    let toast = ToastOverlay()
    /// Back Up… and Restore… of the main menu.
    private(set) lazy var backup = BackupFlow(context: context, toast: toast)

    init(application: Application, services: AppServices) {
        window = ApplicationWindow(application: application)
        window.setDefaultSize(width: 900, height: 680)
        navigation = NavigationStack(window: window)
        context = PageContext(window: window, services: services, navigation: navigation)
        toast.child = navigation.leaflet
        window.content = toast
        home = HomePage(context: context, mainMenu: MainWindow.makeMainMenu())

        window.addAction("back") { [weak self] in self?.navigation.pop() }
        window.addAction("open") { [weak self] in
            guard let self else { return }
            DrillDownSection.chooseAndOpen(context: self.context)
        }
        window.addAction("open-location") { [weak self] in
            guard let self else { return }
            DrillDownSection.chooseAndOpenLocation(context: self.context)
        }
        window.addAction("back-up") { [weak self] in self?.backup.backUp() }
        window.addAction("restore") { [weak self] in self?.backup.restore() }
        window.addAction("info") { [weak self] in
            guard let self else { return }
            InfoDialog(context: self.context).present()
        }
        window.addAction("shortcuts") { [weak self] in
            guard let self else { return }
            KeyboardShortcuts.present(over: self.window)
        }
        window.addAction(AppShortcuts.close.name) { [weak self] in self?.window.close() }
        window.addAction(AppShortcuts.help.name) { [weak self] in
            guard let self else { return }
            HelpViewer.open(over: self.window, toast: self.toast)
        }
        window.addAction("about") { [weak self] in
            guard let self else { return }
            AboutDialog.present(over: self.window, location: self.context.services.location)
        }
        AppShortcuts.bindApplicationAccelerators(application)

        // Escape goes back unless the page uses it (search, edit mode). Bubble phase:
        // entries and popovers that handle Escape themselves see it first.
        WidgetActions.of(window, prefix: "nav").add(AppShortcuts.escape, scope: .focusWithin) { [weak self] in
            self?.escape()
        }

        // The mouse's Back button (8), where the leaflet does not claim it itself.
        let backButton = GestureClick(button: 8)
        backButton.onPressed { [weak self] _, _, _ in
            backButton.claim()
            self?.navigation.pop()
        }
        window.addController(backButton)

        navigation.push(home)
    }

    /// The home page's main menu (GNOME's primary menu: F10 opens it too).
    static func makeMainMenu() -> MenuButton {
        MenuButton(
            icon: "open-menu-symbolic", tooltip: tr("Main Menu"),
            sections: [
                [
                    MenuButton.Item(tr("_Open…"), action: "win.open"),
                    MenuButton.Item(tr("Open _Location…"), action: "win.open-location"),
                ],
                [
                    MenuButton.Item(tr("_Back Up…"), action: "win.back-up"),
                    MenuButton.Item(tr("_Restore…"), action: "win.restore"),
                ],
                [
                    MenuButton.Item(tr("_Keyboard Shortcuts"), action: "win.shortcuts"),
                    MenuButton.Item(tr("_Help"), action: "win.help"),
                    MenuButton.Item(tr("_About Drilldown"), action: "win.about"),
                ],
            ], primary: true)
    }

    /// Escape: the top page first, then back.
    @discardableResult
    func escape() -> Bool {
        if navigation.top?.handleEscape() == true { return true }
        guard navigation.depth > 1 else { return false }
        navigation.pop()
        return true
    }

    func present() { window.present() }

    /// Shows the page of a search result, over the home page (Home → section → item).
    func open(_ target: SearchTarget) {
        navigation.popToRoot()
        home.open(target)
    }

    /// Shows the home search with `text` filled in.
    func showSearch(_ text: String) {
        navigation.popToRoot()
        home.search.begin(text)
    }
}
