import CGtk
import Foundation
import XCTest

@testable import Gtk

/// The ZoomView's tiles meet without a seam at any zoom: at 2000% a tile edge must not
/// show as a step in a smooth gradient (each tile once filtered only its own pixels, so
/// the last image row of a tile was stretched flat over half a magnified pixel, then the
/// next tile's first row: a sharp line across the image).
final class ZoomViewSeamTests: XCTestCase {
    /// The image: 600×600 (two tiles each way: the edges at 512), red rising steeply
    /// across columns 508…514, green across rows 508…514.
    static func gradient() -> Texture {
        let size = 600
        var bytes = [UInt8](repeating: 255, count: size * size * 4)
        func ramp(_ t: Int) -> UInt8 { UInt8(max(0, min(255, 40 * (t - 508)))) }
        for y in 0..<size {
            for x in 0..<size {
                let i = (y * size + x) * 4
                bytes[i] = ramp(x)
                bytes[i + 1] = ramp(y)
                bytes[i + 2] = 0
            }
        }
        let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(gbytes) }
        let texture = gdk_memory_texture_new(Int32(size), Int32(size), GDK_MEMORY_R8G8B8A8, gbytes, gsize(size * 4))!
        return Texture(adopting: UnsafeMutableRawPointer(texture))
    }

    /// The largest step between neighbouring screen pixels along a line through the tile
    /// edge, in the channel that ramps across it. A smooth ramp at 2000% rises 40 per
    /// image pixel over 20 screen pixels: about 2 per screen pixel.
    @MainActor
    static func largestStep(gl: Bool) throws -> (across: Int, down: Int) {
        let window = gl ? try ZoomViewReadback.glWindow() : Window()
        let view = ZoomView()
        view.setTexture(Self.gradient())
        window.child = view
        window.setDefaultSize(width: 320, height: 240)
        window.present()
        defer { window.destroy() }
        let paints = FramePaints()
        XCTAssertTrue(paints.start(on: view))
        XCTAssertTrue(MainContext.iterate(until: { view.width > 0 }, timeout: 5))
        // 2000%, image point (512, 512) (the corner of four tiles) at the view's centre.
        let cx = Double(view.width / 2), cy = Double(view.height / 2)
        XCTAssertTrue(paints.next { view.setTransform(scale: 20, offsetX: cx - 512 * 20, offsetY: cy - 512 * 20) })
        if gl {
            let tiles = try ZoomViewReadback.tiles(of: view)
            XCTAssertEqual(tiles.count, 4, "the view straddles the corner of four tiles")
            XCTAssertTrue(tiles.allSatisfy { abs($0.width / Double($0.textureWidth) - 20) < 0.1 }, "full size")
        }
        let (pixels, width, height) = try ZoomViewReadback.devicePixels(of: view)
        func pixel(_ x: Int, _ y: Int, _ channel: Int) -> Int { Int(pixels[(y * width + x) * 4 + channel]) }
        // BGRA: red is byte 2, green byte 1. Red ramps along a row, green down a column.
        var across = 0, down = 0
        for x in 1..<width { across = max(across, abs(pixel(x, height / 4, 2) - pixel(x - 1, height / 4, 2))) }
        for y in 1..<height { down = max(down, abs(pixel(width / 4, y, 1) - pixel(width / 4, y - 1, 1))) }
        // The ramps really are on screen (the red one rises from 0 to 255 along the row).
        XCTAssertEqual(pixel(0, height / 4, 2), 0)
        XCTAssertEqual(pixel(width - 1, height / 4, 2), 255)
        return (across, down)
    }

    func testNoSeamBetweenTilesAt2000PercentWithCairo() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let step = try Self.largestStep(gl: false)
            XCTAssertLessThanOrEqual(step.across, 4, "a vertical seam at the tile edge")
            XCTAssertLessThanOrEqual(step.down, 4, "a horizontal seam at the tile edge")
        }
    }

    func testNoSeamBetweenTilesAt2000PercentWithGL() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let step = try Self.largestStep(gl: true)
            XCTAssertLessThanOrEqual(step.across, 4, "a vertical seam at the tile edge")
            XCTAssertLessThanOrEqual(step.down, 4, "a horizontal seam at the tile edge")
        }
    }
}
