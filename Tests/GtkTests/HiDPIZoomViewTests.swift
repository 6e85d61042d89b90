import CGtk
import Foundation
import XCTest

@testable import Gtk

/// The ZoomView draws from the level with enough pixels for the device's pixels, and at
/// one image pixel per device pixel (scale 1 / scaleFactor) draws each image pixel on
/// exactly one device pixel. meson-helpers/test.sh runs these tests again at GDK_SCALE=2.
final class HiDPIZoomViewTests: XCTestCase {
    /// An opaque image whose every pixel differs from its neighbours (so any resampling
    /// shows), 1200×800: three levels (1200, 600, 300 px wide).
    static func noise(width: Int = 1200, height: Int = 800) -> (texture: Texture, bytes: [UInt8]) {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        var seed: UInt32 = 12345
        for i in stride(from: 0, to: bytes.count, by: 4) {
            for c in 0..<3 {
                seed = seed &* 1_103_515_245 &+ 12345
                bytes[i + c] = UInt8(truncatingIfNeeded: seed >> 16)
            }
        }
        let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(gbytes) }
        let texture = gdk_memory_texture_new(
            Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, gbytes, gsize(width * 4))!
        return (Texture(adopting: UnsafeMutableRawPointer(texture)), bytes)
    }

    @MainActor
    /// `gl`: in a window of GSK's GL renderer, where the view draws texture nodes (cairo otherwise).
    static func show(_ texture: Texture, gl: Bool) throws -> (Window, ZoomView, FramePaints) {
        let window = gl ? try ZoomViewReadback.glWindow() : Window()
        let view = ZoomView()
        view.setTexture(texture)
        window.child = view
        window.setDefaultSize(width: 320, height: 240)
        window.present()
        let paints = FramePaints()
        XCTAssertTrue(paints.start(on: view))
        XCTAssertTrue(MainContext.iterate(until: { view.width > 0 }, timeout: 5))
        if let wanted = ProcessInfo.processInfo.environment["GDK_SCALE"].flatMap(Int32.init) {
            XCTAssertEqual(view.scaleFactor, wanted, "the view is on a display of scale GDK_SCALE")
        }
        return (window, view, paints)
    }

    func testTilesHaveAboutOnePixelPerDevicePixelAtEveryZoom() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let (window, view, paints) = try Self.show(Self.noise().texture, gl: true)
            defer { window.destroy() }
            let device = Int(view.scaleFactor)
            // 100%: one texture pixel per device pixel exactly, from the full-size level.
            XCTAssertTrue(paints.next { view.setTransform(scale: 1 / Double(device), offsetX: -10, offsetY: -10) })
            let actual = try ZoomViewReadback.tiles(of: view)
            XCTAssertFalse(actual.isEmpty)
            for tile in actual {
                XCTAssertEqual(tile.devicePixelsPerTexturePixel(scaleFactor: device), 1, accuracy: 1e-6)
            }
            // Zoomed out to 40% and 20% of the device's pixels: the level drawn is never
            // magnified more than 1.5× nor shrunk more than 1.33× on the device.
            for zoom in [0.4, 0.2] {
                XCTAssertTrue(paints.next { view.setTransform(scale: zoom / Double(device), offsetX: 0, offsetY: 0) })
                let tiles = try ZoomViewReadback.tiles(of: view)
                XCTAssertFalse(tiles.isEmpty)
                for tile in tiles {
                    let ratio = tile.devicePixelsPerTexturePixel(scaleFactor: device)
                    XCTAssertTrue(
                        ratio <= 1.5 + 1e-6 && ratio >= 0.75 - 1e-6, "at \(zoom): \(ratio) device px per pixel")
                }
            }
        }
    }

    func testAtOneImagePixelPerDevicePixelTheDevicePixelsAreTheImagePixels() throws {
        for gl in [false, true] {
            try onMain {
                try GtkTestSupport.requireDisplay()
                let (texture, bytes) = Self.noise()
                let (window, view, paints) = try Self.show(texture, gl: gl)
                defer { window.destroy() }
                let device = Int(view.scaleFactor)
                // The image's corner between device pixels: it is drawn on the nearest one.
                let offset = -100.3
                XCTAssertTrue(
                    paints.next { view.setTransform(scale: 1 / Double(device), offsetX: offset, offsetY: offset) })
                let (pixels, width, height) = try ZoomViewReadback.devicePixels(of: view)
                let origin = Int((offset * Double(device)).rounded())
                var mismatches = 0
                for y in 0..<height {
                    for x in 0..<width {
                        let (ix, iy) = (x - origin, y - origin)
                        let i = (y * width + x) * 4, j = (iy * 1200 + ix) * 4
                        // Downloaded BGRA against the image's RGBA.
                        if pixels[i] != bytes[j + 2] || pixels[i + 1] != bytes[j + 1] || pixels[i + 2] != bytes[j] {
                            mismatches += 1
                        }
                    }
                }
                XCTAssertEqual(mismatches, 0, "GL \(gl): of \(width * height) device pixels")
            }
        }
    }
}
