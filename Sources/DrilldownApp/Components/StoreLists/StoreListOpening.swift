import Gtk
import Model

extension StoreListHost {
    /// How a list page opens one of its items: `read` reads it from the store off the
    /// main thread (nil: it is gone), `page` makes its page on the main thread.
    struct Opening {
        let run: @MainActor (Source, Int64, @escaping @MainActor (Result<Page?, any Error>) -> Void) -> Void

        init<Item: Sendable>(
            read: @escaping @Sendable (Source.Store, Int64) throws -> Item?,
            page: @escaping @MainActor (Source, Item) -> Page
        ) {
            run = { source, id, done in
                let store = source.store
                Background.run(
                    { () throws -> Item? in try read(store, id) },
                    then: { result in done(result.map { $0.map { page(source, $0) } }) })
            }
        }
    }
}
