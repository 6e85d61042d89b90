import CGtk
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp
@testable import Gtk
@testable import Model

@MainActor private func openColors(_ main: MainWindow) throws -> ColorsPage {
    XCTAssertTrue(main.home.open(sectionID: .colors))
    AppHarness.settle(main)
    return try XCTUnwrap(main.navigation.top as? ColorsPage)
}

final class ColorsTests: XCTestCase {
    func testOpensOnRedWithTheSevenColoursListed() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try openColors(main)
            XCTAssertEqual(main.window.title, "Colors")
            XCTAssertEqual(page.list.allRows.count, 7)
            XCTAssertEqual(page.selected, .red)
            XCTAssertEqual(page.nameLabel.text, "Red")
            XCTAssertTrue(page.swatchShows(.red))
            XCTAssertTrue(page.row(for: .red)?.isSelected == true)
            XCTAssertTrue(page.row(for: .red)?.hasFocus == true, "the selected colour has the keyboard focus")
        }
    }

    func testPickingEachColourShowsItsNameAndSwatch() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try openColors(main)
            for color in RainbowColor.allCases.reversed() {
                let row = try XCTUnwrap(page.row(for: color))
                page.list.select(row)
                XCTAssertEqual(page.selected, color)
                XCTAssertEqual(page.nameLabel.text, color.localizedName)
                XCTAssertTrue(page.swatchShows(color), "swatch painted \(color) only")
                XCTAssertTrue(page.list.selectedRow === row)
            }
        }
    }

    func testArrowKeysMoveTheSelection() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try openColors(main)
            let down = Double(GTK_MOVEMENT_DISPLAY_LINES.rawValue)
            // What Down does in a GtkListBox: move the cursor one line and select there.
            page.list.emit("move-cursor", down, 1, 0, 0)
            XCTAssertEqual(page.selected, .orange)
            page.list.emit("move-cursor", down, 1, 0, 0)
            XCTAssertEqual(page.selected, .yellow)
            XCTAssertEqual(page.nameLabel.text, "Yellow")
            XCTAssertTrue(page.swatchShows(.yellow))
            page.list.emit("move-cursor", down, -1, 0, 0)
            XCTAssertEqual(page.selected, .orange)
            XCTAssertTrue(page.row(for: .orange)?.hasFocus == true)
        }
    }
}
