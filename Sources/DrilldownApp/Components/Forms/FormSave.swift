import Dispatch
import Gtk
import Model

/// What "Save" of a form (`FormDialog`, `EditFieldPage`) does once its fields are valid:
/// refuse with a message, or write to a store. The write runs off the main thread
/// (`Background.run` on one serial queue, so writes keep their order); the form stays
/// open with a spinner until the commit returns, then closes (and `saved` runs) or says
/// why not. A database in use by another program offers "Try Again".
enum FormSave {
    case refused(String)
    /// `write` runs on the writes queue and may return an id; `saved` gets it on the
    /// main thread once the write has committed.
    case write(@Sendable () throws -> Int64?, saved: @MainActor (Int64?) -> Void)

    /// A write with nothing to do after it.
    static func write(_ work: @escaping @Sendable () throws -> Void) -> FormSave {
        .write(
            {
                try work(); return nil
            }, saved: { _ in })
    }

    /// How a save ended.
    enum Outcome: Equatable {
        case saved
        case refused(String)
        /// The database was in use by another program: the form offers "Try Again".
        case busy(String)
    }

    /// The queue every form's write runs on.
    static let writes = DispatchQueue(label: "drilldown.form-writes", qos: .userInitiated)

    /// Runs the save; `done` gets the outcome on the main thread (after `saved`).
    @MainActor
    func perform(_ done: @escaping @MainActor (Outcome) -> Void) {
        switch self {
        case .refused(let message):
            done(.refused(message))
        case .write(let work, let saved):
            Background.run(on: FormSave.writes, work) { result in
                switch result {
                case .success(let id):
                    saved(id)
                    done(.saved)
                case .failure(let error):
                    let storage = StoreFailurePage.storageError(error)
                    Log.problem("save failed: \(storage)")
                    done(storage.kind == .busy ? .busy(storage.message) : .refused(storage.message))
                }
            }
        }
    }
}

/// The "Save" button of a form while a save runs: a spinner beside it, the button and
/// the fields insensitive, and "Try Again" on it after a busy database. The spinner is a
/// `PaintedSpinner`: a save may wait seconds for another program's lock, and a
/// `Spinner` would lay the dialog out again on every frame of the wait.
@MainActor
final class FormSaveState {
    let spinner = PaintedSpinner()
    private(set) var isSaving = false
    private let saveButton: Button
    private let saveLabel: String
    private var fields: [Widget] = []

    init(saveButton: Button) {
        self.saveButton = saveButton
        saveLabel = saveButton.label
        spinner.isVisible = false
        spinner.setAccessibleLabel(tr("Saving"))
    }

    /// The widgets that must not change while the save runs.
    func lock(_ widgets: [Widget]) { fields = widgets }

    /// Shows the save running (or not).
    func setSaving(_ saving: Bool) {
        isSaving = saving
        spinner.isVisible = saving
        spinner.isSpinning = saving
        saveButton.isSensitive = !saving
        for field in fields { field.isSensitive = !saving }
    }

    /// After `outcome`: "Try Again" on the button for a busy database, "Save" otherwise.
    func show(_ outcome: FormSave.Outcome) {
        if case .busy = outcome {
            saveButton.label = tr("_Try Again")
            saveButton.setAccessibleLabel(tr("Try Again"))
        } else {
            saveButton.label = saveLabel
            saveButton.setAccessibleLabel(tr("Save"))
        }
    }

    /// Whether the button offers "Try Again".
    var offersRetry: Bool { saveButton.label == tr("_Try Again") }
}
