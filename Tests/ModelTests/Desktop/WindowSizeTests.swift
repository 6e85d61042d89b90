import Model
import XCTest

final class WindowSizeTests: XCTestCase {
    func testSizesStayBetweenAPhoneAndTheMonitor() {
        let monitor = WindowSize(width: 1280, height: 800)
        XCTAssertEqual(
            WindowSize(width: 1000, height: 700).clamped(toMonitor: monitor), WindowSize(width: 1000, height: 700))
        XCTAssertEqual(
            WindowSize(width: 100, height: 5000).clamped(toMonitor: monitor), WindowSize(width: 360, height: 800))
        XCTAssertEqual(WindowSize(width: -4, height: 0).clamped(toMonitor: nil), WindowSize(width: 360, height: 360))
        XCTAssertEqual(
            WindowSize(width: 4000, height: 4000).clamped(toMonitor: nil), WindowSize(width: 4000, height: 4000))
        // A monitor smaller than a phone's width still holds the whole window.
        XCTAssertEqual(
            WindowSize(width: 900, height: 680).clamped(toMonitor: WindowSize(width: 320, height: 480)),
            WindowSize(width: 320, height: 480))
    }
}
