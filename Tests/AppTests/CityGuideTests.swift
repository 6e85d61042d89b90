import CGtk
import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

@MainActor
enum CityHarness {
    static let seed = ["London", "San Francisco", "Sydney", "Madrid"]

    static func open(_ main: MainWindow) throws -> CityListPage {
        XCTAssertTrue(main.home.open(sectionID: .cities))
        AppHarness.settle(main)
        return try XCTUnwrap(main.navigation.top as? CityListPage)
    }

    static func shownNames(_ page: CityListPage) -> [String] {
        page.rows?.list.boundRows.map { $0.row.titleLabel.text } ?? []
    }

    static func store(_ main: MainWindow) throws -> CityStore { try main.context.services.cityStore() }
}

/// The City Guide: seeded list with thumbnails, city page, "Add City".
final class CityGuideTests: XCTestCase {
    func testListShowsTheFourSeedCitiesWithThumbnails() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CityHarness.open(main)
            XCTAssertEqual(main.window.title, "City Guide")
            XCTAssertNil(page.failure)
            XCTAssertTrue(
                MainContext.iterate(until: { CityHarness.shownNames(page) == CityHarness.seed }),
                "rows are \(CityHarness.shownNames(page))")
            let source = try XCTUnwrap(page.source)
            XCTAssertTrue(
                MainContext.iterate(until: {
                    (0..<source.count).allSatisfy { position in
                        if case .texture? = source.row(at: position).thumbnail { return true }
                        return false
                    }
                }), "every seeded city has a thumbnail")
        }
    }

    func testCityPageShowsLondonsDescriptionAndPicture() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CityHarness.open(main)
            XCTAssertTrue(MainContext.iterate(until: { CityHarness.shownNames(page) == CityHarness.seed }))
            page.open(position: 0)
            AppHarness.settle(main)
            let city = try XCTUnwrap(main.navigation.top as? CityDetailPage)
            XCTAssertEqual(main.window.title, "London")
            XCTAssertEqual(city.descriptionRow.value, "London is the capital of the United Kingdom and England.")
            XCTAssertEqual(city.descriptionRow.row.subtitleLines, 0, "the description wraps, never cut")
            XCTAssertTrue(
                WidgetTree.labels(under: city.descriptionRow.row)
                    .contains {
                        $0.text == "London is the capital of the United Kingdom and England." && !$0.selectable
                    },
                "the description is drawn whole, read-only (no cursor, nothing selected)")
            XCTAssertTrue(MainContext.iterate(until: { city.pictureShown }), "the picture is decoded and shown")
        }
    }

    func testAddCityWithAPictureAddsARowAndStoresThePNG() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CityHarness.open(main)
            let store = try CityHarness.store(main)
            XCTAssertTrue(MainContext.iterate(until: { CityHarness.shownNames(page) == CityHarness.seed }))
            let dialog = try XCTUnwrap(page.add())
            XCTAssertEqual(dialog.form.window.title, "Add City")
            XCTAssertFalse(dialog.form.saveButton.isSensitive, "Save waits for a name")
            XCTAssertNil(dialog.png)

            dialog.form.entries[0].text = "Paris"
            XCTAssertTrue(dialog.form.saveButton.isSensitive)
            dialog.descriptionView.text = "Paris is the capital of France.\nIt has a tower."
            let fixture = try CoffeeFixtures.png(width: 4096, height: 2048, rgba: 0x3366CCFF, name: "paris.png")
            dialog.pictureButton.click()
            let chooser = try XCTUnwrap(FileChooser.current)
            chooser.respond(with: fixture)
            XCTAssertTrue(
                MainContext.iterate(until: { dialog.png != nil && !dialog.isReadingPicture }), "the picture was read")
            dialog.form.saveButton.click()
            XCTAssertTrue(
                MainContext.iterate(until: { AddCityDialog.shown.isEmpty }), "the dialog closed once committed")

            XCTAssertTrue(
                MainContext.iterate(until: { CityHarness.shownNames(page) == CityHarness.seed + ["Paris"] }),
                "rows are \(CityHarness.shownNames(page))")
            let paris = try XCTUnwrap(try store.page(offset: 0, limit: 10).first { $0.name == "Paris" })
            let city = try XCTUnwrap(try store.city(id: paris.id))
            XCTAssertEqual(city.description, "Paris is the capital of France.\nIt has a tower.")
            let png = try XCTUnwrap(try store.image(id: paris.id))
            XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "stored as PNG")
            let size = try CoffeeFixtures.size(ofPNG: png)
            XCTAssertEqual(size.0, 2048, "scaled like the coffee pictures")
            XCTAssertEqual(size.1, 1024)
        }
    }

    func testSaveIsDisabledWithAnEmptyNameAndCancelAddsNothing() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CityHarness.open(main)
            let store = try CityHarness.store(main)
            let dialog = try XCTUnwrap(page.add())
            XCTAssertFalse(dialog.form.saveButton.isSensitive)
            dialog.form.entries[0].text = "   "
            XCTAssertFalse(dialog.form.saveButton.isSensitive, "blank is not a name")
            dialog.descriptionView.text = "No name"
            dialog.form.save()
            XCTAssertEqual(dialog.form.visibleMessages.first, "Enter the city’s name.")
            XCTAssertEqual(try store.count(), 4, "nothing was saved")
            dialog.form.cancel()
            XCTAssertTrue(AddCityDialog.shown.isEmpty)
            XCTAssertEqual(try store.count(), 4)
        }
    }
}
