import Foundation
import Gtk
import Model
import XCTest

@testable import DrilldownApp

/// Touch on a HiDPI screen: 100% is one image pixel per device pixel (GNOME's image
/// viewer's rule). At scale 2 the view draws the image at half its pixel size in logical
/// pixels, and the level shown and its limits count device pixels (the pixels drawn
/// themselves: HiDPIZoomViewTests). meson-helpers/test.sh runs these tests again at
/// GDK_SCALE=2.
final class HiDPITouchTests: XCTestCase {
    /// The widget's scale factor, which is GDK_SCALE's when the run sets it.
    @MainActor
    static func expectScale(of widget: Widget) -> Int {
        let scale = Int(widget.scaleFactor)
        if let wanted = ProcessInfo.processInfo.environment["GDK_SCALE"].flatMap(Int.init) {
            XCTAssertEqual(scale, wanted, "the window is on a display of scale GDK_SCALE")
        }
        return scale
    }

    func testTouchAt100PercentDrawsOneImagePixelPerDevicePixel() throws {
        try onMain {
            let harness = try TouchHarness()
            defer { harness.close() }
            let page = harness.page
            let device = Double(Self.expectScale(of: page.view))
            XCTAssertEqual(page.view.imageSize.width, 1600, "the full image's pixels")
            XCTAssertTrue(
                page.zoom.imageSize == ZoomSize(width: 1600 / device, height: 1000 / device),
                "the zoom counts the image in logical pixels at one pixel per device pixel: \(page.zoom.imageSize)")
            page.showActualSize()
            XCTAssertEqual(page.zoomLevelText, ZoomLevelFormatter().string(for: 1))
            XCTAssertEqual(page.view.scale * device, 1, accuracy: 1e-9, "one image pixel per device pixel")
            XCTAssertTrue(page.zoom.isActualSize)
            // The fit level counts device pixels too: never enlarged past 100%.
            page.fit()
            let fit = min(1, page.zoom.viewSize.width * device / 1600, page.zoom.viewSize.height * device / 1000)
            XCTAssertEqual(page.zoom.scale, fit, accuracy: 1e-9)
            XCTAssertEqual(page.view.scale, fit / device, accuracy: 1e-9)
            XCTAssertEqual(page.zoomLevelText, ZoomLevelFormatter().string(for: fit))
        }
    }
}
