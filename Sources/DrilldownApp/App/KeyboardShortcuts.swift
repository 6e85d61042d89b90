import Gtk
import Model

/// Every keyboard shortcut and gesture the app has, as the Keyboard Shortcuts window
/// (Ctrl+?) lists them, from the one table of shortcuts (`AppShortcuts`).
@MainActor
enum KeyboardShortcuts {
    static var groups: [ShortcutsWindow.Group] {
        typealias S = AppShortcuts
        typealias Group = ShortcutsWindow.Group
        return [
            Group(
                tr("General"),
                [
                    keys(tr("Open…"), S.open), keys(tr("Open Location…"), S.openLocation),
                    keys(tr("Main Menu"), S.mainMenu), keys(tr("Keyboard Shortcuts"), S.shortcuts),
                    keys(tr("Help"), S.help), keys(tr("Close the Window"), S.close), keys(tr("Quit"), S.quit),
                ]),
            Group(
                tr("Navigation"),
                [
                    keys(tr("Go Back"), S.back, S.escape),
                    .init(tr("Go Back"), gesture: .twoFingerSwipeRight, subtitle: tr("Touchpad, two fingers")),
                    .init(tr("Go Back"), gesture: .swipeRight, subtitle: tr("Touchscreen, from the left edge")),
                    keys(tr("Open Row"), S.openRow),
                ]),
            Group(
                tr("Lists"),
                [
                    keys(tr("Search"), S.search), keys(tr("Delete Row"), S.deleteRow),
                    keys(tr("Undo Delete"), S.undo), keys(tr("Row Menu"), S.rowMenu),
                ]),
            Group(
                tr("Pictures"),
                [
                    keys(tr("Paste a Picture (in edit mode)"), S.pastePicture),
                    keys(tr("Copy the Picture"), S.copyPicture), keys(tr("Save the Picture As…"), S.savePicture),
                ]),
            Group(tr("Recipes"), [keys(tr("Print the Recipe"), S.print)]),
            Group(
                tr("Web Addresses"),
                [keys(tr("Reload"), S.reload), keys(tr("Cancel the Download"), S.escape)]),
            Group(
                tr("Touch"),
                [
                    keys(tr("Zoom In"), S.zoomIn), keys(tr("Zoom Out"), S.zoomOut),
                    keys(tr("Fit to Window"), S.fit), keys(tr("Actual Size"), S.actualSize),
                    keys(tr("Previous or Next Image"), S.previousImage, S.nextImage),
                    keys(tr("Press and Hold (the “Birth of a star” alert)"), S.hold),
                    .init(tr("Zoom"), gesture: .pinch),
                    .init(tr("Next Image"), gesture: .swipeLeft, subtitle: tr("Flick the picture to the left")),
                    .init(tr("Previous Image"), gesture: .swipeRight, subtitle: tr("Flick the picture to the right")),
                ]),
        ]
    }

    /// A line titled `title` listing the keys of `shortcuts`, one after the other.
    private static func keys(_ title: String, _ shortcuts: AppShortcut...) -> ShortcutsWindow.Shortcut {
        .init(title, accelerator: shortcuts.map(\.listed).joined(separator: " "))
    }

    /// The window currently shown, if any (kept until it closes): a `ShortcutsWindow`, or
    /// a `ShortcutsList` over a window narrower than that would be.
    private(set) static var shown: Window?

    /// Shows Keyboard Shortcuts over `parent`: GTK's Keyboard Shortcuts window when it is no
    /// wider than `parent`, else (a phone) the same groups as a scrolling list. GTK 4.8's
    /// window cannot narrow (756 px with these groups): its titles never wrap and each page
    /// holds two columns; it lays them out as the groups are added, so it is measured unshown.
    static func present(over parent: Window) {
        let window: Window
        guard let wide = ShortcutsWindow(groups: groups, parent: parent) else { return }
        if parent.width > 0, parent.width < wide.minimumWidth {
            wide.destroy()
            window = ShortcutsList(title: tr("Keyboard Shortcuts"), groups: groups, parent: parent)
        } else {
            window = wide
        }
        shown = window
        window.onCloseRequest { [weak window, weak parent] in
            if shown === window { shown = nil }
            // The main window is the active one again: without a window manager nothing
            // else hands it back the keyboard (as the Info dialog does).
            parent?.present()
            return false
        }
        window.present()
    }
}
