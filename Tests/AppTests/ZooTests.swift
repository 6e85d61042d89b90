import CGtk
import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

@MainActor
enum ZooHarness {
    static let seed = ["Elephant", "Monkey", "Galah", "Kangaroo"]

    static func open(_ main: MainWindow) throws -> AnimalListPage {
        XCTAssertTrue(main.home.open(sectionID: .zoo))
        AppHarness.settle(main)
        return try XCTUnwrap(main.navigation.top as? AnimalListPage)
    }

    static func shownTitles(_ page: AnimalListPage) -> [String] {
        page.rows?.list.boundRows.map { $0.row.titleLabel.text } ?? []
    }

    /// The zoo's database file in the test's user-data folder.
    static func fileURL(_ main: MainWindow) -> URL {
        main.context.services.location.userData.appendingPathComponent("zoo.sqlite")
    }

    static func writeGarbage(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 8192).write(to: url)
    }
}

final class ZooTests: XCTestCase {
    func testListShowsTheSeedsAnimalsInOrderWithThumbnails() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try ZooHarness.open(main)
            XCTAssertEqual(main.window.title, "My Zoo")
            XCTAssertNil(page.failure)
            let source = try XCTUnwrap(page.source)
            XCTAssertTrue(
                MainContext.iterate(until: { ZooHarness.shownTitles(page) == ZooHarness.seed }),
                "rows are \(ZooHarness.shownTitles(page))")
            // Thumbnails arrive from the worker and replace the placeholder in the rows.
            XCTAssertTrue(
                MainContext.iterate(until: {
                    (0..<source.count).allSatisfy { position in
                        if case .texture? = source.row(at: position).thumbnail { return true }
                        return false
                    }
                }), "every seeded animal has a thumbnail")
            XCTAssertTrue(source.pictures.isIdle)
        }
    }

    func testAnimalPageShowsDescriptionAndPicture() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try ZooHarness.open(main)
            XCTAssertTrue(MainContext.iterate(until: { ZooHarness.shownTitles(page) == ZooHarness.seed }))
            page.rows?.list.activate(position: 2)
            AppHarness.settle(main)
            let animal = try XCTUnwrap(main.navigation.top as? AnimalDetailPage)
            XCTAssertEqual(main.window.title, "Galah")
            XCTAssertEqual(main.navigation.backLabel, "My Zoo")
            XCTAssertEqual(animal.nameLabel.text, "Galah")
            XCTAssertEqual(
                animal.descriptionLabel.text,
                "Galahs are a wonderful bird and they make a great pet (I should know, I have one)")
            XCTAssertTrue(animal.descriptionLabel.wraps)
            XCTAssertTrue(MainContext.iterate(until: { animal.showsPicture }), "the bundled picture is shown")
            XCTAssertTrue(main.escape())
            AppHarness.settle(main)
            XCTAssertTrue(main.navigation.top === page)
        }
    }

    func testUnreachablePictureShowsThePlaceholder() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try main.context.services.zooStore()
            // A web address nothing listens on (refused at once, offline too), and a
            // bundled name that does not exist.
            try store.insert(name: "Wombat", description: "Digs.", image: "http://127.0.0.1:9/wombat.png")
            try store.insert(name: "Quokka", description: "Smiles.", image: "zoo/quokka.png")
            let page = try ZooHarness.open(main)
            let source = try XCTUnwrap(page.source)
            XCTAssertEqual(source.count, 6)
            for position in [4, 5] {
                page.rows?.list.activate(position: position)
                AppHarness.settle(main)
                let animal = try XCTUnwrap(main.navigation.top as? AnimalDetailPage)
                XCTAssertTrue(MainContext.iterate(until: { source.pictures.isIdle }, timeout: 15))
                XCTAssertFalse(animal.showsPicture, "\(animal.animal.name) shows the placeholder")
                XCTAssertEqual(animal.descriptionLabel.text, position == 4 ? "Digs." : "Smiles.")
                main.navigation.pop()
                AppHarness.settle(main)
            }
        }
    }

    func testCorruptDatabaseShowsTheErrorAndStartFreshRecovers() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let file = ZooHarness.fileURL(main)
            try ZooHarness.writeGarbage(to: file)
            let page = try ZooHarness.open(main)
            let failure = try XCTUnwrap(page.failure)
            XCTAssertNil(page.rows)
            XCTAssertEqual(failure.heading, "My Zoo Cannot Be Opened")
            XCTAssertTrue(failure.descriptionText.contains("zoo.sqlite"), failure.descriptionText)
            XCTAssertTrue(page.headerEnd.isEmpty, "no search button without a list")
            let button = try XCTUnwrap(failure.button)
            XCTAssertEqual(button.label, "Start Fresh")

            // GtkButton's activate shows the press briefly, then emits clicked.
            XCTAssertTrue(gtk_widget_activate(button.widget) != 0)
            XCTAssertTrue(MainContext.iterate(until: { page.failure == nil }), "Start Fresh replaced the error")
            XCTAssertTrue(
                MainContext.iterate(until: { ZooHarness.shownTitles(page) == ZooHarness.seed }),
                "rows are \(ZooHarness.shownTitles(page))")
            XCTAssertEqual(page.headerEnd.count, 2, "Search, List Menu")
            let kept = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
                .filter { $0.hasPrefix("zoo.sqlite.corrupt-") }
            XCTAssertEqual(kept.count, 1, "the damaged file is kept beside the new one")
            let keptData = try Data(contentsOf: file.deletingLastPathComponent().appendingPathComponent(kept[0]))
            XCTAssertEqual(keptData, Data(repeating: 0x5A, count: 8192))
            XCTAssertEqual(page.toast.currentMessage?.contains(kept[0]), true)
        }
    }
}
