import CGtk

/// A modal message over a window with one button (`AdwMessageDialog`: the heading is
/// drawn once, in the dialog, and the window has no title bar of its own). The dialog
/// destroys itself when answered.
@MainActor
public final class Alert: Window {
    /// What the message is about: errors and warnings make the button look the part.
    public enum Kind { case info, warning, error }
    private var onClose: (@MainActor () -> Void)?
    private static let responseID = "ok"

    /// `heading` is the bold text, `body` the secondary text, `button` the label ("OK").
    public init(parent: Window?, heading: String, body: String, button: String, kind: Kind = .info) {
        let dialog = adw_message_dialog_new(parent?.gtkWindow, heading, body.isEmpty ? nil : body)!
        super.init(UnsafeMutableRawPointer(dialog))
        let message = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: AdwMessageDialog.self)
        adw_message_dialog_add_response(message, Alert.responseID, button)
        adw_message_dialog_set_default_response(message, Alert.responseID)
        adw_message_dialog_set_close_response(message, Alert.responseID)
        if kind == .warning {
            adw_message_dialog_set_response_appearance(message, Alert.responseID, ADW_RESPONSE_SUGGESTED)
        }
        AccessibleNames.dropDoubledButtonNames(under: self)
        // The body is the dialog's description: a screen reader (Orca 43) reads a dialog's
        // labels only when they are SHOWING, which GTK 4.8 marks on windows alone, and
        // then reads the description instead.
        if !body.isEmpty { setAccessibleDescription(body) }
        isModal = true
        setDestroyWithParent(true)
        onResponseRaw { [weak self] _ in self?.finish() }
        Alert.living[ObjectIdentifier(self)] = self
    }

    private var message: UnsafeMutablePointer<AdwMessageDialog> { cast(AdwMessageDialog.self) }

    /// The label of the dialog's button.
    public var buttonLabel: String {
        adw_message_dialog_get_response_label(message, Alert.responseID).map { String(cString: $0) } ?? ""
    }

    /// Runs `handler` after the dialog was answered or closed.
    public func onDismiss(_ handler: @escaping @MainActor () -> Void) { onClose = handler }

    /// Answers the dialog as clicking its button does.
    public func respond() { adw_message_dialog_response(message, Alert.responseID) }

    private func finish() {
        guard Alert.living[ObjectIdentifier(self)] != nil else { return }
        let handler = onClose
        onClose = nil
        Alert.living[ObjectIdentifier(self)] = nil
        // AdwMessageDialog closes itself after "response"; destroy it now so it goes
        // at once (and its parent gets the focus back).
        destroy()
        handler?()
    }

    /// The alerts currently shown (kept alive until answered).
    private(set) static var living: [ObjectIdentifier: Alert] = [:]
}
