import CGtk

/// Shows transient messages ("toasts") over its child, with an optional action button
/// such as "Undo" (`AdwToastOverlay` + `AdwToast`). One toast is up at a time here: a
/// new one dismisses the previous one first.
@MainActor
public final class ToastOverlay: Widget {
    private(set) var current: Object?
    private var action: (@MainActor () -> Void)?
    private var dismissed: (@MainActor () -> Void)?
    /// The toast's text and button as a screen reader hears them (libadwaita 1.2's toasts
    /// are not announced).
    private var announcement: FocusAnnouncement?

    public init() {
        super.init(UnsafeMutableRawPointer(adw_toast_overlay_new()))
    }

    private var overlay: OpaquePointer { opaque }

    public var child: Widget? {
        didSet { adw_toast_overlay_set_child(overlay, child?.widget) }
    }

    /// Shows `text` (plain text) for `seconds`; `actionTitle`/`action` add a button
    /// (e.g. "_Undo"). `onDismiss` runs when the toast goes away without its action
    /// (timeout, close button, or a newer toast replacing it).
    public func show(
        _ text: String, actionTitle: String? = nil, seconds: Double = 5,
        action: (@MainActor () -> Void)? = nil, onDismiss: (@MainActor () -> Void)? = nil
    ) {
        dismiss()
        // libadwaita 1.2 parses a toast's title as Pango markup: escape the text.
        let escaped = g_markup_escape_text(text, -1)
        let toast = adw_toast_new(escaped)!
        g_free(escaped)
        let wrapper = Object(UnsafeMutableRawPointer(toast), ownership: .adopt)
        adw_toast_set_timeout(toast, UInt32(max(1, seconds.rounded())))
        if let actionTitle { adw_toast_set_button_label(toast, actionTitle) }
        current = wrapper
        self.action = action
        self.dismissed = onDismiss
        wrapper.on("button-clicked") { [weak self, weak wrapper] in
            guard let self, let wrapper, wrapper === self.current else { return }
            // The toast dismisses itself after its button was clicked.
            self.runAction(dismissingToast: false)
        }
        wrapper.on("dismissed") { [weak self, weak wrapper] in
            guard let self, let wrapper, wrapper === self.current else { return }
            self.finish(runDismissHandler: true)
        }
        // add_toast takes ownership of a reference; the wrapper keeps its own.
        adw_toast_overlay_add_toast(overlay, OpaquePointer(g_object_ref(UnsafeMutableRawPointer(toast))))
        fixToastButtonNames()
        let button = actionTitle.map { " " + $0.replacingOccurrences(of: "_", with: "") } ?? ""
        announcement = FocusAnnouncement(text + button, in: self)
    }

    /// The toast's "Undo" button is a text button libadwaita builds: one name, no "_".
    private func fixToastButtonNames() {
        let content = adw_toast_overlay_get_child(overlay)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if current != content { AccessibleNames.dropDoubledButtonNames(under: current) }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Runs the toast's action (as clicking its button does) and hides it.
    public func performAction() { runAction(dismissingToast: true) }

    private func runAction(dismissingToast: Bool) {
        let act = action
        let toast = current
        finish(runDismissHandler: false)
        if dismissingToast, let toast { adw_toast_dismiss(toast.opaque) }
        act?()
    }

    /// Hides the toast as its timeout does.
    public func dismiss() {
        guard let toast = current else { return }
        finish(runDismissHandler: true)
        adw_toast_dismiss(toast.opaque)
    }

    private func finish(runDismissHandler: Bool) {
        let done = dismissed
        announcement?.end()
        announcement = nil
        current = nil
        action = nil
        dismissed = nil
        if runDismissHandler { done?() }
    }
}
