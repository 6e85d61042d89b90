import Foundation
import Gtk
import Model

/// Asks for a web address (http or https) in a one-field form: "Open Location…" and each
/// live section's "Load from Address…". Enter accepts, Escape cancels; anything that is
/// not an http or https address is explained under the field.
@MainActor
enum AddressDialog {
    /// `allowsEmpty`: an empty field is accepted and gives nil (back to the bundled data).
    @discardableResult
    static func present(
        parent: Window?, title: String, acceptLabel: String, text: String = "",
        allowsEmpty: Bool = false, onAccept: @escaping @MainActor (URL?) -> Void
    ) -> FormDialog {
        let field = FormDialog.Field(
            label: tr("Address"), placeholder: "https://", text: text, // no-tr: the scheme itself
            validate: { text in
                if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    return allowsEmpty ? nil : tr("Enter a web address.")
                }
                return WebAddress.parse(text) == nil
                    ? tr("Enter an address that starts with http:// or https://.") : nil
            })
        let dialog = FormDialog(parent: parent, title: title, fields: [field])
        dialog.saveButton.setLabel(acceptLabel)
        if allowsEmpty, let entry = dialog.formFields.first?.entry {
            let hint = tr("Leave the address empty to show the bundled data again.")
            entry.tooltip = hint
            entry.setAccessibleDescription(hint)
        }
        dialog.onSave = { texts in
            onAccept(texts.first.flatMap(WebAddress.parse))
            // Nothing to store: an empty write just lets the form close as forms do.
            return .write {}
        }
        dialog.present()
        return dialog
    }
}
