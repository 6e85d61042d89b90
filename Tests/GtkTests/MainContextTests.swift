import CGtk
import Foundation
import WrapperTestSupport
import XCTest

@testable import Gtk

final class MainContextTests: XCTestCase {
    func testWorkFromABackgroundThreadRunsOnTheMainThread() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            final class Result: @unchecked Sendable { var onMain: Bool?; var value = 0 }
            let result = Result()
            Thread.detachNewThread {
                let computed = (1...100).reduce(0, +)
                MainContext.run {
                    result.onMain = Thread.isMainThread
                    result.value = computed
                }
            }
            XCTAssertTrue(MainContext.iterate(until: { result.onMain != nil }, timeout: 5))
            XCTAssertEqual(result.onMain, true)
            XCTAssertEqual(result.value, 5050)
        }
    }

    /// A window that is always busy (a spinner's frames on a loaded machine, a screen
    /// reader's queries) has no idle moment: a background result must arrive anyway,
    /// while work put off `whenIdle` waits until the window is quiet. The keyboard walk
    /// once saw Books and Trends loading for ever under a busy screen reader.
    func testAReleasedValueIsFreedOffTheMainThread() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            final class Freed: @unchecked Sendable {
                private let lock = NSLock()
                private var thread: Bool?
                var onMain: Bool? { lock.withLock { thread } }
                func record() { lock.withLock { thread = Thread.isMainThread } }
            }
            final class Large: @unchecked Sendable {
                let freed: Freed
                init(_ freed: Freed) { self.freed = freed }
                deinit { freed.record() }
            }
            let freed = Freed()
            Background.release(Large(freed))
            XCTAssertTrue(MainContext.iterate(until: { freed.onMain != nil }, timeout: 5))
            XCTAssertEqual(freed.onMain, false, "freed on the background queue")
        }
    }

    func testAResultFromAnotherThreadArrivesWhileTheWindowIsAlwaysBusy() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            // Always ready, at the priority of GTK's redraws: a frame clock that never
            // catches up.
            let busy = g_idle_add_full(G_PRIORITY_HIGH_IDLE + 20, { _ in 1 }, nil, nil)
            var removed = false
            defer { if !removed { g_source_remove(busy) } }
            var value: Int?
            var idleRan = false
            MainContext.whenIdle { idleRan = true }
            Background.run({ () throws(CancellationError) -> Int in (1...100).reduce(0, +) }) { result in
                if case .success(let sum) = result { value = sum }
            }
            XCTAssertTrue(MainContext.iterate(until: { value != nil }, timeout: 5), "the result arrived")
            XCTAssertEqual(value, 5050)
            XCTAssertFalse(idleRan, "work put off until idle waits while the window is busy")
            g_source_remove(busy)
            removed = true
            XCTAssertTrue(MainContext.iterate(until: { idleRan }, timeout: 5), "and runs once it is quiet")
        }
    }

    func testTimeoutFiresOnceAndCancelStopsIt() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            var fired = 0
            let handle = MainContext.after(milliseconds: 10) { fired += 1 }
            XCTAssertTrue(handle.isPending)
            XCTAssertTrue(MainContext.iterate(until: { fired == 1 }, timeout: 5))
            XCTAssertFalse(handle.isPending)

            var cancelled = 0
            let other = MainContext.after(milliseconds: 10) { cancelled += 1 }
            other.cancel()
            let late = MainContext.after(milliseconds: 50) {}
            MainContext.iterate(until: { !late.isPending }, timeout: 5)
            XCTAssertEqual(cancelled, 0)
        }
    }

    func testToastRunsItsActionOrItsDismissal() throws {
        try onMain {
            try GtkTestSupport.requireDisplay()
            let toast = ToastOverlay()
            var undone = 0, dismissed = 0
            toast.show(
                "Coffee deleted", actionTitle: "Undo", seconds: 5, action: { undone += 1 },
                onDismiss: { dismissed += 1 })
            XCTAssertEqual(toast.currentMessage, "Coffee deleted")
            toast.performAction()
            XCTAssertEqual(undone, 1)
            XCTAssertEqual(dismissed, 0)
            XCTAssertNil(toast.currentMessage)

            toast.show(
                "Gone soon", actionTitle: "Undo", seconds: 0.05, action: { undone += 1 }, onDismiss: { dismissed += 1 })
            XCTAssertTrue(MainContext.iterate(until: { dismissed == 1 }, timeout: 5))
            XCTAssertEqual(undone, 1)
            XCTAssertNil(toast.currentMessage)
        }
    }
}
