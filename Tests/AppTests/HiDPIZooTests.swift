import Foundation
import Gtk
import Model
import XCTest

@testable import DrilldownApp

/// My Zoo's pictures are decoded for where they are drawn (a row's thumbnail, the
/// animal's page) times the scale factor, and again for another scale.
/// meson-helpers/test.sh runs these tests again at GDK_SCALE=2.
final class HiDPIZooTests: XCTestCase {
    func testZooPicturesAreDecodedForTheirSizeAndScale() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try ZooHarness.open(main)
            XCTAssertTrue(MainContext.iterate(until: { ZooHarness.shownTitles(page) == ZooHarness.seed }))
            let source = try XCTUnwrap(page.source)
            let id = try XCTUnwrap(source.id(at: 0))
            // A picture larger than it is ever drawn (1200 px square), so that only the
            // size it is drawn at and the scale decide its pixels.
            try source.store.update(id: id, image: "touch/03-test-card.png")
            source.pictures.invalidateAll()
            let scale = HiDPITouchTests.expectScale(of: try XCTUnwrap(page.rows).content)
            XCTAssertEqual(source.pictures.scale, scale, "the list follows its scale factor")
            @MainActor func width(_ size: ZooPictures.Size) -> Int? {
                var state: ZooPictures.State?
                source.pictures.load(id, size: size) { state = $0 }
                guard MainContext.iterate(until: { state != nil }), case .picture(let texture)? = state else {
                    return nil
                }
                return texture.width
            }
            XCTAssertEqual(width(.thumbnail), Thumbnails.side * scale)
            XCTAssertEqual(width(.page), Int(AnimalDetailPage.pictureSide) * scale)
            // Another scale (the window on another monitor) decodes them again.
            source.pictures.scale = 3 - scale
            XCTAssertEqual(width(.thumbnail), Thumbnails.side * (3 - scale))
            XCTAssertEqual(width(.page), Int(AnimalDetailPage.pictureSide) * (3 - scale))
            source.pictures.scale = scale

            // Drawn at its logical size: the page's picture is `pictureSide` wide on screen.
            let animal = try XCTUnwrap(try source.store.animal(id: id))
            let detail = AnimalDetailPage(animal: animal, pictures: source.pictures)
            main.navigation.push(detail)
            XCTAssertTrue(MainContext.iterate(until: { detail.showsPicture && detail.picture.width > 0 }))
            XCTAssertEqual(Int(detail.picture.width), Int(AnimalDetailPage.pictureSide))
            XCTAssertEqual(source.pictures.scale, Int(detail.picture.scaleFactor))
        }
    }
}
