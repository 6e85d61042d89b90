import Foundation
import Gtk
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// A coffee's and a city's picture are decoded for the width the page draws them at times
/// the scale factor (never above the stored picture's pixels), and again after the window
/// is resized and for another scale: the texture has the drawn width × scale pixels.
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
    /// stored picture's): in a wide window, at a phone's width, wide again, and at
    /// another scale (the window on another monitor) and back.
    @MainActor private static func checkScales(_ section: PictureSection, main: MainWindow, stored png: Data) throws {
        let storedWidth = try CoffeeFixtures.size(ofPNG: png).0
        let picture = section.picture
        XCTAssertTrue(
            MainContext.iterate(until: { section.isIdle && section.showsPicture && picture.width > 0 }),
            "the picture is shown")
        let scale = HiDPITouchTests.expectScale(of: picture)
        XCTAssertEqual(section.scale, scale, "the section follows its scale factor")
        /// The texture's width, once it is decoded for the drawn width (within 1 px).
        @MainActor func check(_ scale: Int, _ what: String) {
            // Drawn to fit: as wide as the picture, or as its height allows.
            func drawn() -> Double { min(Double(picture.width), Double(picture.height) * 4 / 3) }
            func wanted() -> Int { min(storedWidth, Int((drawn() * Double(scale)).rounded())) }
            let followed = MainContext.iterate(
                until: { section.isIdle && abs(picture.paintableSize.width - wanted()) <= 1 }, timeout: 10)
            XCTAssertTrue(
                followed,
                "\(what): \(picture.paintableSize.width) px wide, drawn \(drawn()) px at scale \(scale)")
        }
        // The test screen is 1280 device px wide: at scale 2 the window is at most 640 px.
        main.window.setDefaultSize(width: 1280, height: 700)
        AppHarness.settle(main)
        check(scale, "a wide window")
        let wide = Int(picture.width)
        narrow(main)
        let narrowed = Int(picture.width)
        XCTAssertLessThan(narrowed, wide - 100, "drawn narrower at a phone's width")
        check(scale, "a phone's width")
        main.window.setDefaultSize(width: 1280, height: 700)
        XCTAssertTrue(
            MainContext.iterate(until: { Int(picture.width) >= wide - 4 }), "drawn wide again, not \(picture.width) px")
        check(scale, "wide again")
        // Another scale (the window on another monitor) decodes it again, and back.
        section.scale = 3 - scale
        check(3 - scale, "at scale \(3 - scale)")
        section.scale = scale
        check(scale, "back at scale \(scale)")
        let size = picture.paintableSize
        XCTAssertEqual(
            Double(size.height), Double(size.width) * 3 / 4, accuracy: 1, "the aspect ratio is kept")
    }

    /// Makes the window about a phone's width (`AdaptiveLayoutTests.narrow`: asking again
    /// once the header's buttons have moved; a page may keep a few pixels more).
    @MainActor private static func narrow(_ main: MainWindow) {
        let phone = AdaptiveLayoutTests.phoneWidth
        var asked = phone
        main.window.setDefaultSize(width: asked, height: 640)
        let narrowed = MainContext.iterate(until: {
            let width = main.navigation.leaflet.width
            if width > phone + 40 {
                asked = asked == phone ? phone - 1 : phone
                main.window.setDefaultSize(width: asked, height: 640)
            }
            return width > 0 && width <= phone + 40
        })
        XCTAssertTrue(narrowed, "about a phone's width, not \(main.navigation.leaflet.width) px")
        AppHarness.settle(main)
    }
}
