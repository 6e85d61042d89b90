import Foundation
import Gtk
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// List thumbnails are decoded for the list's scale factor: a texture has `side` ×
/// scale pixels a side and is drawn `side` logical pixels wide, one texture pixel per
/// device pixel. meson-helpers/test.sh runs these tests again with GDK_SCALE=2.
final class HiDPIThumbnailTests: XCTestCase {
    func testThumbnailsAreDecodedForTheirScaleAndForgottenWhenItChanges() throws {
        try onMain {
            let png = try Data(contentsOf: try CoffeeFixtures.png(width: 300, height: 200))
            let thumbnails = Thumbnails(label: "test.thumbnails") { _ in png }
            @MainActor func width(of id: Int64) -> Int? {
                _ = thumbnails.thumbnail(for: id)
                guard MainContext.iterate(until: { thumbnails.isIdle }),
                    case .picture(let texture)? = thumbnails.thumbnail(for: id)
                else { return nil }
                return texture.width
            }
            XCTAssertEqual(width(of: 1), Thumbnails.side, "scale 1: one pixel per logical pixel")
            thumbnails.scale = 2
            XCTAssertNil(thumbnails.thumbnail(for: 1), "a new scale forgets the pictures decoded for the old one")
            XCTAssertEqual(width(of: 1), Thumbnails.side * 2, "scale 2: two pixels per logical pixel")
        }
    }

    func testCityGuideThumbnailsHaveOneTexturePixelPerDevicePixel() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CityHarness.open(main)
            XCTAssertTrue(MainContext.iterate(until: { CityHarness.shownNames(page) == CityHarness.seed }))
            let rows = try XCTUnwrap(page.rows)
            let scale = Int(rows.content.scaleFactor)
            if let wanted = ProcessInfo.processInfo.environment["GDK_SCALE"].flatMap(Int.init) {
                XCTAssertEqual(scale, wanted, "the list is on a display of scale GDK_SCALE")
            }
            let source = try XCTUnwrap(page.source)
            var widths: [Int] = []
            XCTAssertTrue(
                MainContext.iterate(until: {
                    widths = (0..<source.count).compactMap { position in
                        if case .texture(let texture)? = source.row(at: position).thumbnail { return texture.width }
                        return nil
                    }
                    return widths.count == source.count
                }), "every seeded city has a thumbnail")
            XCTAssertEqual(widths, Array(repeating: Thumbnails.side * scale, count: source.count))
            var drawn: [Int] = []
            XCTAssertTrue(
                MainContext.iterate(until: {
                    drawn = rows.list.boundRows.map { $0.row.thumbnailWidth }
                    return !drawn.isEmpty && drawn.allSatisfy { $0 == Thumbnails.side }
                }), "drawn \(Thumbnails.side) logical pixels wide, not \(drawn)")
        }
    }
}
