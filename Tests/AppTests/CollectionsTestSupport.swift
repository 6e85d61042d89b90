import Gtk
import XCTest

@testable import DrilldownApp

/// Waits until every store write asked for so far (deletes, undos, form saves, to-do
/// edits: they run on `FormSave.writes`) has committed, its result has reached the
/// main thread and the lists have applied the changes.
@MainActor
func waitForWrites() {
    FormSave.writes.sync {}
    MainContext.drain()
    // The lists read what the changes need, then apply them on the main thread.
    StoreChangeReads.queue.sync {}
    MainContext.drain()
}
