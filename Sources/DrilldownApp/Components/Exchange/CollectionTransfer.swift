import Foundation
import Gtk
import Model

/// Export… and Import… of one list page's collection (`SectionExchange`), in the list's
/// menu. Files and the store are read and written off the main thread; an import is
/// previewed (what will be added, which rows are skipped and why) and only added on
/// "Add", in one transaction, with an Undo toast that removes exactly the added rows.
@MainActor
final class CollectionTransfer<Store: ExchangeableStore> {
    let store: Store
    let words: SectionExchange
    private weak var context: PageContext?
    private let toast: ToastOverlay
    /// The menu with Export… and Import… (its actions are `list.export`, `list.import`).
    let menu: MenuButton
    /// The chooser or question shown now, kept while it is up.
    private(set) var chooser: FileChooser?
    /// Choosers already answered, kept as long as the list: GTK 4.8's own file chooser
    /// dialog may still finish reading a folder after it was hidden, and freeing it
    /// then crashes.
    private var answered: [FileChooser] = []
    private(set) var question: ConfirmAlert?

    init(store: Store, words: SectionExchange, context: PageContext, toast: ToastOverlay) {
        self.store = store
        self.words = words
        self.context = context
        self.toast = toast
        menu = MenuButton(
            icon: "view-more-symbolic", tooltip: tr("List Menu"),
            sections: [
                [
                    MenuButton.Item(tr("_Export…"), action: "list.export"),
                    MenuButton.Item(tr("_Import…"), action: "list.import"),
                ]
            ])
        let actions = WidgetActions.of(menu, prefix: "list")
        actions.add("export", keys: []) { [weak self] in MainContext.whenIdle { self?.chooseExportFile() } }
        actions.add("import", keys: []) { [weak self] in MainContext.whenIdle { self?.chooseImportFile() } }
        actions["import"]?.isEnabled = !store.isReadOnly
    }

    // MARK: Export

    func chooseExportFile() {
        guard let context else { return }
        let chooser = FileChooser(
            savingTitle: tr("Export"), parent: context.window, suggestedName: words.fileName + ".csv",
            acceptLabel: tr("_Export"), cancelLabel: tr("_Cancel"))
        CollectionTransfer.addFilters(to: chooser)
        self.chooser = chooser
        chooser.present { [weak self] url in
            self?.keepAnswered()
            if let url { self?.export(to: url) }
        }
    }

    /// Writes the collection to `url`: JSON for a `.json` name, CSV otherwise (a name
    /// without an extension gets `.csv`).
    func export(to chosen: URL) {
        let url = chosen.pathExtension.isEmpty ? chosen.appendingPathExtension("csv") : chosen
        let format: ExchangeFormat = url.pathExtension.lowercased() == "json" ? .json : .csv
        let store = self.store
        Background.run(
            { () throws -> Void in
                try CollectionExchange.export(store, as: format).write(to: url, options: .atomic)
            },
            then: { [weak self] result in
                switch result {
                case .success:
                    self?.toast.show(fill(tr("Exported to “%1$@”"), url.lastPathComponent))
                case .failure(let error):
                    self?.context?.showError(tr("The List Could Not Be Exported"), CollectionTransfer.message(error))
                }
            })
    }

    // MARK: Import

    func chooseImportFile() {
        guard let context else { return }
        let chooser = FileChooser(
            title: tr("Import"), parent: context.window, acceptLabel: tr("_Import"), cancelLabel: tr("_Cancel"))
        CollectionTransfer.addFilters(to: chooser)
        self.chooser = chooser
        chooser.present { [weak self] url in
            self?.keepAnswered()
            if let url { self?.preview(url) }
        }
    }

    /// Reads `url` off the main thread (pictures through the picture gate) and asks.
    func preview(_ url: URL) {
        Background.run(
            { () throws(ImportError) -> ImportPreview in
                try CollectionExchange.preview(url, for: Store.self, pictures: CollectionTransfer.checkPicture)
            },
            then: { [weak self] result in
                switch result {
                case .success(let preview): self?.ask(preview, file: url.lastPathComponent)
                case .failure(let error):
                    self?.context?.showError(tr("The File Could Not Be Imported"), error.message)
                }
            })
    }

    private func ask(_ preview: ImportPreview, file: String) {
        guard let context else { return }
        let body = ImportSummary.text(preview, willAdd: words.willAdd)
        guard !preview.records.isEmpty else {
            Alert(parent: context.window, heading: tr("Nothing to Import"), body: body, button: tr("OK")).present()
            return
        }
        let question = ConfirmAlert(
            parent: context.window, heading: fill(tr("Import “%1$@”?"), DisplayText.title(file)), body: body,
            cancel: tr("_Cancel"), confirm: tr("_Add"))
        self.question = question
        question.ask { [weak self] accepted in
            self?.question = nil
            if accepted { self?.add(preview.records) }
        }
    }

    /// Adds `records` in one transaction, then offers Undo.
    func add(_ records: [ExchangeRecord]) {
        let store = self.store
        Background.run(
            on: FormSave.writes, { () throws -> [Int64] in try store.addRecords(records) },
            then: { [weak self] result in
                guard let self else { return }
                switch result {
                case .success(let ids):
                    self.toast.show(
                        self.words.added(ids.count), actionTitle: tr("_Undo"), seconds: 10,
                        action: { [weak self] in self?.remove(ids) })
                case .failure(let error):
                    self.context?.showError(tr("The Rows Were Not Added"), CollectionTransfer.message(error))
                }
            })
    }

    /// Removes the rows an import added (the toast's Undo).
    func remove(_ ids: [Int64]) {
        let store = self.store
        Background.run(
            on: FormSave.writes, { () throws -> Int in try store.removeRecords(ids: ids) },
            then: { [weak self] result in
                if case .failure(let error) = result {
                    self?.context?.showError(tr("The Added Rows Were Not Removed"), CollectionTransfer.message(error))
                }
            })
    }

    // MARK: Helpers

    private func keepAnswered() {
        if let chooser { answered.append(chooser) }
        chooser = nil
    }

    private static func addFilters(to chooser: FileChooser) {
        chooser.addFilter(
            name: tr("CSV and JSON Files"), mimeTypes: ["text/csv", "application/json"],
            patterns: ["*.csv", "*.json", "*.CSV", "*.JSON"])
        chooser.addFilter(name: tr("CSV (Spreadsheets)"), mimeTypes: ["text/csv"], patterns: ["*.csv", "*.CSV"])
        chooser.addFilter(name: tr("JSON"), mimeTypes: ["application/json"], patterns: ["*.json", "*.JSON"])
    }

    /// The picture gate of a chosen file, then PNG: what the stores keep.
    nonisolated static func checkPicture(_ data: Data) -> Result<Data, ExchangeFieldError> {
        do {
            let pixels = try PictureFile.decode(data: data)
            return .success(try pixels.pngData())
        } catch {
            return .failure(ExchangeFieldError(error.message(fileName: "")))
        }
    }

    private static func message(_ error: Error) -> String {
        if let error = error as? StorageError { return error.message }
        if let error = error as? ImportError { return error.message }
        return error.localizedDescription
    }
}
