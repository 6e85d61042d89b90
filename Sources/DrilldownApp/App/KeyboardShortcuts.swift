import Gtk
import Model

/// Every keyboard shortcut and gesture the app has, as the Keyboard Shortcuts window
/// (Ctrl+?) lists them, from the one table of shortcuts (`AppShortcuts`).
@MainActor
enum KeyboardShortcuts {
    static var groups: [ShortcutsWindow.Group] {
        typealias S = AppShortcuts
        return [
            ShortcutsWindow.Group(
                tr("General"),
                [
                    .init(tr("Open…"), accelerator: S.open.listed),
                    .init(tr("Open Location…"), accelerator: S.openLocation.listed),
                    .init(tr("Main Menu"), accelerator: S.mainMenu.listed),
                    .init(tr("Keyboard Shortcuts"), accelerator: S.shortcuts.listed),
                    .init(tr("Help"), accelerator: S.help.listed),
                    .init(tr("Close the Window"), accelerator: S.close.listed),
                    .init(tr("Quit"), accelerator: S.quit.listed),
                ]),
            ShortcutsWindow.Group(
                tr("Navigation"),
                [
                    .init(tr("Go Back"), accelerator: S.back.listed + " " + S.escape.listed),
                    .init(tr("Go Back"), gesture: .twoFingerSwipeRight, subtitle: tr("Touchpad, two fingers")),
                    .init(tr("Go Back"), gesture: .swipeRight, subtitle: tr("Touchscreen, from the left edge")),
                    .init(tr("Open Row"), accelerator: S.openRow.listed),
                ]),
            ShortcutsWindow.Group(
                tr("Lists"),
                [
                    .init(tr("Search"), accelerator: S.search.listed),
                    .init(tr("Delete Row"), accelerator: S.deleteRow.listed),
                    .init(tr("Undo Delete"), accelerator: S.undo.listed),
                    .init(tr("Row Menu"), accelerator: S.rowMenu.listed),
                ]),
            ShortcutsWindow.Group(
                tr("Pictures"),
                [
                    .init(tr("Paste a Picture (in edit mode)"), accelerator: S.pastePicture.listed),
                    .init(tr("Copy the Picture"), accelerator: S.copyPicture.listed),
                    .init(tr("Save the Picture As…"), accelerator: S.savePicture.listed),
                ]),
            ShortcutsWindow.Group(
                tr("Recipes"),
                [
                    .init(tr("Print the Recipe"), accelerator: S.print.listed)
                ]),
            ShortcutsWindow.Group(
                tr("Web Addresses"),
                [
                    .init(tr("Reload"), accelerator: S.reload.listed),
                    .init(tr("Cancel the Download"), accelerator: S.escape.listed),
                ]),
            ShortcutsWindow.Group(
                tr("Touch"),
                [
                    .init(tr("Zoom In"), accelerator: S.zoomIn.listed),
                    .init(tr("Zoom Out"), accelerator: S.zoomOut.listed),
                    .init(tr("Fit to Window"), accelerator: S.fit.listed),
                    .init(tr("Actual Size"), accelerator: S.actualSize.listed),
                    .init(tr("Previous or Next Image"), accelerator: S.previousImage.listed + " " + S.nextImage.listed),
                    .init(tr("Press and Hold (the “Birth of a star” alert)"), accelerator: S.hold.listed),
                    .init(tr("Zoom"), gesture: .pinch),
                    .init(tr("Next Image"), gesture: .swipeLeft, subtitle: tr("Flick the picture to the left")),
                    .init(tr("Previous Image"), gesture: .swipeRight, subtitle: tr("Flick the picture to the right")),
                ]),
        ]
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
