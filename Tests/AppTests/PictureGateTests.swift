import CGtk
import Foundation
import Gtk
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// One picture gate for every path: paste, file, stored BLOB. Each refusal is said, and
/// nothing is stored.
final class PictureGateTests: XCTestCase {
    func testPastingAHugeImageIsRefusedBeforeDecodingAndNothingIsStored() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openDetail(main, named: "Espresso")
            page.setEditing(true)
            // 45 bytes of PNG announcing 30000 × 30000 (3.6 GB once decoded), as an image
            // editor puts it on the clipboard.
            let huge = try Data(contentsOf: try CoffeeFixtures.pngHeaderOnly(width: 30_000, height: 30_000))
            let clipboard = Clipboard(of: page.content)
            clipboard.set(data: huge, mimeType: "image/png")
            XCTAssertTrue(clipboard.hasImage)
            XCTAssertTrue(trigger(AppShortcuts.pastePicture, on: page.content), "Ctrl+V pastes")
            CoffeeHarness.waitForImports(page)
            XCTAssertEqual(CoffeeHarness.dismissAlerts(), ["Image Not Changed"])
            let message = CoffeeHarness.lastAlertBody ?? ""
            XCTAssertTrue(message.contains("too large") && message.contains("30000 × 30000"), message)
            XCTAssertNil(try store.image(id: page.coffeeID), "nothing was stored")
            XCTAssertFalse(page.showsPicture)
        }
    }

    func testPastedPNGBytesAreStoredThroughTheGate() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openDetail(main, named: "Cappuccino")
            page.setEditing(true)
            let bytes = try Data(contentsOf: try CoffeeFixtures.png(width: 4000, height: 1000))
            Clipboard(of: page.content).set(data: bytes, mimeType: "image/png")
            page.paste()
            CoffeeHarness.waitForImports(page)
            XCTAssertEqual(CoffeeHarness.dismissAlerts(), [])
            let size = try CoffeeFixtures.size(ofPNG: try XCTUnwrap(try store.image(id: page.coffeeID)))
            XCTAssertEqual(size.0, 2048)
            XCTAssertEqual(size.1, 512)
        }
    }

    func testATruncatedPictureIsRefusedFromAFileAndFromTheClipboard() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let page = try CoffeeHarness.openDetail(main, named: "Flat White")
            page.setEditing(true)
            let whole = try Data(contentsOf: try CoffeeFixtures.noisyPNG(width: 400, height: 300))
            let cut = try CoffeeFixtures.folder().appendingPathComponent("half.png")
            try whole.prefix(whole.count / 2).write(to: cut)

            page.importFile(cut)
            CoffeeHarness.waitForImports(page)
            XCTAssertEqual(CoffeeHarness.dismissAlerts(), ["Image Not Changed"])
            XCTAssertEqual(
                CoffeeHarness.lastAlertBody, "“half.png” is incomplete (the file ends before the picture does).")

            Clipboard(of: page.content).set(data: whole.prefix(whole.count / 2), mimeType: "image/png")
            page.paste()
            CoffeeHarness.waitForImports(page)
            XCTAssertEqual(CoffeeHarness.dismissAlerts(), ["Image Not Changed"])
            XCTAssertEqual(
                CoffeeHarness.lastAlertBody, "The image is incomplete (the data ends before the picture does).")
            XCTAssertNil(try store.image(id: page.coffeeID), "half a picture is never stored")
        }
    }

    func testAnUnreadableStoredPictureIsSaidOnThePageAndInTheList() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let latte = try XCTUnwrap(try store.page(offset: 0, limit: 10).first { $0.name == "Cafe Latte" })
            // A BLOB cut short (a PNG signature and half a header).
            try store.setImage(
                id: latte.id, png: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48]))

            let list = try CoffeeHarness.openList(main)
            XCTAssertTrue(
                MainContext.iterate(until: { list.host.readErrorMessage != nil }, timeout: 10),
                "the list says a picture could not be shown")
            XCTAssertTrue(
                list.host.readErrorMessage?.hasPrefix("A picture could not be shown:") == true,
                list.host.readErrorMessage ?? "")
            let source = try XCTUnwrap(list.source)
            XCTAssertTrue(
                MainContext.iterate(until: {
                    if case .icon("image-missing-symbolic")? = source.row(at: 0).thumbnail { return true }
                    return false
                }), "the row shows a missing picture, not “no picture”")

            let page = try CoffeeHarness.openDetail(main, named: "Cafe Latte")
            XCTAssertTrue(MainContext.iterate(until: { page.pictureSection.isIdle }, timeout: 10))
            XCTAssertEqual(CoffeeHarness.dismissAlerts(), ["The Picture Could Not Be Shown"])
            XCTAssertNotNil(CoffeeHarness.lastAlertBody)
        }
    }
}

extension CoffeeFixtures {
    /// A PNG of random pixels (it does not compress, so half the file is half the rows).
    static func noisyPNG(width: Int, height: Int) throws -> URL {
        let url = try folder().appendingPathComponent("noise.png")
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height)) else {
            throw XCTSkip("cannot allocate a pixbuf")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let pixels = gdk_pixbuf_get_pixels(pixbuf)
        var generator = SystemRandomNumberGenerator()
        for row in 0..<height {
            for column in 0..<(width * 3) {
                pixels?[row * stride + column] = UInt8.random(in: 0...255, using: &generator)
            }
        }
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_savev(pixbuf, url.path, "png", nil, nil, &error) != 0 else {
            if let error { g_error_free(error) }
            XCTFail("could not write the fixture")
            return url
        }
        return url
    }
}
