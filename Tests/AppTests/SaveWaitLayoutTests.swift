import CGtk
import Foundation
import Gtk
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp
@testable import Model

/// While a save waits for a database another program holds, the form's busy indicator
/// turns by repainting alone: nothing lays the dialog out again frame after frame (GTK
/// 4.8's `GtkSpinner` does, several times a frame, with round trips to the X server each
/// time), so a long wait leaves the main thread free.
final class SaveWaitLayoutTests: XCTestCase {
    func testTheDialogIsNotLaidOutAgainOnEveryFrameWhileTheSaveWaits() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CoffeeHarness.openList(main)
            let store = try CoffeeHarness.store(main)
            let other = try Database(path: store.fileURL.path, mode: .readWrite(create: false))
            defer { other.close() }
            try other.execute("BEGIN IMMEDIATE")

            page.addButton.click()
            let dialog = try XCTUnwrap(FormDialog.shown.first)
            dialog.entries[0].text = "Cortado"
            dialog.entries[1].text = "3"
            dialog.saveButton.click()
            XCTAssertTrue(dialog.saving.isSaving)
            // The fields turning insensitive run the theme's short CSS transitions first.
            let settled = Date().addingTimeInterval(0.6)
            MainContext.iterate(until: { Date() >= settled })
            let surface = try XCTUnwrap(gtk_native_get_surface(OpaquePointer(dialog.window.pointer)))
            let clock = try XCTUnwrap(gdk_surface_get_frame_clock(surface))
            // What the surface and its frame clock do while the write waits for the lock.
            var layouts = 0
            var frames = 0
            let surfaceObject = Object(UnsafeMutableRawPointer(surface))
            let clockObject = Object(UnsafeMutableRawPointer(clock))
            let counters = [
                surfaceObject.onPointer("compute-size") { _ in layouts += 1 },
                clockObject.on("after-paint") { frames += 1 },
            ]
            defer {
                for (object, counter) in zip([surfaceObject, clockObject], counters) { object.disconnect(counter) }
            }
            XCTAssertTrue(MainContext.iterate(until: { frames >= 10 }, timeout: 10), "the spinner turns")
            XCTAssertTrue(dialog.saving.isSaving, "the save still waits")
            XCTAssertLessThanOrEqual(layouts, 3, "the dialog was laid out \(layouts) times in \(frames) frames")

            try other.execute("ROLLBACK")
            XCTAssertTrue(MainContext.iterate(until: { !dialog.saving.isSaving }, timeout: 20))
            if dialog.saving.offersRetry { dialog.saveButton.click() } // the wait outlasted the busy timeout
            XCTAssertTrue(MainContext.iterate(until: { FormDialog.shown.isEmpty }, timeout: 20), "the save ends")
        }
    }
}
