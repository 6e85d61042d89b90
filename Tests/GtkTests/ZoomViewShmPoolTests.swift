import CGtk
import Foundation
import XCTest

@testable import Gtk

/// Zooming redraws the whole window every frame. Under X11 with the cairo renderer (the
/// suite's setting), GTK 4.8 and cairo 1.16 drew each such frame into shared memory taken
/// from a pool that was destroyed and made again every frame: a new SysV segment per
/// frame, whose pages were faulted in again by the app and the X server (half of a zoom
/// frame's CPU time). The view keeps the pool, so frames reuse the same segment.
final class ZoomViewShmPoolTests: XCTestCase {
    /// Page faults this process has taken (minor: pages mapped for the first time).
    static func pageFaults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }

    /// An opaque 1600×1200 image (larger than the window at every zoom below).
    static func image() -> Texture {
        let width = 1600, height = 1200
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                bytes[i] = UInt8(x % 256)
                bytes[i + 1] = UInt8(y % 256)
            }
        }
        let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(gbytes) }
        let texture = gdk_memory_texture_new(
            Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, gbytes, gsize(width * 4))!
        return Texture(adopting: UnsafeMutableRawPointer(texture))
    }

    func testWholeWindowZoomFramesReuseOneSharedMemorySegment() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            ZoomView.keepSharedMemoryPool(ProcessInfo.processInfo.environment["KEEP"] != "0")
            let window = Window()
            let view = ZoomView()
            view.setTexture(Self.image())
            window.child = view
            window.setDefaultSize(width: 640, height: 480)
            window.present()
            defer { window.destroy() }
            let paints = FramePaints()
            XCTAssertTrue(paints.start(on: view))
            XCTAssertTrue(MainContext.iterate(until: { view.width > 0 }, timeout: 5))
            let renderer = try XCTUnwrap(gtk_native_get_renderer(gtk_widget_get_native(view.widget)))
            let instance = UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)
            XCTAssertEqual(
                String(cString: g_type_name_from_instance(instance)), "GskCairoRenderer",
                "the suite runs with GSK_RENDERER=cairo")
            let faults = Self.pageFaults()
            // A zoom from 50 % to 105 % about the centre, one frame per step: every frame
            // redraws the whole window (the image covers it).
            let frames = 12
            for step in 0..<frames {
                let scale = 0.5 + Double(step) * 0.05
                XCTAssertTrue(
                    paints.next {
                        view.setTransform(
                            scale: scale, offsetX: Double(view.width) / 2 - 800 * scale,
                            offsetY: Double(view.height) / 2 - 600 * scale)
                    })
            }
            let taken = Self.pageFaults() - faults
            XCTAssertTrue(view.holdsSharedMemoryPool)
            // A new segment per frame faults in every page of the frame again: 300 pages
            // each here (3,600 for the zoom; measured 8 with the pool kept).
            let pagesPerFrame = Int(view.width) * Int(view.height) * 4 / 4096
            XCTAssertLessThan(
                taken, pagesPerFrame * 2, "page faults while zooming: frames are drawn into new shared memory")
        }
    }
}
