import Gtk
import Model

/// How a list source reports a read that failed after the list was shown (a page of
/// rows, a count, a row read again after a change): the error is logged, the page is
/// told (`handler`, which shows it in the list's banner) and the source keeps the rows
/// it had. Nothing is turned silently into an empty list or a blank title.
@MainActor
final class ReadErrors {
    /// Shows the error to the user (set by the page).
    var handler: (@MainActor (StorageError) -> Void)?
    /// The last failure's description: the same failure again (every row of a page
    /// that cannot be read) is not logged and shown again.
    private var lastDescription: String?

    /// Runs `body`; on failure reports it (`what` says what was being read, for the
    /// log) and answers nil.
    func attempt<T>(_ what: String, _ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            let storage = StoreFailurePage.storageError(error)
            let description = "\(what) failed: \(error)" // no-tr: a log line, not shown
            guard description != lastDescription else { return nil }
            lastDescription = description
            Log.problem(description)
            handler?(storage)
            return nil
        }
    }
}
