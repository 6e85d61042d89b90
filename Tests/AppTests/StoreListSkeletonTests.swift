import Foundation
import Gtk
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp
@testable import Model

/// The list-page skeleton (`StoreListHost`), the same on every store list page: Start
/// Fresh, read errors, and store changes turned into row updates at the right positions.
final class StoreListSkeletonTests: XCTestCase {
    /// Each list page: its section, its database file and its main table.
    static let pages: [(section: String, file: String, table: String)] = [
        ("coffee", "coffee.sqlite", "Coffee"), ("todo", "todo.sqlite", "todo"), ("cities", "cities.sqlite", "cities"),
        ("zoo", "zoo.sqlite", "animals"), ("recipes", "recipes.sqlite", "Recipes"),
    ]

    @MainActor private static func open(_ section: String, in main: MainWindow) throws -> any StoreListPage {
        XCTAssertTrue(main.home.open(sectionID: try XCTUnwrap(SectionID(rawValue: section))))
        AppHarness.settle(main)
        return try XCTUnwrap(main.navigation.top as? any StoreListPage, section)
    }

    /// The window never waits for the store: a list page shows a spinner at once, and its
    /// rows arrive from the store opened and read off the main thread.
    func testEveryPageShowsItsSpinnerUntilTheStoreIsOpenedOffTheMainThread() throws {
        try onMain {
            for (section, _, _) in Self.pages {
                let main = try AppHarness.makeWindow()
                defer { AppHarness.close(main) }
                XCTAssertTrue(main.home.open(sectionID: try XCTUnwrap(SectionID(rawValue: section))))
                let page = try XCTUnwrap(main.navigation.top as? any StoreListPage, section)
                XCTAssertNil(page.rows, "\(section): no rows before the main loop runs again")
                XCTAssertTrue(page.isBusy, section)
                XCTAssertTrue(WidgetTree.typeNames(under: page.content).contains("GtkSpinner"), section)
                AppHarness.settle(main)
                XCTAssertNotNil(page.rows, "\(section): the rows arrived")
                XCTAssertFalse(WidgetTree.typeNames(under: page.content).contains("GtkSpinner"), section)
            }
        }
    }

    @MainActor private static func shownTitles(_ page: any StoreListPage) -> [String] {
        MainContext.drain()
        return page.rows?.list.boundRows.map(\.row.titleLabel.text) ?? []
    }

    func testStartFreshOnEveryPageShowsTheSeededListInPlaceAndNamesTheKeptFile() throws {
        try onMain {
            for (section, file, _) in Self.pages {
                let main = try AppHarness.makeWindow()
                defer { AppHarness.close(main) }
                let folder = main.context.services.location.userData
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let garbage = Data(repeating: 0x42, count: 8192)
                try garbage.write(to: folder.appendingPathComponent(file))
                let page = try Self.open(section, in: main)
                XCTAssertNil(page.rows, section)
                XCTAssertTrue(page.headerEnd.isEmpty, "\(section): no header buttons without a list")
                let failure = try XCTUnwrap(page.failure, section)
                try XCTUnwrap(failure.button, section).click()
                AppHarness.settle(main)
                XCTAssertTrue(main.navigation.top === page, "\(section): started again in place")
                XCTAssertNil(page.failure, section)
                XCTAssertFalse(page.headerEnd.isEmpty, section)
                XCTAssertTrue(MainContext.iterate(until: { !Self.shownTitles(page).isEmpty }), "\(section): rows")
                let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                    .filter { $0.hasPrefix(file + ".corrupt-") }
                XCTAssertEqual(kept.count, 1, "\(section): \(kept)")
                XCTAssertEqual(page.toast.currentMessage?.contains(try XCTUnwrap(kept.first)), true, section)
            }
        }
    }

    func testAReadErrorOnEveryPageKeepsTheRowsAndShowsTheBanner() throws {
        try onMain {
            for (section, file, table) in Self.pages {
                let main = try AppHarness.makeWindow()
                defer { AppHarness.close(main) }
                let page = try Self.open(section, in: main)
                XCTAssertTrue(MainContext.iterate(until: { !Self.shownTitles(page).isEmpty }), section)
                let before = Self.shownTitles(page)
                XCTAssertNil(Self.readErrorMessage(page), section)

                // Another program takes the table away; then the store says everything changed.
                let path = main.context.services.location.userData.appendingPathComponent(file).path
                let other = try Database(path: path, mode: .readWrite(create: false))
                defer { other.close() }
                try other.execute("ALTER TABLE \(table) RENAME TO gone")
                Self.apply(.reloaded, to: page)

                // (A picture of a row on screen may fail first and say so; the rows' failure wins.)
                XCTAssertTrue(
                    MainContext.iterate(until: {
                        Self.readErrorMessage(page)?.hasPrefix("Some rows could not be read:") == true
                    }), section)
                let message = try XCTUnwrap(Self.readErrorMessage(page), "\(section): the list says so")
                XCTAssertTrue(message.hasPrefix("Some rows could not be read:"), "\(section): \(message)")
                XCTAssertEqual(Self.shownTitles(page), before, "\(section): the rows shown are kept")
            }
        }
    }

