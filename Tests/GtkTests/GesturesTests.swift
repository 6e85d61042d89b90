import CGtk
import Foundation
import WrapperTestSupport
import XCTest

@testable import Gtk

/// The gesture and controller wrappers, driven by emitting their signals on a real GTK
/// (under Xvfb in `meson-helpers/test.sh`).
final class GesturesTests: XCTestCase {
    /// Something to watch being released with a closure box.
    final class Canary {}

    func testPinchHandlerGetsTheScale() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let pinch = GestureZoom()
            var scales: [Double] = []
            pinch.onScaleChanged { scales.append($0) }
            pinch.emit("scale-changed", 2.0)
            pinch.emit("scale-changed", 0.5)
            XCTAssertTrue(scales == [2.0, 0.5])
            XCTAssertTrue(pinch.boundingBoxCentre == nil, "emitted signals carry no points")
            XCTAssertTrue(pinch.scaleDelta == 1)
        }
    }

    func testDragHandlersGetOffsetsFromTheStart() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let drag = GestureDrag()
            var events: [String] = []
            drag.onDragBegin { x, y in events.append("begin \(x),\(y)") }
            drag.onDragUpdate { dx, dy in events.append("update \(dx),\(dy)") }
            drag.onDragEnd { dx, dy in events.append("end \(dx),\(dy)") }
            drag.emit("drag-begin", 10, 20)
            drag.emit("drag-update", 30, -5)
            drag.emit("drag-end", 31, -6)
            XCTAssertTrue(events == ["begin 10.0,20.0", "update 30.0,-5.0", "end 31.0,-6.0"])
            XCTAssertTrue(drag.startPoint == nil)
        }
    }

    func testSwipeAndLongPressArguments() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let swipe = GestureSwipe()
            var velocity: (Double, Double)?
            swipe.onSwipe { velocity = ($0, $1) }
            swipe.emit("swipe", -900, 12)
            XCTAssertTrue(velocity?.0 == -900 && velocity?.1 == 12)

            let long = GestureLongPress()
            var pressedAt: (Double, Double)?
            var cancelled = false
            long.onPressed { pressedAt = ($0, $1) }
            long.onCancelled { cancelled = true }
            long.emit("pressed", 4, 5)
            long.emit("cancelled")
            XCTAssertTrue(pressedAt?.0 == 4 && pressedAt?.1 == 5)
            XCTAssertTrue(cancelled)
            long.delayFactor = 10
            XCTAssertTrue(long.delayFactor == 2, "GTK limits the factor to 0.5…2")
        }
    }

    func testScrollHandlerResultIsReturnedToGtk() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let scroll = ScrollController(axes: .both)
            var deltas: [(Double, Double)] = []
            scroll.onScroll { dx, dy in
                deltas.append((dx, dy))
                return dy > 0
            }
            XCTAssertTrue(scroll.emit("scroll", 0, 1.5))
            XCTAssertTrue(!scroll.emit("scroll", 2, -1))
            XCTAssertTrue(deltas.count == 2 && deltas[0].1 == 1.5 && deltas[1].0 == 2)
        }
    }

    func testEmitRefusesWrongArgumentCountsAndUnknownSignals() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let drag = GestureDrag()
            var called = false
            drag.onDragUpdate { _, _ in called = true }
            XCTAssertTrue(!drag.emit("drag-update", 1))
            XCTAssertTrue(!drag.emit("no-such-signal", 1, 2))
            XCTAssertTrue(!called)
        }
    }

    func testPressAndHoldFiresOnlyAfterAStillPress() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let hold = PressAndHold(holdSeconds: 0.05)
            var held: [(Double, Double)] = []
            hold.onHeld { held.append(($0, $1)) }

            // Released early: cancelled, nothing fires.
            hold.gesture.emit("drag-begin", 5, 6)
            XCTAssertTrue(hold.isPending)
            hold.gesture.emit("drag-end", 0, 0)
            XCTAssertTrue(!hold.isPending)

            // Moved beyond the drag threshold: cancelled.
            hold.gesture.emit("drag-begin", 5, 6)
            hold.gesture.emit("drag-update", 2, 1)
            XCTAssertTrue(hold.isPending, "a small wobble is still a hold")
            hold.gesture.emit("drag-update", hold.movementThreshold + 1, 0)
            XCTAssertTrue(!hold.isPending)
            MainContext.iterate(until: { false }, timeout: 0.15)
            XCTAssertTrue(held.isEmpty)

            // Held still: fires once with the press point.
            hold.gesture.emit("drag-begin", 7, 8)
            XCTAssertTrue(MainContext.iterate(until: { !held.isEmpty }, timeout: 5))
            XCTAssertTrue(held.count == 1 && held[0].0 == 7 && held[0].1 == 8)
            XCTAssertTrue(!hold.isPending)
        }
    }

    func testClosureBoxesAreReleasedWithTheGesture() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            weak var canary: Canary?
            weak var wrapper: GestureZoom?
            do {
                let pinch = GestureZoom()
                let strong = Canary()
                canary = strong
                wrapper = pinch
                pinch.onScaleChanged { _ in _ = strong }
            }
            XCTAssertTrue(wrapper == nil)
            XCTAssertTrue(canary == nil, "the handler's box must be released in the GClosureNotify")
        }
    }

    func testDisconnectReleasesTheHandler() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let drag = GestureDrag()
            weak var canary: Canary?
            let handler: SignalHandler
            do {
                let strong = Canary()
                canary = strong
                handler = drag.onDragUpdate { _, _ in _ = strong }
            }
            XCTAssertTrue(canary != nil)
            drag.disconnect(handler)
            XCTAssertTrue(canary == nil)
        }
    }

    func testControllersAddedToAWidgetLiveAsLongAsIt() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            weak var weakGesture: GestureSwipe?
            weak var weakBox: Box?
            var fired = false
            do {
                let box = Box(.horizontal)
                weakBox = box
                let swipe = GestureSwipe()
                weakGesture = swipe
                swipe.onSwipe { _, _ in fired = true }
                box.addController(swipe)
                let hold = PressAndHold(holdSeconds: 1)
                hold.attach(to: box)
                swipe.emit("swipe", 1, 1)
            }
            XCTAssertTrue(fired)
            XCTAssertTrue(weakBox == nil && weakGesture == nil)
        }
    }
}

