import CGtk
import WrapperTestSupport
import XCTest

@testable import Gtk

/// Every event controller, gesture, action and application wrapper: built, a generated
/// property set and read back, a signal connected and emitted (with the arguments GIR
/// gives it), finalized when its wrapper goes.
final class ControllerClassTests: XCTestCase {
    func testKeyController() throws {
        try onMain {
            try assertWrapperLifecycle({ KeyController() }) { keys in
                var pressed: [UInt32] = []
                keys.onKeyPressed { keyval, _ in
                    pressed.append(keyval)
                    return true
                }
                keys.propagationPhase = .capture
                XCTAssertEqual(keys.propagationPhase, .capture)
                XCTAssertTrue(keys.emit("key-pressed", 65, 38, 0), "the handler's true reaches GTK")
                XCTAssertEqual(pressed, [65])
            }
        }
    }

    func testGestureClick() throws {
        try onMain {
            try assertWrapperLifecycle({ GestureClick(button: 0) }) { click in
                var presses: [[Double]] = []
                click.onPressed { n, x, y in presses.append([Double(n), x, y]) }
                click.onReleased { n, x, y in presses.append([Double(n), x, y]) }
                click.propagationPhase = .capture
                XCTAssertEqual(click.propagationPhase, .capture)
                XCTAssertEqual(click.currentButton, 0)
                click.emit("pressed", 2, 10, 20)
                click.emit("released", 2, 10, 20)
                XCTAssertEqual(presses, [[2, 10, 20], [2, 10, 20]])
            }
        }
    }

    func testGestureDrag() throws {
        try onMain {
            try assertWrapperLifecycle({ GestureDrag() }) { drag in
                var points: [[Double]] = []
                drag.onDragBegin { x, y in points.append([x, y]) }
                drag.onDragUpdate { x, y in points.append([x, y]) }
                drag.onDragEnd { x, y in points.append([x, y]) }
                let ends = Calls()
                drag.onEnd { ends.record() }
                drag.button = 1
                XCTAssertEqual(drag.button, 1)
                XCTAssertFalse(drag.isActive)
                XCTAssertFalse(drag.isRecognized)
                drag.emit("drag-begin", 1, 2)
                drag.emit("drag-update", 3, 4)
                drag.emit("drag-end", 5, 6)
                drag.emit("end", 0) // GtkGestureDrag reports an ending gesture with drag-end too
                XCTAssertEqual(points, [[1, 2], [3, 4], [5, 6], [0, 0]])
                XCTAssertEqual(ends.count, 1)
            }
        }
    }

    func testGestureLongPressSwipeAndZoom() throws {
        try onMain {
            try assertWrapperLifecycle({ GestureLongPress() }) { press in
                var points: [[Double]] = []
                let cancels = Calls()
                press.onPressed { x, y in points.append([x, y]) }
                press.onCancelled { cancels.record() }
                press.delayFactor = 1.5
                XCTAssertEqual(press.delayFactor, 1.5)
                press.emit("pressed", 7, 8)
                press.emit("cancelled")
                XCTAssertEqual(points, [[7, 8]])
                XCTAssertEqual(cancels.count, 1)
            }
            try assertWrapperLifecycle({ GestureSwipe() }) { swipe in
                var velocities: [[Double]] = []
                swipe.onSwipe { x, y in velocities.append([x, y]) }
                swipe.touchOnly = true
                XCTAssertTrue(swipe.touchOnly)
                swipe.emit("swipe", -900, 0)
                XCTAssertEqual(velocities, [[-900, 0]])
            }
            try assertWrapperLifecycle({ GestureZoom() }) { zoom in
                var scales: [Double] = []
                let begins = Calls(), cancels = Calls()
                zoom.onScaleChanged { scales.append($0) }
                zoom.onBegin { begins.record() }
                zoom.onCancel { cancels.record() }
                zoom.propagationPhase = .bubble
                XCTAssertEqual(zoom.propagationPhase, .bubble)
                XCTAssertEqual(zoom.scaleDelta, 1)
                zoom.emit("begin", 0)
                zoom.emit("scale-changed", 2)
                zoom.emit("cancel", 0)
                XCTAssertEqual(scales, [2])
                XCTAssertEqual(begins.count, 1)
                XCTAssertEqual(cancels.count, 1)
            }
        }
    }

    func testMotionAndScrollControllers() throws {
        try onMain {
            try assertWrapperLifecycle({ MotionController() }) { motion in
                var points: [[Double]] = []
                motion.onMotion { x, y in points.append([x, y]) }
                motion.propagationPhase = .target
                XCTAssertEqual(motion.propagationPhase, .target)
                motion.emit("enter", 1, 1)
                motion.emit("motion", 4, 5)
                XCTAssertEqual(points, [[4, 5]])
                XCTAssertEqual(motion.position?.x, 4)
                motion.emit("leave")
                XCTAssertNil(motion.position)
            }
            try assertWrapperLifecycle({ ScrollController(axes: [.vertical, .kinetic]) }) { scroll in
                var deltas: [[Double]] = []
                scroll.onScroll { dx, dy in
                    deltas.append([dx, dy])
                    return true
                }
                scroll.onDecelerate { vx, vy in deltas.append([vx, vy]) }
                scroll.propagationPhase = .capture
                XCTAssertEqual(scroll.propagationPhase, .capture)
                XCTAssertTrue(scroll.emit("scroll", 0, 3))
                scroll.emit("decelerate", 0, 120)
                XCTAssertEqual(deltas, [[0, 3], [0, 120]])
                XCTAssertEqual(ScrollController.Axes.both, [.vertical, .horizontal])
            }
        }
    }

    func testDropTargetAndShortcutController() throws {
        try onMain {
            try assertWrapperLifecycle({ FileDropTarget() }) { target in
                var dropped: [URL]?
                target.onDrop { urls in
                    dropped = urls
                    return true
                }
                target.propagationPhase = .bubble
                XCTAssertEqual(target.propagationPhase, .bubble)
                XCTAssertFalse(target.emit("drop", 0, 1, 1), "a drop without a value is refused")
                XCTAssertNil(dropped)
            }
            try assertWrapperLifecycle({ ShortcutController(scope: .focusWithin) }) { shortcuts in
                let calls = Calls()
                shortcuts.onNotify("propagation-phase") { calls.record() }
                shortcuts.propagationPhase = .capture
                XCTAssertEqual(shortcuts.propagationPhase, .capture)
                XCTAssertEqual(calls.count, 1)
            }
        }
    }

    func testActionAndActionGroup() throws {
        try onMain {
            let activations = Calls()
            try assertWrapperLifecycle({ Action("go") { activations.record() } }) { action in
                action.isEnabled = false
                XCTAssertFalse(action.isEnabled)
                action.isEnabled = true
                g_action_activate(action.opaque, nil)
                XCTAssertEqual(activations.count, 1)
            }
            try assertWrapperLifecycle({ ActionGroup() }) { group in
                let action = group.add("save") { activations.record() }
                action.isEnabled = false
                XCTAssertFalse(group["save"]?.isEnabled ?? true)
                action.isEnabled = true
                g_action_group_activate_action(group.opaque, "save", nil)
                XCTAssertEqual(activations.count, 2)
            }
        }
    }

    func testApplication() throws {
        try onMain {
            try assertWrapperLifecycle({ Application(id: "org.example.DrilldownTests", nonUnique: true) }) { app in
                let activations = Calls()
                app.onActivate { activations.record() }
                app.emit("activate")
                XCTAssertEqual(activations.count, 1)
            }
        }
    }
}