    func testDeleteAndUndoAreTheSkeletonsActionsOnEveryPageThatDeletes() throws {
        try onMain {
            for section in ["coffee", "todo", "cities"] {
                let main = try AppHarness.makeWindow()
                defer { AppHarness.close(main) }
                let page = try Self.open(section, in: main)
                let rows = try XCTUnwrap(page.rows, section)
                XCTAssertTrue(MainContext.iterate(until: { Self.shownTitles(page).count == 4 }), section)
                let before = Self.shownTitles(page)
                XCTAssertEqual(rows.contextMenuItems?(1).map(\.title), ["Open", "Delete"], section)
                XCTAssertTrue(rows.list.focus(position: 1), section)
                XCTAssertTrue(trigger(AppShortcuts.deleteRow, on: rows.content), "\(section): Delete")
                waitForWrites()
                let left = before.enumerated().filter { $0.offset != 1 }.map(\.element)
                XCTAssertEqual(Self.shownTitles(page), left, "\(section): the row is gone")
                XCTAssertNotNil(page.toast.currentMessage, "\(section): the toast offers Undo")
                XCTAssertTrue(trigger(AppShortcuts.undo, on: page.content), "\(section): Ctrl+Z")
                waitForWrites()
                XCTAssertEqual(Self.shownTitles(page), before, "\(section): back in its place")
                XCTAssertFalse(trigger(AppShortcuts.undo, on: page.content), "\(section): nothing left to undo")
            }
            for section in ["zoo", "recipes"] {
                let main = try AppHarness.makeWindow()
                defer { AppHarness.close(main) }
                let rows = try XCTUnwrap(try Self.open(section, in: main).rows, section)
                XCTAssertTrue(rows.list.focus(position: 0), section)
                XCTAssertFalse(trigger(AppShortcuts.deleteRow, on: rows.content), "\(section): nothing is deleted here")
                XCTAssertEqual(rows.contextMenuItems?(0).count ?? 0, 0, section)
            }
        }
    }

    func testStoreChangesMoveTheRowsAtThePositionsTheSourceReturns() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try TodoHarness.open(main)
            let source = try XCTUnwrap(page.source)
            let store = try TodoHarness.store(main)
            XCTAssertTrue(MainContext.iterate(until: { TodoHarness.shownTexts(page).count == 4 }))

            // The store tells the page; what the change needs is read off the main thread,
            // then the source answers positions.
            let id = try store.insert(text: "Water the plants", priority: .low)
            XCTAssertTrue(MainContext.iterate(until: { source.position(of: id) == 4 }), "a new to-do goes last")
            XCTAssertEqual(TodoHarness.shownTexts(page).last, "Water the plants")
            let milk = try XCTUnwrap(
                (0..<source.count).compactMap { source.summary(at: $0) }.first { $0.text == "Buy milk" })
            try store.update(id: milk.id, text: "Buy oat milk")
            XCTAssertTrue(MainContext.iterate(until: { source.summary(at: 1)?.text == "Buy oat milk" }), "in its place")
            XCTAssertEqual(TodoHarness.shownTexts(page)[1], "Buy oat milk")
            _ = try store.delete(id: milk.id)
            XCTAssertTrue(MainContext.iterate(until: { source.position(of: milk.id) == nil }))
            XCTAssertEqual(
                TodoHarness.shownTexts(page),
                ["Take out the trash", "Call Mom", "Read the SQLite tutorial", "Water the plants"])

            // The source's answers themselves: a change already applied moves nothing.
            let water = try XCTUnwrap(store.todo(id: id))
            XCTAssertEqual(source.apply(.inserted(id: id), .row(position: 3, water)), .none, "already there")
            XCTAssertEqual(source.apply(.deleted(id: milk.id), .row(position: 1, nil)), .none, "already gone")
            XCTAssertEqual(source.apply(.updated(id: milk.id), .row(position: 1, nil)), .none, "not among the rows")
            XCTAssertEqual(source.apply(.updated(id: id), .row(position: 3, water)), .changed(at: 3))
        }
    }

    func testThePagedCoffeeSourceAnswersPositionsForInsertsAndDeletes() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CoffeeHarness.openList(main)
            let source = try XCTUnwrap(page.source)
            let store = try CoffeeHarness.store(main)
            let id = try store.insert(name: "Mocha", price: 3)
            XCTAssertTrue(MainContext.iterate(until: { source.count == 5 }))
            XCTAssertEqual(source.position(of: id), 4)
            XCTAssertEqual(page.rows?.list.count, 5, "the list view was told")
            let espresso = try CoffeeHarness.position(of: "Espresso", in: page)
            let espressoID = try XCTUnwrap(source.id(at: espresso))
            _ = try store.delete(id: espressoID)
            XCTAssertTrue(MainContext.iterate(until: { source.count == 4 }))
            XCTAssertNil(source.position(of: espressoID))
            XCTAssertEqual(CoffeeHarness.shownTitles(page), ["Cafe Latte", "Cappuccino", "Flat White", "Mocha"])
        }
    }
}

