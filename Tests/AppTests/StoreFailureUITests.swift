import Foundation
import Gtk
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp
@testable import Model

/// Store failures the user sees: a read that fails after a list is shown (the list keeps
/// its rows and says why), and a write while another program holds the database (the
/// window keeps running, the form waits with a spinner and offers "Try Again").
final class StoreFailureUITests: XCTestCase {
    /// Another program's connection to the same file.
    private static func otherConnection(to store: some CollectionStore) throws -> Database {
        try Database(path: store.fileURL.path, mode: .readWrite(create: false))
    }

    func testAPageThatFailsToReadIsSaidAndTheListKeepsItsRows() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try CoffeeHarness.store(main)
            for number in 1...500 { try store.insert(name: "Blend \(number)", price: 2) }
            let page = try CoffeeHarness.openList(main)
            let source = try XCTUnwrap(page.source)
            XCTAssertTrue(MainContext.iterate(until: { source.summary(at: 0)?.name == "Cafe Latte" }), "page 0 is read")
            XCTAssertNil(page.host.readErrorMessage)

            // Another program takes the table away: page 7 (rows 448…), beyond the rows the
            // list view binds (GTK 4.8 keeps up to 200), cannot be read.
            let other = try StoreFailureUITests.otherConnection(to: store)
            defer { other.close() }
            try other.execute("ALTER TABLE Coffee RENAME TO Gone")
            XCTAssertNil(source.summary(at: 450), "the row is not read yet…")
            // (Thumbnails of rows on screen may fail first and say so; the rows' failure wins.)
            XCTAssertTrue(
                MainContext.iterate(until: {
                    page.host.readErrorMessage?.hasPrefix("Some rows could not be read:") == true
                }), "…nor can it be")
            XCTAssertNil(source.summary(at: 450))
            let message = try XCTUnwrap(page.host.readErrorMessage, "…and the list says so")
            XCTAssertTrue(message.hasPrefix("Some rows could not be read:"), message)
            XCTAssertEqual(source.summary(at: 0)?.name, "Cafe Latte", "the rows read before are kept")
            XCTAssertEqual(source.count, 504, "the list keeps its length")
        }
    }

    func testAFailedReloadOfTheCityGuideKeepsTheCitiesAndSaysWhy() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CityHarness.open(main)
            let store = try CityHarness.store(main)
            XCTAssertTrue(MainContext.iterate(until: { CityHarness.shownNames(page) == CityHarness.seed }))
            let other = try StoreFailureUITests.otherConnection(to: store)
            defer { other.close() }
            try other.execute("ALTER TABLE cities RENAME TO gone")
            let source = try XCTUnwrap(page.source)
            page.host.follow(.reloaded)
            XCTAssertTrue(MainContext.iterate(until: { page.host.readErrorMessage != nil }))
            XCTAssertTrue(page.host.readErrorMessage?.hasPrefix("Some rows could not be read:") == true)
            XCTAssertEqual(
                (0..<source.count).compactMap { source.summary(at: $0)?.name }, CityHarness.seed,
                "the cities shown are kept")
        }
    }

    func testASaveWhileAnotherProgramHoldsTheDatabaseWaitsWithoutFreezingAndOffersTryAgain() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CoffeeHarness.openList(main)
            let store = try CoffeeHarness.store(main)
            let other = try StoreFailureUITests.otherConnection(to: store)
            defer { other.close() }
            try other.execute("BEGIN IMMEDIATE")

            page.addButton.click()
            let dialog = try XCTUnwrap(FormDialog.shown.first)
            dialog.entries[0].text = "Cortado"
            dialog.entries[1].text = "3"
            dialog.saveButton.click()
            XCTAssertTrue(dialog.saving.isSaving)
            // While the write waits for the lock, the main loop runs and the list can read.
            var mainLoopRan = false
            MainContext.run { mainLoopRan = dialog.saving.isSaving }
            XCTAssertTrue(MainContext.iterate(until: { mainLoopRan }), "the window keeps running during the write")
            XCTAssertEqual(try store.count(), 4, "reads go on while the write waits")
            XCTAssertTrue(dialog.saving.isSaving)

            XCTAssertTrue(
                MainContext.iterate(until: { !dialog.saving.isSaving }, timeout: 20),
                "the write gives up after the busy timeout")
            XCTAssertTrue(FormDialog.shown.contains { $0 === dialog }, "the dialog stays open")
            XCTAssertTrue(dialog.saving.offersRetry, "“Try Again” is offered")
            XCTAssertEqual(dialog.saveButton.label, "_Try Again")
            XCTAssertTrue(
                dialog.visibleMessages.last?.contains("in use by another program") == true,
                dialog.visibleMessages.last ?? "")
            XCTAssertEqual(dialog.texts, ["Cortado", "3"], "what was typed is kept")

            try other.execute("ROLLBACK")
            dialog.saveButton.click()
            XCTAssertTrue(MainContext.iterate(until: { FormDialog.shown.isEmpty }, timeout: 20), "Try Again saves")
            XCTAssertEqual(try store.page(offset: 0, limit: 10).map(\.name).last, "Cortado")
        }
    }

    func testADeleteWhileAnotherProgramHoldsTheDatabaseOffersTryAgain() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CityHarness.open(main)
            let store = try CityHarness.store(main)
            XCTAssertTrue(MainContext.iterate(until: { CityHarness.shownNames(page) == CityHarness.seed }))
            let other = try StoreFailureUITests.otherConnection(to: store)
            defer { other.close() }
            try other.execute("BEGIN IMMEDIATE")
            let madrid = try XCTUnwrap(page.source?.summary(at: 3))
            page.delete(id: madrid.id)
            var mainLoopRan = false
            MainContext.run { mainLoopRan = true }
            XCTAssertTrue(
                MainContext.iterate(until: { mainLoopRan }), "the window keeps running while the delete waits")
            waitForWrites()
            XCTAssertTrue(
                page.toast.currentMessage?.contains("in use by another program") == true,
                page.toast.currentMessage ?? "")
            XCTAssertEqual(page.toast.actionLabel, "_Try Again")
            XCTAssertNotNil(try store.city(id: madrid.id), "nothing was deleted")
            XCTAssertEqual(CityHarness.shownNames(page), CityHarness.seed)

            try other.execute("ROLLBACK")
            page.toast.performAction()
            waitForWrites()
            XCTAssertNil(try store.city(id: madrid.id), "Try Again deletes")
            XCTAssertEqual(page.toast.currentMessage, "City “Madrid” deleted")
        }
    }

    func testAZooPictureThatCannotBeReadIsSaidOnTheAnimalsPage() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let store = try main.context.services.zooStore()
            let animal = try XCTUnwrap(try store.animal(id: 1))
            let other = try StoreFailureUITests.otherConnection(to: store)
            defer { other.close() }
            try other.execute("ALTER TABLE animals RENAME TO gone")
            let pictures = ZooPictures(store: store) // the list's source keeps it in the app
            let page = AnimalDetailPage(animal: animal, pictures: pictures)
            main.context.push(page)
            AppHarness.settle(main)
            XCTAssertTrue(
                MainContext.iterate(until: { page.problem.isVisible }), "a read error is not shown as “no picture”")
            XCTAssertTrue(page.problem.text.hasPrefix("The picture could not be shown:"), page.problem.text)
            XCTAssertFalse(page.showsPicture)
            withExtendedLifetime(pictures) {}
        }
    }
}
