import Foundation
import Gtk
import Model
import XCTest

@testable import DrilldownApp

/// A coffee's and a city's picture are decoded for the widest the page draws them times
/// the scale factor (never above the stored picture), and again for another scale: in a
/// wide window the texture has the drawn width × scale pixels, in a narrower one more.
/// meson-helpers/test.sh runs these tests again at GDK_SCALE=2.
final class HiDPIDetailPictureTests: XCTestCase {
    /// The stored pictures: larger than any page draws them, and smaller than it does.
    private static func pictures() throws -> (large: Data, small: Data) {
        (
            try Data(contentsOf: try CoffeeFixtures.png(width: 2048, height: 1536, name: "large.png")),
            try Data(contentsOf: try CoffeeFixtures.png(width: 400, height: 300, name: "small.png"))
        )
    }

    func testACoffeePictureHasTheDrawnSizeTimesTheScale() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            let pictures = try Self.pictures()
            for (name, png) in [("Flat White", pictures.large), ("Cappuccino", pictures.small)] {
                let summary = try XCTUnwrap(try store.page(offset: 0, limit: 100).first { $0.name == name })
                try store.setImage(id: summary.id, png: png)
                let page = try CoffeeHarness.openDetail(main, named: name)
                try Self.checkScales(page.pictureSection, main: main, stored: png)
                main.context.pop()
                AppHarness.settle(main)
            }
        }
    }

    func testACityPictureHasTheDrawnSizeTimesTheScale() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CityHarness.store(main)
            let pictures = try Self.pictures()
            let list = try CityHarness.open(main)
            XCTAssertTrue(MainContext.iterate(until: { CityHarness.shownNames(list) == CityHarness.seed }))
            let summary = try XCTUnwrap(try store.page(offset: 0, limit: 10).first)
            for png in [pictures.large, pictures.small] {
                try store.setImage(id: summary.id, png: png)
                let city = try XCTUnwrap(try store.city(id: summary.id))
                let page = CityDetailPage(context: main.context, city: city, store: store)
                main.context.push(page)
                AppHarness.settle(main)
                try Self.checkScales(page.pictureSection, main: main, stored: png)
                main.context.pop()
                AppHarness.settle(main)
            }
        }
    }

    /// The picture shown has the pixels of its drawn width times the scale (at most the
    /// stored picture's), at the window's scale and at another one.
    @MainActor private static func checkScales(_ section: PictureSection, main: MainWindow, stored png: Data) throws {
        let storedWidth = try CoffeeFixtures.size(ofPNG: png).0
        let picture = section.picture
        XCTAssertTrue(
            MainContext.iterate(until: { section.isIdle && section.showsPicture && picture.width > 0 }),
            "the picture is shown")
        let scale = HiDPITouchTests.expectScale(of: picture)
        XCTAssertEqual(section.scale, scale, "the section follows its scale factor")
        // A wide window: the page draws the picture at its widest. (The test screen is
        // 1280 device px wide: at scale 2 the window cannot be that wide.)
        main.window.setDefaultSize(width: 1600, height: 700)
        if scale == 1 {
            XCTAssertTrue(
                MainContext.iterate(until: { Int(picture.width) == PictureSection.largestWidth }),
                "drawn at the page's widest, not \(picture.width) px")
        }
        AppHarness.settle(main)
        XCTAssertLessThanOrEqual(Int(picture.width), PictureSection.largestWidth, "never drawn wider")
        @MainActor func shownWidth(_ scale: Int) -> Int {
            section.scale = scale
            XCTAssertTrue(MainContext.iterate(until: { section.isIdle }), "decoded for scale \(scale)")
            let width = picture.paintableSize.width
            XCTAssertGreaterThanOrEqual(
                width, min(storedWidth, Int(picture.width) * scale), "one texture pixel per device pixel or more")
            return width
        }
        let widest = PictureSection.largestWidth
        XCTAssertEqual(shownWidth(scale), min(storedWidth, widest * scale))
        // Another scale (the window on another monitor) decodes it again, and back.
        XCTAssertEqual(shownWidth(3 - scale), min(storedWidth, widest * (3 - scale)))
        XCTAssertEqual(shownWidth(scale), min(storedWidth, widest * scale))
        let size = picture.paintableSize
        XCTAssertEqual(
            Double(size.height), Double(size.width) * 3 / 4, accuracy: 1, "the aspect ratio is kept")
    }
}