// MARK: - Opening the pages' generic skeleton from `any StoreListPage`

extension StoreListSkeletonTests {
    @MainActor private static func readErrorMessage(_ page: any StoreListPage) -> String? {
        func message<Page: StoreListPage>(_ page: Page) -> String? { page.host.readErrorMessage }
        return message(page)
    }

    @MainActor private static func apply(_ change: StoreChange, to page: any StoreListPage) {
        func apply<Page: StoreListPage>(_ page: Page) { page.host.follow(change) }
        apply(page)
    }
}

/// A store that can only be read: every list page says so above its rows and offers no
/// change (no Add, no Edit, no row menu).
final class StoreListReadOnlyTests: XCTestCase {
    func testAReadOnlyStoreShowsTheBannerAndOffersNoChangeOnEveryPage() throws {
        // `make` creates and seeds the file; `open` opens it as the page would, through the
        // app's stores (on this thread, whose file-system uid is not root's meanwhile: the
        // page then finds the store open, read-only).
        let create:
            [(section: String, file: String, make: (DataLocation) throws -> Void, open: (StoreShelf) throws -> Void)] =
                [
                    (
                        "coffee", "coffee.sqlite", { _ = try CoffeeStore.open(in: $0) },
                        { _ = try $0.store(CoffeeStore.self) }
                    ),
                    ("todo", "todo.sqlite", { _ = try TodoStore.open(in: $0) }, { _ = try $0.store(TodoStore.self) }),
                    (
                        "cities", "cities.sqlite", { _ = try CityStore.open(in: $0) },
                        { _ = try $0.store(CityStore.self) }
                    ),
                    ("zoo", "zoo.sqlite", { _ = try ZooStore.open(in: $0) }, { _ = try $0.store(ZooStore.self) }),
                    (
                        "recipes", "recipes.sqlite", { _ = try RecipeStore.open(in: $0) },
                        { _ = try $0.store(RecipeStore.self) }
                    ),
                ]
        try onMain {
            for (section, file, make, open) in create {
                let main = try AppHarness.makeWindow()
                defer { AppHarness.close(main) }
                let location = main.context.services.location
                try make(location) // created and seeded, then closed
                chmod(location.userData.path, 0o555)
                defer { chmod(location.userData.path, 0o755) }
                let page = try Self.withoutRootFileAccess {
                    try open(main.context.services.stores)
                    XCTAssertTrue(main.home.open(sectionID: try XCTUnwrap(SectionID(rawValue: section))))
                    AppHarness.settle(main)
                    return try XCTUnwrap(main.navigation.top as? any StoreListPage, section)
                }
                XCTAssertNotNil(page.rows, "\(section): the rows are browsed")
                let banner = try XCTUnwrap(Self.readOnlyMessage(page), "\(section): the banner says why")
                XCTAssertEqual(banner, "“\(file)” cannot be changed because its folder or file is read-only.")
                XCTAssertFalse(page.addButton.isSensitive, section)
                let offersEdit = page.headerEnd.contains { $0 === page.editButton }
                XCTAssertFalse(offersEdit && page.editButton.isSensitive, "\(section): no edit mode")
                XCTAssertEqual(page.rows?.contextMenuItems?(0).count ?? 0, 0, "\(section): no row menu")
                let rows = try XCTUnwrap(page.rows)
                XCTAssertTrue(rows.list.focus(position: 0))
                XCTAssertFalse(trigger(AppShortcuts.deleteRow, on: rows.content), "\(section): Delete is off")
            }
        }
    }

    @MainActor private static func readOnlyMessage(_ page: any StoreListPage) -> String? {
        func message<Page: StoreListPage>(_ page: Page) -> String? { page.host.readOnlyMessage }
        return message(page)
    }

    /// Runs `body` with the file-system rights of "nobody" when the tests run as root (who
    /// could write into a read-only folder), so that the store opens read-only.
    private static func withoutRootFileAccess<T>(_ body: () throws -> T) rethrows -> T {
        guard geteuid() == 0, let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "setfsuid") else {
            return try body()
        }
        let setfsuid = unsafeBitCast(symbol, to: (@convention(c) (UInt32) -> Int32).self)
        _ = setfsuid(65534)
        defer { _ = setfsuid(0) }
        return try body()
    }
}
