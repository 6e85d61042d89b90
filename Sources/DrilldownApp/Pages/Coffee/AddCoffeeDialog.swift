import Gtk
import Model

/// "Add Coffee": a modal dialog with "Coffee Name" and "Price" (in the user's locale).
/// Save commits the new coffee (off the main thread) before the dialog closes; a refused
/// save (read-only file, full disk, in use) keeps the dialog open with the message and
/// the typed values.
@MainActor
enum AddCoffeeDialog {
    /// Shows the dialog over `context.window`; `added` gets the new coffee's id.
    @discardableResult
    static func present(
        context: PageContext, store: CoffeeStore, format: PriceFormat = .current(),
        added: @escaping @MainActor (Int64) -> Void = { _ in }
    ) -> FormDialog {
        let dialog = FormDialog(
            parent: context.window, title: tr("Add Coffee"),
            fields: [
                FormDialog.Field(
                    label: tr("Coffee Name"), placeholder: tr("Flat White"), capitalizeWords: true,
                    validate: CoffeeValidation.name),
                FormDialog.Field(
                    label: tr("Price"), placeholder: format.example, numeric: true,
                    validate: { CoffeeValidation.price($0, format: format) }),
            ])
        dialog.onSave = { texts in
            guard texts.count == 2, case .success(let price) = format.parse(texts[1]) else {
                return .refused(format.message(for: .notANumber))
            }
            let name = CoffeeValidation.trimmed(texts[0])
            return .write({ try store.insert(name: name, price: price) }, saved: { id in if let id { added(id) } })
        }
        dialog.present()
        return dialog
    }
}
