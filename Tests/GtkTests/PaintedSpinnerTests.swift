import Foundation
import Gtk
import XCTest

/// `PaintedSpinner`: spins only when asked, steps while shown, and is freed with its
/// window even while spinning (its timer goes with it).
final class PaintedSpinnerTests: XCTestCase {
    func testASpinningSpinnerInAWindowIsFreedWithIt() throws {
        try onMain {
            try assertWrapperLifecycle(
                { () -> PaintedSpinner in PaintedSpinner() },
                close: { _ in MainContext.drain() }
            ) { spinner in
                XCTAssertFalse(spinner.isSpinning, "still until asked")
                let window = Window()
                window.child = spinner
                window.present()
                spinner.isSpinning = true
                XCTAssertTrue(spinner.isSpinning)
                XCTAssertTrue(MainContext.iterate(until: { spinner.isMapped }), "shown")
                let turning = Date().addingTimeInterval(0.3)
                MainContext.iterate(until: { Date() >= turning })
                window.destroy()
                spinner.isSpinning = false
                XCTAssertFalse(spinner.isSpinning)
            }
        }
    }
}
