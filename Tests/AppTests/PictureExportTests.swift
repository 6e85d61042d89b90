import CGtk
import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// Pictures out of a coffee's and a city's page: "Save Picture As…" writes the stored
/// pixels as PNG, Ctrl+C puts the picture on the clipboard, a drag offers it as an image
/// and as a file; without a picture none of it is offered.
final class PictureExportTests: XCTestCase {
    func testWithoutAPictureTheMenuItemsAreInsensitiveAndNothingDrags() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CoffeeHarness.openDetail(main, named: "Cafe Latte")
            let exporter = page.pictureSection.exporter
            XCTAssertFalse(page.showsPicture)
            XCTAssertTrue(page.headerEnd.contains { $0 === exporter.menu }, "the menu is in the header")
            XCTAssertEqual(exporter.menu.items.map(\.action), ["page.save-picture", "page.copy-picture"])
            XCTAssertEqual(exporter.saveAction?.isEnabled, false, "“Save Picture As…” is insensitive")
            XCTAssertEqual(exporter.copyAction?.isEnabled, false, "“Copy Picture” is insensitive")
            XCTAssertFalse(trigger(AppShortcuts.copyPicture, on: page.content), "Ctrl+C does nothing")
            XCTAssertFalse(trigger(AppShortcuts.savePicture, on: page.content))
            XCTAssertNil(FileChooser.current)
            XCTAssertEqual(exporter.dragSource.offeredMimeTypes, [], "nothing to drag")
        }
    }

    func testSavePictureAsWritesTheStoredPixelsAndSaysWhenItCannot() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CityHarness.store(main)
            let summary = try XCTUnwrap(try store.page(offset: 0, limit: 10).first { $0.name == "London" })
            let city = try XCTUnwrap(try store.city(id: summary.id))
            let page = CityDetailPage(context: main.context, city: city, store: store)
            main.context.push(page)
            let exporter = page.pictureSection.exporter
            XCTAssertTrue(
                MainContext.iterate(
                    until: { page.pictureSection.isIdle && page.pictureSection.showsPicture }, timeout: 20))
            XCTAssertEqual(exporter.saveAction?.isEnabled, true)

            XCTAssertTrue(trigger(AppShortcuts.savePicture, on: page.content), "Ctrl+Shift+S asks where")
            let chooser = try XCTUnwrap(exporter.chooser)
            XCTAssertTrue(FileChooser.current === chooser)
            let folder = try CoffeeFixtures.folder()
            let saved = folder.appendingPathComponent("London.png")
            chooser.respond(with: saved)
            XCTAssertTrue(MainContext.iterate(until: { exporter.pendingWrites == 0 }, timeout: 20))
            XCTAssertEqual(CoffeeHarness.dismissAlerts(), [])
            let stored = try XCTUnwrap(try store.image(id: city.id))
            let written = try Data(contentsOf: saved)
            XCTAssertEqual(Array(written.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
            XCTAssertEqual(written, stored, "the stored PNG as it is (London's is 16-bit)")
            XCTAssertEqual(try Pixels(png: written), try Pixels(png: stored), "the stored picture's pixels")

            exporter.save(to: URL(fileURLWithPath: "/nonexistent/folder/London.png"))
            XCTAssertTrue(MainContext.iterate(until: { exporter.pendingWrites == 0 }, timeout: 20))
            XCTAssertEqual(CoffeeHarness.dismissAlerts(), ["Picture Not Saved"])
            let message = CoffeeHarness.lastAlertBody ?? ""
            XCTAssertTrue(message.contains("“London.png” could not be written"), message)
        }
    }

    func testCtrlCCopiesThePictureAndADragOffersItAsImageAndFile() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CoffeeHarness.openDetail(main, named: "Flat White")
            page.importFile(try CoffeeFixtures.png(width: 300, height: 200))
            CoffeeHarness.waitForImports(page)
            XCTAssertTrue(page.showsPicture)
            let exporter = page.pictureSection.exporter
            XCTAssertEqual(exporter.copyAction?.isEnabled, true)

            XCTAssertTrue(trigger(AppShortcuts.copyPicture, on: page.content), "Ctrl+C copies")
            let clipboard = Clipboard(of: page.content)
            XCTAssertTrue(clipboard.hasImage)
            var read: Result<Data, Clipboard.ImageBytesError>?
            clipboard.readImageBytes(limit: 10_000_000) { read = $0 }
            XCTAssertTrue(MainContext.iterate(until: { read != nil }, timeout: 20))
            let copied = try Texture(data: try XCTUnwrap(try read?.get()))
            XCTAssertEqual([copied.width, copied.height], [300, 200], "the picture's size")

            XCTAssertTrue(
                MainContext.iterate(
                    until: { exporter.dragSource.offeredMimeTypes.contains("text/uri-list") }, timeout: 20),
                "the file is offered once written: \(exporter.dragSource.offeredMimeTypes)")
            XCTAssertTrue(exporter.dragSource.offeredMimeTypes.contains("image/png"))
            let file = PictureExport.dragFolder.appendingPathComponent("Flat White.png")
            let dragged = try Texture(contentsOf: file)
            XCTAssertEqual([dragged.width, dragged.height], [300, 200], "a PNG named after the coffee")
        }
    }
}

/// An image's size and RGBA pixels, decoded by GDK.
private struct Pixels: Equatable {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    init(png: Data) throws {
        let texture = try Texture(data: png)
        width = texture.width
        height = texture.height
        let stride = texture.width * 4
        var pixels = [UInt8](repeating: 0, count: stride * texture.height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture.opaque, buffer.baseAddress, gsize(stride))
        }
        bytes = pixels
    }
}
