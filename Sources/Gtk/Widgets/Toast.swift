import CGtk

/// A transient message at the bottom of a view with an optional action button ("Undo"),
/// like libadwaita's toasts (GTK 4.8 has none). Put it on an `Overlay`.
@MainActor
public final class ToastBar: Widget {
    private let revealer: Revealer
    private let message = Label()
    private let actionButton = Button(label: "")
    private let closeButton: Button
    private var timeout: TimeoutHandle?
    private var action: (@MainActor () -> Void)?
    private var dismissed: (@MainActor () -> Void)?

    /// `closeTooltip` is the translated tooltip of the close button.
    public init(closeTooltip: String) {
        closeButton = Button(icon: "window-close-symbolic", tooltip: closeTooltip)
        revealer = Revealer(transition: .slideUp)
        let row = Box(.horizontal, spacing: 12)
        row.addCSSClass("toast")
        row.append(message)
        message.wraps = true
        message.hexpand = true
        message.xalign = 0
        row.append(actionButton)
        row.append(closeButton)
        closeButton.addCSSClass("circular")
        closeButton.addCSSClass("flat")
        revealer.child = row
        super.init(revealer.pointer)
        retain(row)
        halign = .center
        valign = .end
        setMargins(top: 0, bottom: 24, start: 12, end: 12)
        actionButton.onClicked { [weak self] in self?.performAction() }
        closeButton.onClicked { [weak self] in self?.dismiss() }
        isVisible = false
    }

    /// The message shown, or nil when no toast is up.
    public var currentMessage: String? { isVisible && revealer.revealsChild ? message.text : nil }
    public var actionLabel: String { actionButton.label }

    /// Shows `text` for `seconds`; `actionTitle`/`action` add a button (e.g. Undo).
    /// `onDismiss` runs when the toast goes away without its action (timeout or close,
    /// or a newer toast replacing it).
    public func show(_ text: String, actionTitle: String? = nil, seconds: Double = 5,
                     action: (@MainActor () -> Void)? = nil, onDismiss: (@MainActor () -> Void)? = nil) {
        finishPrevious()
        message.text = text
        actionButton.label = actionTitle ?? ""
        actionButton.isVisible = actionTitle != nil
        self.action = action
        self.dismissed = onDismiss
        isVisible = true
        revealer.revealsChild = true
        timeout = MainContext.after(milliseconds: UInt32(seconds * 1000)) { [weak self] in self?.dismiss() }
    }

    /// Runs the toast's action (as clicking its button does) and hides it.
    public func performAction() {
        let act = action
        action = nil
        dismissed = nil
        hide()
        act?()
    }

    /// Hides the toast as the timeout does.
    public func dismiss() {
        let done = dismissed
        action = nil
        dismissed = nil
        hide()
        done?()
    }

    private func finishPrevious() {
        if isVisible { dismiss() }
    }

    private func hide() {
        timeout?.cancel()
        timeout = nil
        revealer.revealsChild = false
        isVisible = false
    }
}
