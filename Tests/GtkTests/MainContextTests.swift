import Foundation
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
