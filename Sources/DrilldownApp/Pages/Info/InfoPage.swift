import Gtk
import Model

/// About Drilldown. Pushed from the home list it has a back button; opened from the
/// toolbar's "Info" button it is a modal dialog with "Cancel" (the original tutorials' modal view).
@MainActor
final class InfoPage: Page {
    let title = tr("Info")
    let content: Widget
    /// What the page says: the focus goes to it, so a screen reader reads it on entering.
    let about: Label

    init(context: PageContext, modal: Bool) {
        let column = Box(.vertical, spacing: 12)
        column.setMargins(top: 36, bottom: 36, start: 24, end: 24)
        column.valign = .center
        let icon = Image(icon: AppInfo.id, pixelSize: 128)
        column.append(icon)
        let name = Label(tr("Drilldown"))
        name.addCSSClass("title-1")
        column.append(name)
        let version = Label(fill(tr("Version %1$@"), AppInfo.version))
        version.addCSSClass("dim-label")
        column.append(version)
        about = Label(
            tr(
                "The classic iPhone SDK tutorial apps — drill-down tables, searchable lists, SQLite, XML, JSON, multi-touch, pickers and localization — as one GNOME desktop app."
            ))
        about.wraps = true
        about.setJustifyCenter()
        about.maxWidthChars = 50
        // Selectable, so it takes the focus (a screen reader speaks the focused text; it
        // never speaks a scroll pane) and its text can be copied.
        about.selectable = true
        column.append(about)
        let license = Label(tr("Free software under the MIT license."))
        license.addCSSClass("dim-label")
        license.addCSSClass("caption")
        column.append(license)
        let clamp = Clamp(maximumWidth: 520)
        clamp.child = column
        let scroller = ScrolledWindow()
        scroller.child = clamp
        scroller.vexpand = true
        // Named, for a screen reader that reads the page by its regions.
        scroller.setAccessibleLabel(tr("About Drilldown"))
        content = scroller
        _ = modal
    }

    func didBecomeTop() {
        if about.grabFocus() { about.selectNone() }
    }
}

/// The Info page in a modal window with "Cancel", over the main window.
@MainActor
final class InfoDialog {
    let window = Window()
    private let page: InfoPage
    private(set) static var open: InfoDialog?

    private let focusReturn: FocusReturn
    private weak var context: PageContext?

    init(context: PageContext) {
        focusReturn = FocusReturn(window: context.window)
        self.context = context
        page = InfoPage(context: context, modal: true)
        window.title = page.title
        window.isModal = true
        window.setTransient(for: context.window)
        window.setDestroyWithParent(true)
        // Narrow enough for a phone (360 px); the text wraps.
        window.setDefaultSize(width: 360, height: 420)
        let header = HeaderBar()
        header.showsTitleButtons = false
        let cancel = Button(label: tr("_Cancel"))
        cancel.onClicked { [weak self] in self?.close() }
        header.packStart(cancel)
        window.titlebar = header
        window.child = page.content
        window.retain(header)
        window.retain(cancel)
        window.closesOnEscape()
        window.onCloseRequest { [weak self] in
            self?.close()
            return true
        }
    }

    /// Shows the dialog (one at a time).
    func present() {
        InfoDialog.open = self
        window.present()
    }

    func close() {
        window.destroy()
        if InfoDialog.open === self { InfoDialog.open = nil }
        // The main window is the active one again (without a window manager nothing else
        // hands it back the keyboard), and the widget that opened the dialog (the Info
        // button) gets the focus back.
        context?.window.present()
        if focusReturn.restore() == false { _ = context?.navigation?.top?.content.moveFocusInto() }
    }

}

/// Facts about this build.
enum AppInfo {
    static let id = "io.github.drilldown.Drilldown"
    static let version = "0.1.0"
}
