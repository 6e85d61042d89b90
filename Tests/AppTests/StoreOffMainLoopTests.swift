import Foundation
import Gtk
import Model
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// The window never waits for SQLite: every store call the pages make from GLib's main
/// loop goes through `Background`. In debug builds a store opened, read or written in a
/// callback of the main loop on the main thread stops the test run
/// (`StoreDatabase.assertOffMainLoop`), so these tests fail when a page's reaction to a
/// change reads the store where it runs. Changes come from another thread, as another
/// window's or a sync's would, so the pages hear of them through `MainContext`.
final class StoreOffMainLoopTests: XCTestCase {
    /// Runs `write` on a background thread and waits for it.
    @MainActor private static func elsewhere(_ write: @escaping @Sendable () throws -> Void) {
        let done = Finished()
        Background.run({ try write() }) { result in
            if case .failure(let error) = result { XCTFail("\(error)") }
            done.value = true
        }
        XCTAssertTrue(MainContext.iterate(until: { done.value }))
    }

    @MainActor private final class Finished { var value = false }

    func testTheCoffeeListAndItsPageFollowChangesWithoutReadingOnTheMainThread() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CoffeeHarness.openList(main)
            let store = try CoffeeHarness.store(main)
            let source = try XCTUnwrap(page.source)
            // Enough coffees for pages the list reads on demand.
            Self.elsewhere { for number in 1...150 { _ = try store.insert(name: "Blend \(number)", price: 2) } }
            XCTAssertTrue(MainContext.iterate(until: { source.count == 154 }))
            page.rows?.list.scrollTo(140)
            XCTAssertTrue(MainContext.iterate(until: { source.summary(at: 140)?.name == "Blend 137" }))
            let blend = try XCTUnwrap(source.id(at: 140))
            Self.elsewhere { try store.update(id: blend, name: "Blend 137 (renamed)") }
            XCTAssertTrue(MainContext.iterate(until: { source.summary(at: 140)?.name == "Blend 137 (renamed)" }))
            Self.elsewhere { _ = try store.delete(id: blend) }
            XCTAssertTrue(MainContext.iterate(until: { source.count == 153 }))

            // The coffee's page reads it again after a change made elsewhere.
            page.open(position: 0)
            let detail = try XCTUnwrap(
                MainContext.iterate(until: { main.navigation.top is CoffeeDetailPage })
                    ? main.navigation.top as? CoffeeDetailPage : nil)
            let id = detail.coffeeID
            Self.elsewhere { try store.update(id: id, name: "Cafe Latte Grande") }
            XCTAssertTrue(MainContext.iterate(until: { detail.nameRow.value == "Cafe Latte Grande" }))
            main.navigation.pop()
            page.rows?.search("Grande")
            XCTAssertTrue(
                MainContext.iterate(until: { CoffeeHarness.shownTitles(page) == ["Cafe Latte Grande"] }),
                "the titles are read for the search off the main thread")
        }
    }

    func testListedStoresFollowChangesWithoutReadingOnTheMainThread() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try TodoHarness.open(main)
            let store = try TodoHarness.store(main)
            let source = try XCTUnwrap(page.source)
            XCTAssertTrue(MainContext.iterate(until: { source.count == 4 }))
            let id = NewID()
            Self.elsewhere { id.set(try store.insert(text: "Water the plants", priority: .low)) }
            XCTAssertTrue(MainContext.iterate(until: { source.position(of: id.get()) == 4 }))
            Self.elsewhere { try store.update(id: id.get(), text: "Water the garden") }
            XCTAssertTrue(MainContext.iterate(until: { source.summary(at: 4)?.text == "Water the garden" }))
            Self.elsewhere { _ = try store.delete(id: id.get()) }
            XCTAssertTrue(MainContext.iterate(until: { source.count == 4 }))
            page.host.follow(.reloaded)
            XCTAssertTrue(MainContext.iterate(until: { page.host.pendingChanges == 0 }))
            XCTAssertEqual(source.count, 4)
        }
    }

    /// An id set on one thread and read on another (-1 until set).
    private final class NewID: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Int64 = -1
        func set(_ new: Int64) { lock.withLock { value = new } }
        func get() -> Int64 { lock.withLock { value } }
    }
}
