import CGtk

/// A modal question over a window with Cancel and one action (`AdwMessageDialog`);
/// `isDestructive` draws the action in the destructive style. Cancel is the default
/// and what Escape answers. The dialog destroys itself when answered.
@MainActor
public final class ConfirmAlert: Window {
    private var onAnswer: (@MainActor (Bool) -> Void)?
    private static let cancelID = "cancel"
    private static let confirmID = "confirm"
    private(set) static var living: [ObjectIdentifier: ConfirmAlert] = [:]

    public init(
        parent: Window?, heading: String, body: String, cancel: String, confirm: String, isDestructive: Bool = false
    ) {
        let dialog = adw_message_dialog_new(parent?.gtkWindow, heading, body.isEmpty ? nil : body)!
        super.init(UnsafeMutableRawPointer(dialog))
        let message = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: AdwMessageDialog.self)
        adw_message_dialog_add_response(message, ConfirmAlert.cancelID, cancel)
        adw_message_dialog_add_response(message, ConfirmAlert.confirmID, confirm)
        adw_message_dialog_set_default_response(message, ConfirmAlert.cancelID)
        adw_message_dialog_set_close_response(message, ConfirmAlert.cancelID)
        adw_message_dialog_set_response_appearance(
            message, ConfirmAlert.confirmID, isDestructive ? ADW_RESPONSE_DESTRUCTIVE : ADW_RESPONSE_SUGGESTED)
        AccessibleNames.dropDoubledButtonNames(under: self)
        isModal = true
        setDestroyWithParent(true)
        // AdwMessageDialog::response (the Alert class owns the generated connector).
        connectString("response") { [weak self] response in self?.finish(confirmed: response == ConfirmAlert.confirmID)
        }
        ConfirmAlert.living[ObjectIdentifier(self)] = self
    }

    /// Shows the question; `answer` gets true for the action, false for Cancel or Escape.
    public func ask(_ answer: @escaping @MainActor (Bool) -> Void) {
        onAnswer = answer
        present()
    }

    /// Answers as clicking a button does.
    public func respond(confirming: Bool) {
        adw_message_dialog_response(
            cast(AdwMessageDialog.self), confirming ? ConfirmAlert.confirmID : ConfirmAlert.cancelID)
    }

    private func finish(confirmed: Bool) {
        guard ConfirmAlert.living[ObjectIdentifier(self)] != nil else { return }
        let answer = onAnswer
        onAnswer = nil
        ConfirmAlert.living[ObjectIdentifier(self)] = nil
        destroy()
        answer?(confirmed)
    }

    /// The secondary text.
    public var body: String {
        adw_message_dialog_get_body(cast(AdwMessageDialog.self)).map { String(cString: $0) } ?? ""
    }
}
