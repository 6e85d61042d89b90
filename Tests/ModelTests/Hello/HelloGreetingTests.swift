import Model
import XCTest

/// The Hello page's text for the name typed (the original tutorials' "Display" button).
final class HelloGreetingTests: XCTestCase {
    func testGreetsTheTrimmedNameOrAsksForOne() {
        XCTAssertEqual(HelloGreeting.text(for: "  Brandon "), fill(tr("Hello %1$@!"), "Brandon"))
        XCTAssertEqual(HelloGreeting.text(for: " \n"), tr("Please Enter Your Name"))
        XCTAssertNotEqual(HelloGreeting.text(for: ""), HelloGreeting.text(for: "Brandon"))
    }
}
