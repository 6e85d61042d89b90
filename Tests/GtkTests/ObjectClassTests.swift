import CGtk
import Foundation
import XCTest

@testable import Gtk

/// Every wrapper that is neither a widget nor a controller (the clipboard, settings): built,
/// a property set and read back, a signal connected and received, its reference let go
/// when its wrapper goes.
final class ObjectClassTests: XCTestCase {
    /// The display owns its clipboard: the wrapper borrows it, so the check is that the
    /// wrapper's reference goes with it rather than that the clipboard is finalized.
    func testClipboard() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let widget = Label("source")
            let display = try XCTUnwrap(gtk_widget_get_clipboard(widget.widget))
            try assertBorrowedWrapperLifecycle(of: UnsafeMutableRawPointer(display), { Clipboard(of: widget) }) {
                clipboard in
                let changes = Calls()
                clipboard.onChanged { changes.record() }
                clipboard.set(data: Data([0x89, 0x50, 0x4E, 0x47]), mimeType: "image/png")
                XCTAssertTrue(MainContext.iterate(until: { changes.count == 1 }), "setting content emits changed")
                XCTAssertTrue(clipboard.isLocal, "content this process set is local")
                XCTAssertTrue(clipboard.hasImage)
                gdk_clipboard_set_content(clipboard.clipboard, nil)
                XCTAssertTrue(MainContext.iterate(until: { changes.count == 2 }))
                XCTAssertFalse(clipboard.hasImage)
            }
        }
    }

    /// GSettings of a schema every GNOME desktop installs (gsettings-desktop-schemas);
    /// test.sh keeps its writes in a temporary keyfile, and the key gets its value back.
    func testSettings() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let schema = "org.gnome.desktop.interface", key = "cursor-blink-time"
            try assertWrapperLifecycle({ try XCTUnwrap(Settings(schemaID: schema)) }) { settings in
                let changes = Calls()
                settings.onPointer("changed::" + key) { _ in changes.record() }
                let old = settings.int(key)
                settings.setInt(key, old + 100)
                XCTAssertEqual(settings.int(key), old + 100)
                XCTAssertTrue(MainContext.iterate(until: { changes.count == 1 }), "a write emits changed::key")
                settings.setInt(key, old)
                XCTAssertEqual(settings.int(key), old)
                XCTAssertTrue(MainContext.iterate(until: { changes.count == 2 }))
            }
            XCTAssertNil(Settings(schemaID: "org.example.NoSuchSchema"), "an unknown schema gives nil, not an abort")
        }
    }
}
