import CGtk
import GtkShims

/// A modal message over a window with one button (`GtkMessageDialog`, as GTK 4.8 has no
/// GtkAlertDialog). The dialog destroys itself when answered.
@MainActor
public final class Alert: Window {
    public enum Kind { case info, warning, error }
    private var onClose: (@MainActor () -> Void)?

    /// `heading` is the bold text, `body` the secondary text, `button` the label ("OK").
    public init(parent: Window?, heading: String, body: String, button: String, kind: Kind = .info) {
        let type: GtkMessageType
        switch kind {
        case .info: type = GTK_MESSAGE_INFO
        case .warning: type = GTK_MESSAGE_WARNING
        case .error: type = GTK_MESSAGE_ERROR
        }
        let dialog = dd_message_dialog_new(parent?.pointer, Int32(type.rawValue), heading, body, button)!
        super.init(dialog)
        self.title = heading
        onInt("response") { [weak self] _ in self?.finish() }
        Alert.open.insert(ObjectIdentifier(self))
        Alert.living[ObjectIdentifier(self)] = self
    }

    /// Runs `handler` after the dialog was answered or closed.
    public func onDismiss(_ handler: @escaping @MainActor () -> Void) { onClose = handler }

    /// Answers the dialog as clicking its button does.
    public func respond() { gtk_dialog_response(cast(GtkDialog.self), GTK_RESPONSE_OK.rawValue) }

    private func finish() {
        let handler = onClose
        onClose = nil
        destroy()
        Alert.open.remove(ObjectIdentifier(self))
        Alert.living[ObjectIdentifier(self)] = nil
        handler?()
    }

    /// The alerts currently shown (kept alive until answered).
    private static var open: Set<ObjectIdentifier> = []
    private static var living: [ObjectIdentifier: Alert] = [:]
    /// The alerts on screen now, oldest first (for tests and for keyboard handling).
    public static var shown: [Alert] { Array(living.values) }
}
