import CGtk

/// A toplevel window (`GtkWindow`). GTK keeps toplevels alive in its window list until
/// they are destroyed; the wrapper holds one more reference.
@MainActor
open class Window: Widget {
    /// A new plain window.
    public convenience init() {
        self.init(UnsafeMutableRawPointer(gtk_window_new()))
    }

    public override init(_ pointer: UnsafeMutableRawPointer, ownership: Ownership = .sinkOrRetain) {
        super.init(pointer, ownership: ownership)
    }

    public var gtkWindow: UnsafeMutablePointer<GtkWindow> { cast(GtkWindow.self) }

    public var child: Widget? {
        didSet { gtk_window_set_child(gtkWindow, child?.widget) }
    }
    public var titlebar: Widget? {
        didSet { gtk_window_set_titlebar(gtkWindow, titlebar?.widget) }
    }
    public func setDefaultSize(width: Int32, height: Int32) { gtk_window_set_default_size(gtkWindow, width, height) }
    public func setTransient(for parent: Window?) { gtk_window_set_transient_for(gtkWindow, parent?.gtkWindow) }
    public func setDestroyWithParent(_ on: Bool) { gtk_window_set_destroy_with_parent(gtkWindow, on ? 1 : 0) }

    public func present() { gtk_window_present(gtkWindow) }
    /// Asks the window manager to show the window fullscreen.
    public func fullscreen() { gtk_window_fullscreen(gtkWindow) }
    /// Asks the window to close (emits close-request).
    public func close() { gtk_window_close(gtkWindow) }
    /// Escape closes the window as its close button does (through close-request, so a
    /// handler that asks first still runs).
    public func closesOnEscape() {
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, state in
            guard let self, KeyCombo(Key.escape).matches(keyval, state: state) else { return false }
            self.close()
            return true
        }
        addController(keys)
    }
    public func destroy() { gtk_window_destroy(gtkWindow) }

    /// Closes a dialog for good, a moment after the key or click that closed it. Orca 43
    /// asks about the focused window when it hears a key (Escape, Enter); a dialog
    /// destroyed, or hidden, while those questions are on their way made it take the
    /// application for gone ("Could not get name of script app" in its log) and say
    /// nothing more. Its questions are answered within the delay; the dialog does nothing
    /// more meanwhile (its owner has finished with it), and input goes to its parent.
    public func dismiss() {
        // Input goes to the window below at once (what a user types next is not lost).
        isModal = false
        // The parent is kept alive until this window has let go of it: a window disposed
        // after its transient parent was freed disconnects from freed memory (GTK 4.8).
        let parent = gtk_window_get_transient_for(gtkWindow)
        if let parent {
            g_object_ref(parent)
            gtk_window_present(parent)
        }
        MainContext.after(milliseconds: Window.dismissDelay) { [self] in
            gtk_window_set_transient_for(gtkWindow, nil)
            destroy()
            if let parent { g_object_unref(parent) }
        }
    }

    /// How long a dismissed window stays before it is destroyed (ms): about a frame's
    /// worth of Orca's questions on a loaded machine, short enough to look immediate.
    static let dismissDelay: UInt32 = 250

    /// The widget that has the keyboard focus in this window.
    public var focusPointer: UnsafeMutableRawPointer? {
        gtk_window_get_focus(gtkWindow).map { UnsafeMutableRawPointer($0) }
    }
    public func setFocus(_ widget: Widget?) { gtk_window_set_focus(gtkWindow, widget?.widget) }
    public func setDefaultWidget(_ widget: Widget?) { gtk_window_set_default_widget(gtkWindow, widget?.widget) }

}

/// A window that belongs to an `Application` and carries window actions (`win.*`)
/// (`AdwApplicationWindow`: no separate title bar; header bars go inside `content`,
/// and its rounded corners clip what is drawn under them).
@MainActor
public final class ApplicationWindow: Window {
    private var actions: [String: Action] = [:]

    public init(application: Application) {
        super.init(UnsafeMutableRawPointer(adw_application_window_new(application.application)))
    }

    /// The whole window content, header bars included (use instead of `child`/`titlebar`).
    public var content: Widget? {
        didSet { adw_application_window_set_content(cast(AdwApplicationWindow.self), content?.widget) }
    }

    /// Adds a window action (`win.name`).
    @discardableResult
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> Action {
        Action.add(name, to: self, keeping: &actions, handler)
    }

    public func action(named name: String) -> Action? { actions[name] }
}

extension Window {
    /// The icon every window shows (an icon-theme name, e.g. the app id).
    public static func setDefaultIconName(_ name: String) { gtk_window_set_default_icon_name(name) }

    /// The application this window belongs to, when it was made by the wrapper.
    public var application: Application? {
        guard let app = gtk_window_get_application(gtkWindow) else { return nil }
        return Object.wrapper(of: UnsafeMutableRawPointer(app)) as? Application
    }
}

extension Application {
    /// The detailed action names bound to an accelerator such as "<Alt>Left".
    public func actions(forAccel accel: String) -> [String] {
        consumeStrings(gtk_application_get_actions_for_accel(application, accel))
    }
}
