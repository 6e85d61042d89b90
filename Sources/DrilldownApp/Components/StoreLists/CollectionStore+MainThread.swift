import Gtk
import Model

extension CollectionStore {
    /// Observes committed changes on the main actor. Changes made on the main thread
    /// (this app's pages) are applied at once, so a row is gone or back by the time the
    /// call that made the change returns; changes from other threads come through
    /// `MainContext` (`Background.onMain`).
    func observeOnMain(_ apply: @escaping @Sendable @MainActor (StoreChange) -> Void) -> ObservationToken {
        observe { change in Background.onMain { apply(change) } }
    }
}
