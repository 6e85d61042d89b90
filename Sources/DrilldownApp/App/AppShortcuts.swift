import Gtk
import Model

/// One keyboard shortcut: the detailed action it triggers ("page.paste-picture") and its
/// keys. `keys` are listed in the Keyboard Shortcuts window; `alternatives` work too
/// (the keypad's keys, "=" for "+", the mouse's Back key) without being listed.
struct AppShortcut {
    /// The detailed action name; nil for keys GTK or a widget handles itself (F10 opens
    /// the main menu, Return activates a row, Menu opens a row's menu).
    let action: String?
    let keys: [KeyCombo]
    let alternatives: [KeyCombo]

    init(_ action: String?, _ keys: [KeyCombo], alternatives: [KeyCombo] = []) {
        self.action = action
        self.keys = keys
        self.alternatives = alternatives
    }

    /// The action's name without its prefix ("paste-picture").
    var name: String { action.map { String($0.split(separator: ".", maxSplits: 1).last ?? "") } ?? "" }
    /// Every key combination that triggers it.
    var allKeys: [KeyCombo] { keys + alternatives }
    /// GTK accelerator strings of every combination ("<Control>v").
    var accelerators: [String] { allKeys.map(\.accelerator) }
    /// The listed combinations as the Keyboard Shortcuts window takes them (space-separated).
    var listed: String { keys.map(\.accelerator).joined(separator: " ") }
}

/// Every keyboard shortcut of the app, in one table: the window's actions (application
/// accelerators), the actions pages install (`page.*`, `rows.*`, with a
/// `ShortcutController` so they work as soon as the page is shown) and the keys GTK
/// handles. `KeyboardShortcuts` lists them from here; nothing else spells a key.
enum AppShortcuts {
    // The window and the application (`gtk_application_set_accels_for_action`).
    static let open = AppShortcut("win.open", [KeyCombo(Key.o, .control)])
    static let openLocation = AppShortcut("win.open-location", [KeyCombo(Key.l, .control)])
    static let shortcuts = AppShortcut("win.shortcuts", [KeyCombo(Key.question, .control)])
    static let quit = AppShortcut("app.quit", [KeyCombo(Key.q, .control)])
    static let close = AppShortcut("win.close", [KeyCombo(Key.w, .control)])
    static let help = AppShortcut("win.help", [KeyCombo(Key.f1)])
    static let back = AppShortcut("win.back", [KeyCombo(Key.left, .alt)], alternatives: [KeyCombo(Key.back)])
    static let mainMenu = AppShortcut(nil, [KeyCombo(Key.f10)])

    /// Escape: the top page uses it (closes its search, leaves edit mode), else back.
    /// A window shortcut in the bubble phase, so entries and popovers see Escape first.
    static let escape = AppShortcut("nav.escape", [KeyCombo(Key.escape)])

    // Lists (`rows.*` on every list, `page.undo` on pages that delete).
    static let openRow = AppShortcut(nil, [KeyCombo(Key.returnKey)])
    static let search = AppShortcut("rows.search", [KeyCombo(Key.f, .control)])
    static let homeSearch = AppShortcut("page.search", [KeyCombo(Key.f, .control)])
    static let deleteRow = AppShortcut(
        "rows.delete", [KeyCombo(Key.delete)],
        alternatives: [KeyCombo(Key.keypadDelete)])
    static let undo = AppShortcut("page.undo", [KeyCombo(Key.z, .control)])
    static let rowMenu = AppShortcut(nil, [KeyCombo(Key.menu)], alternatives: [KeyCombo(Key.f10, .shift)])

    // Pictures of coffees and cities (edit mode).
    static let pastePicture = AppShortcut("page.paste-picture", [KeyCombo(Key.v, .control)])
    static let copyPicture = AppShortcut("page.copy-picture", [KeyCombo(Key.c, .control)])
    static let savePicture = AppShortcut("page.save-picture", [KeyCombo(Key.s, [.control, .shift])])

    // A recipe's page.
    static let print = AppShortcut("page.print", [KeyCombo(Key.p, .control)])

    // Sections fed from a web address.
    static let reload = AppShortcut("page.reload", [KeyCombo(Key.f5), KeyCombo(Key.r, .control)])

    // Touch.
    static let zoomIn = AppShortcut(
        "page.zoom-in", [KeyCombo(Key.plus, .control)],
        alternatives: [
            KeyCombo(Key.equal, .control), KeyCombo(Key.keypadAdd, .control),
            KeyCombo(Key.plus), KeyCombo(Key.equal), KeyCombo(Key.keypadAdd),
        ])
    static let zoomOut = AppShortcut(
        "page.zoom-out", [KeyCombo(Key.minus, .control)],
        alternatives: [
            KeyCombo(Key.keypadSubtract, .control), KeyCombo(Key.minus), KeyCombo(Key.keypadSubtract),
        ])
    static let fit = AppShortcut(
        "page.fit", [KeyCombo(Key.digit0, .control)],
        alternatives: [KeyCombo(Key.keypad0, .control)])
    static let actualSize = AppShortcut(
        "page.actual-size", [KeyCombo(Key.digit1, .control)],
        alternatives: [KeyCombo(Key.keypad1, .control)])
    static let previousImage = AppShortcut("page.previous-image", [KeyCombo(Key.left)])
    static let nextImage = AppShortcut("page.next-image", [KeyCombo(Key.right)])
    static let hold = AppShortcut(
        "page.hold", [KeyCombo(Key.returnKey), KeyCombo(Key.space)],
        alternatives: [KeyCombo(Key.keypadEnter)])

    /// Every shortcut bound to an action (the Keyboard Shortcuts window lists them).
    static let actions: [AppShortcut] = [
        open, openLocation, shortcuts, quit, close, help, back, escape, search, homeSearch, deleteRow, undo,
        pastePicture, copyPicture, savePicture, print,
        reload, zoomIn, zoomOut, fit, actualSize, previousImage, nextImage, hold,
    ]

    /// Binds the window's and application's shortcuts (application accelerators).
    @MainActor static func bindApplicationAccelerators(_ application: Application) {
        for shortcut in [open, openLocation, shortcuts, quit, close, help, back] {
            guard let action = shortcut.action else { continue }
            application.setAccels(for: action, shortcut.accelerators)
        }
    }
}

extension WidgetActions {
    /// Adds the action of `shortcut` (its prefix must be this group's) with its keys.
    @discardableResult
    func add(
        _ shortcut: AppShortcut, scope: ShortcutController.Scope = .window,
        _ handler: @escaping @MainActor () -> Void
    ) -> Action {
        add(shortcut.name, keys: shortcut.allKeys, scope: scope, handler)
    }
}