/// The DdZoomView widget and its Swift wrapper.
final class GesturesZoomViewTests: XCTestCase {
    /// A solid 40×30 RGBA texture made in memory.
    static func texture(width: Int32 = 40, height: Int32 = 30) -> Texture {
        let bytes = [UInt8](repeating: 200, count: Int(width * height * 4))
        let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(gbytes) }
        let texture = gdk_memory_texture_new(width, height, GDK_MEMORY_R8G8B8A8, gbytes, gsize(width * 4))!
        return Texture(adopting: UnsafeMutableRawPointer(texture))
    }

    func testTransformAndTextureRoundTrip() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let view = ZoomView()
            XCTAssertTrue(view.imageSize == (0, 0))
            XCTAssertTrue(view.focusable)
            view.setTexture(Self.texture())
            XCTAssertTrue(view.imageSize == (40, 30))
            view.setTransform(scale: 2.5, offsetX: -10, offsetY: 4)
            XCTAssertTrue(view.scale == 2.5 && view.offset == (-10, 4))
            view.setTransform(scale: .nan, offsetX: 0, offsetY: 0)
            view.setTransform(scale: 0, offsetX: 0, offsetY: 0)
            XCTAssertTrue(view.scale == 2.5, "invalid transforms are ignored")
            view.setTexture(nil)
            XCTAssertTrue(view.imageSize == (0, 0))
        }
    }

    func testViewReportsItsSizeAndDrawsInAWindow() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let window = Window()
            let view = ZoomView()
            view.setTexture(Self.texture())
            var sizes: [(Int32, Int32)] = []
            view.onResized { sizes.append(($0, $1)) }
            window.child = view
            window.setDefaultSize(width: 320, height: 240)
            window.present()
            defer { window.destroy() }
            let paints = FramePaints()
            XCTAssertTrue(paints.start(on: view))
            XCTAssertTrue(MainContext.iterate(until: { !sizes.isEmpty }, timeout: 5))
            XCTAssertTrue(sizes.last.map { $0.0 > 0 && $0.1 > 0 } == true)
            // A new transform queues a redraw: another frame is painted.
            XCTAssertTrue(paints.next { view.setTransform(scale: 3, offsetX: -5, offsetY: -5) })
        }
    }

    func testImageKeepsNoTextureAndIsReleasedWithTheView() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            weak var weakView: ZoomView?
            weak var weakImage: ZoomImage?
            let texture = Self.texture()
            let before = dd_object_refcount(texture.pointer)
            do {
                let view = ZoomView()
                weakView = view
                view.setTexture(texture)
                weakImage = view.image
                XCTAssertEqual(view.image?.levelCount, 1, "a 40×30 image is one tile")
                XCTAssertEqual(dd_object_refcount(texture.pointer), before, "the image copies the pixels")
            }
            XCTAssertNil(weakView)
            XCTAssertNil(weakImage)
        }
    }

    func testFramesDrawOnlyTheVisibleTilesOfTheRightSize() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let image = ZoomImage(texture: Self.texture(width: 3000, height: 2000))
            XCTAssertEqual(image.levelCount, 4, "3000, 1500, 750, 375 px wide")
            // GL draws tiles as texture nodes, read back from the render node.
            let window = try ZoomViewReadback.glWindow()
            let view = ZoomView()
            view.image = image
            window.child = view
            window.setDefaultSize(width: 320, height: 240)
            window.present()
            defer { window.destroy() }
            let paints = FramePaints()
            XCTAssertTrue(paints.start(on: view))
            XCTAssertTrue(MainContext.iterate(until: { view.width > 0 }, timeout: 5))

            // The tiles drawn and their level (0 full size, 1 half…): the level's pixels are
            // drawn 2^level × scale logical pixels wide.
            @MainActor func draw(scale: Double, x: Double, y: Double) throws -> (tiles: Int, level: Int) {
                XCTAssertTrue(paints.next { view.setTransform(scale: scale, offsetX: x, offsetY: y) })
                let tiles = try ZoomViewReadback.tiles(of: view)
                let levels = Set(tiles.map { Int(log2($0.width / Double($0.textureWidth) / scale).rounded()) })
                XCTAssertLessThanOrEqual(levels.count, 1, "one level per frame")
                return (tiles.count, levels.first ?? -1)
            }
            // Fitted (about 1/10): the 375 px copy, one tile.
            let fitted = try draw(scale: 0.1, x: 10, y: 20)
            XCTAssertEqual(fitted.level, 3)
            XCTAssertEqual(fitted.tiles, 1)
            // 100% at the top-left corner: one full-size tile covers the window.
            let corner = try draw(scale: 1, x: 0, y: 0)
            XCTAssertEqual(corner.level, 0)
            XCTAssertEqual(corner.tiles, 1)
            // 100% across a tile corner: four tiles, never the other 20.
            let across = try draw(scale: 1, x: -400, y: -400)
            XCTAssertEqual(across.tiles, 4)
            // 40%: the half-size copy.
            XCTAssertEqual(try draw(scale: 0.4, x: 0, y: 0).level, 1)
            // 36%: the quarter-size copy magnified 1.44×, not the half-size one shrunk
            // 1.39× (beyond 1.33× cairo leaves its bilinear filter for a slow convolution).
            XCTAssertEqual(try draw(scale: 0.36, x: 0, y: 0).level, 2)
        }
    }

    func testAPreviewIsPlacedAsTheFullImage() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let preview = ZoomImage(preview: Self.texture(width: 300, height: 200), width: 3000, height: 2000)
            XCTAssertEqual(preview.width, 3000)
            XCTAssertEqual(preview.height, 2000)
            XCTAssertEqual(preview.levelCount, 1, "300 px fit one tile")
            let window = try ZoomViewReadback.glWindow()
            let view = ZoomView()
            view.image = preview
            window.child = view
            window.setDefaultSize(width: 320, height: 240)
            window.present()
            defer { window.destroy() }
            let paints = FramePaints()
            XCTAssertTrue(paints.start(on: view))
            XCTAssertTrue(MainContext.iterate(until: { view.width > 0 }, timeout: 5))
            XCTAssertTrue(view.imageSize == (3000, 2000))
            XCTAssertTrue(paints.next { view.setTransform(scale: 0.1, offsetX: 10, offsetY: 20) })
            let tiles = try ZoomViewReadback.tiles(of: view)
            XCTAssertEqual(tiles.count, 1)
            XCTAssertEqual(tiles.first?.textureWidth, 300, "the preview's own pixels, drawn as the full image")
            XCTAssertEqual(tiles.first.map { $0.width / 300 } ?? 0, 1, accuracy: 0.01, "300 px drawn 3000 × 0.1 wide")
        }
    }
}
