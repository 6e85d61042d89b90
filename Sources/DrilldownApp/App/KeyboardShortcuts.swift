import Gtk
import Model

/// Every keyboard shortcut and gesture the app has, as the Keyboard Shortcuts window
/// (Ctrl+?) lists them. Keep in step with the accelerators set in `MainWindow` and
/// `DrilldownApplication` and the keys pages handle (`Keys`, `TouchKeys`, lists).
@MainActor
enum KeyboardShortcuts {
    static var groups: [ShortcutsWindow.Group] {
        [
            ShortcutsWindow.Group(tr("General"), [
                .init(tr("Open…"), accelerator: "<Control>o"),
                .init(tr("Open Location…"), accelerator: "<Control>l"),
                .init(tr("Main Menu"), accelerator: "F10"),
                .init(tr("Keyboard Shortcuts"), accelerator: "<Control>question"),
                .init(tr("Quit"), accelerator: "<Control>q"),
            ]),
            ShortcutsWindow.Group(tr("Navigation"), [
                .init(tr("Go Back"), accelerator: "<Alt>Left Escape"),
                .init(tr("Go Back"), gesture: .twoFingerSwipeRight),
                .init(tr("Open Row"), accelerator: "Return"),
            ]),
            ShortcutsWindow.Group(tr("Lists"), [
                .init(tr("Search"), accelerator: "<Control>f"),
                .init(tr("Delete Row"), accelerator: "Delete"),
                .init(tr("Undo Delete"), accelerator: "<Control>z"),
                .init(tr("Row Menu"), accelerator: "Menu"),
            ]),
            ShortcutsWindow.Group(tr("Web Addresses"), [
                .init(tr("Reload"), accelerator: "F5 <Control>r"),
                .init(tr("Cancel the Download"), accelerator: "Escape"),
            ]),
            ShortcutsWindow.Group(tr("Touch"), [
                .init(tr("Zoom In"), accelerator: "<Control>plus"),
                .init(tr("Zoom Out"), accelerator: "<Control>minus"),
                .init(tr("Fit to Window"), accelerator: "<Control>0"),
                .init(tr("Actual Size"), accelerator: "<Control>1"),
                .init(tr("Previous or Next Image"), accelerator: "Left Right"),
                .init(tr("Press and Hold (the “Birth of a star” alert)"), accelerator: "Return space"),
                .init(tr("Zoom"), gesture: .pinch),
            ]),
        ]
    }

    /// The window currently shown, if any (kept until it closes).
    private(set) static var shown: ShortcutsWindow?

    /// Shows the Keyboard Shortcuts window over `parent`.
    static func present(over parent: Window) {
        guard let window = ShortcutsWindow(groups: groups, parent: parent) else { return }
        shown = window
        window.onCloseRequest { [weak window] in
            if shown === window { shown = nil }
            return false
        }
        window.present()
    }
}
