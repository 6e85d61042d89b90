import Gtk
import XCTest

@testable import DrilldownApp

/// Waits until every store write asked for so far (deletes, undos, form saves, to-do
/// edits: they run on `FormSave.writes`) has committed and its result has reached the
/// main thread.
@MainActor
func waitForWrites() {
    FormSave.writes.sync {}
    MainContext.drain()
}
