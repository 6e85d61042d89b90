import Gtk
import Model

/// "Add Coffee": a modal dialog with "Coffee Name" and "Price" (in the user's locale).
/// Save commits the new coffee before the dialog closes; a refused save (read-only
/// file, full disk) keeps the dialog open with the message and the typed values.
@MainActor
enum AddCoffeeDialog {
    /// Shows the dialog over `context.window`; `added` gets the new coffee's id.
    @discardableResult
    static func present(context: PageContext, store: CoffeeStore, format: PriceFormat = .current(),
                        added: @escaping @MainActor (Int64) -> Void = { _ in }) -> FormDialog {
        let dialog = FormDialog(parent: context.window, title: tr("Add Coffee"), fields: [
            FormDialog.Field(label: tr("Coffee Name"), placeholder: tr("Flat White"), capitalizeWords: true,
                             validate: CoffeeValidation.name),
            FormDialog.Field(label: tr("Price"), placeholder: format.example, numeric: true,
                             validate: { CoffeeValidation.price($0, format: format) }),
        ])
        dialog.onSave = { texts in
            guard texts.count == 2, case .success(let price) = format.parse(texts[1]) else {
                return format.message(for: .notANumber)
            }
            var id: Int64 = 0
            if let refusal = CoffeeValidation.attempt({ id = try store.insert(name: CoffeeValidation.trimmed(texts[0]), price: price) }) {
                return refusal
            }
            added(id)
            return nil
        }
        dialog.present()
        return dialog
    }
}
