import CGtk

/// A modal question over a window with two answers, Cancel and a suggested one
/// (`AdwMessageDialog`): Escape and closing the dialog cancel. The dialog destroys
/// itself when answered; `onAnswer` says whether the suggested answer was chosen.
@MainActor
public final class ConfirmAlert: Window {
    private var handler: (@MainActor (Bool) -> Void)?
    private static let acceptID = "accept"
    private static let cancelID = "cancel"

    /// `heading` is the bold text, `body` the secondary text; `accept` and `cancel` the
    /// buttons' labels (with mnemonics).
    public init(parent: Window?, heading: String, body: String, accept: String, cancel: String) {
        let dialog = adw_message_dialog_new(parent?.gtkWindow, heading, body.isEmpty ? nil : body)!
        super.init(UnsafeMutableRawPointer(dialog))
        let message = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: AdwMessageDialog.self)
        adw_message_dialog_add_response(message, ConfirmAlert.cancelID, cancel)
        adw_message_dialog_add_response(message, ConfirmAlert.acceptID, accept)
        adw_message_dialog_set_response_appearance(message, ConfirmAlert.acceptID, ADW_RESPONSE_SUGGESTED)
        adw_message_dialog_set_default_response(message, ConfirmAlert.acceptID)
        adw_message_dialog_set_close_response(message, ConfirmAlert.cancelID)
        AccessibleNames.dropDoubledButtonNames(under: self)
        isModal = true
        setDestroyWithParent(true)
        connectString("response") { [weak self] response in self?.finish(accepted: response == ConfirmAlert.acceptID) }
        ConfirmAlert.living[ObjectIdentifier(self)] = self
    }

    private var message: UnsafeMutablePointer<AdwMessageDialog> { cast(AdwMessageDialog.self) }

    /// The secondary text.
    public var body: String { adw_message_dialog_get_body(message).map { String(cString: $0) } ?? "" }

    /// Runs `handler` once, with true when the suggested answer was chosen.
    public func onAnswer(_ handler: @escaping @MainActor (Bool) -> Void) { self.handler = handler }

    /// Answers as clicking a button does (tests, keyboard handling).
    public func respond(accepting: Bool) {
        adw_message_dialog_response(message, accepting ? ConfirmAlert.acceptID : ConfirmAlert.cancelID)
    }

    private func finish(accepted: Bool) {
        guard ConfirmAlert.living[ObjectIdentifier(self)] != nil else { return }
        let done = handler
        handler = nil
        ConfirmAlert.living[ObjectIdentifier(self)] = nil
        destroy()
        done?(accepted)
    }

    private static var living: [ObjectIdentifier: ConfirmAlert] = [:]
    /// The questions on screen now (for tests).
    public static var shown: [ConfirmAlert] { Array(living.values) }
}
