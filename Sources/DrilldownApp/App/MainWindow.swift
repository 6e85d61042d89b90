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

    init(application: Application, services: AppServices) {
        window = ApplicationWindow(application: application)
        window.setDefaultSize(width: 900, height: 680)
        navigation = NavigationStack(window: window)
        context = PageContext(window: window, services: services, navigation: navigation)
        window.content = navigation.leaflet
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
        window.addAction("info") { [weak self] in
            guard let self else { return }
            InfoDialog(context: self.context).present()
        }
        window.addAction("shortcuts") { [weak self] in
            guard let self else { return }
            KeyboardShortcuts.present(over: self.window)
        }
        window.addAction("about") { [weak self] in
            guard let self else { return }
            AboutDialog.present(over: self.window, bundledData: self.context.services.location.bundledData)
        }
        application.setAccels(for: "win.back", ["<Alt>Left", "Back"])
        application.setAccels(for: "win.open", ["<Control>o"])
        application.setAccels(for: "win.open-location", ["<Control>l"])
        application.setAccels(for: "win.shortcuts", ["<Control>question"])

        // Escape goes back unless the page uses it (search, edit mode). Bubble phase:
        // entries and popovers that handle Escape themselves see it first.
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, state in
            guard let self, keyval == Keys.escape, state & Keys.modifierMask == 0 else { return false }
            return self.escape()
        }
        window.addController(keys)

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
        MenuButton(icon: "open-menu-symbolic", tooltip: tr("Main Menu"), sections: [
            [MenuButton.Item(tr("_Open…"), action: "win.open"),
             MenuButton.Item(tr("Open _Location…"), action: "win.open-location")],
            [MenuButton.Item(tr("_Keyboard Shortcuts"), action: "win.shortcuts"),
             MenuButton.Item(tr("_About Drilldown"), action: "win.about")],
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

/// Key values and modifier masks used by the app (GDK's keysyms).
enum Keys {
    static let escape: UInt32 = 0xff1b
    static let delete: UInt32 = 0xffff
    static let keypadDelete: UInt32 = 0xff9f
    static let menu: UInt32 = 0xff67
    static let f10: UInt32 = 0xffc7
    static let left: UInt32 = 0xff51
    static let right: UInt32 = 0xff53
    static let down: UInt32 = 0xff54
    static let lowerF: UInt32 = 0x66
    static let upperF: UInt32 = 0x46
    static let lowerZ: UInt32 = 0x7a
    static let upperZ: UInt32 = 0x5a
    /// GDK_SHIFT_MASK.
    static let shift: UInt32 = 0x1
    /// GDK_CONTROL_MASK.
    static let control: UInt32 = 0x4
    /// Ctrl, Shift, Alt, Super… (GDK_MODIFIER_MASK without lock keys).
    static let modifierMask: UInt32 = 0x1 | 0x4 | 0x8 | 0x04000000 | 0x08000000 | 0x10000000
}
