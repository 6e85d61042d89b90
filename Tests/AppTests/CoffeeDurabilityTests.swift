import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import AppTestSupport
@testable import DrilldownApp

/// Kill -9 right after the app showed a change: nothing is lost.
///
/// Each test starts a second process — this test binary, running only
/// `CoffeeCrashChild` — which opens the real main window on a fresh data folder and
/// makes one change through the real pages (the Add Coffee dialog, the name's edit
/// page, the image chooser, a delete whose undo toast then expires). As soon as the UI
/// shows the change the child says so on stdout and keeps running its main loop; the
/// parent kills it with SIGKILL at that moment, reopens the database and checks the
/// change is there, whole, and the file is sound.
final class CoffeeDurabilityTests: XCTestCase {
    func testAnAddSurvivesKill9() throws {
        try onMain {
            let folder = try CrashRun.run("add")
            let store = try CrashRun.reopen(folder)
            let added = try XCTUnwrap(
                try store.page(offset: 0, limit: 100).first { $0.name == "Crash Mocha" }, "the added coffee was lost")
            XCTAssertEqual(try store.detail(id: added.id)?.price, Decimal(string: "4.6"))
            XCTAssertEqual(try store.count(), 5)
            XCTAssertEqual(try store.integrityProblems(), [])
        }
    }

    func testANameEditSurvivesKill9() throws {
        try onMain {
            let folder = try CrashRun.run("edit")
            let store = try CrashRun.reopen(folder)
            XCTAssertEqual(
                try store.page(offset: 0, limit: 100).map(\.name),
                ["Cafe Latte", "Cappuccino", "Crash Espresso", "Flat White"])
            XCTAssertEqual(
                try store.search("Crash").map(\.name), ["Crash Espresso"], "the committed coffee is found by search")
            XCTAssertEqual(try store.integrityProblems(), [])
        }
    }

    func testAnImageChangeSurvivesKill9() throws {
        try onMain {
            let image = try CoffeeFixtures.png(width: 3200, height: 2400)
            let folder = try CrashRun.run("image", image: image)
            let store = try CrashRun.reopen(folder)
            let latte = try XCTUnwrap(try store.page(offset: 0, limit: 100).first { $0.name == "Cafe Latte" })
            XCTAssertEqual(try store.detail(id: latte.id)?.hasImage, true, "the picture was lost")
            let png = try XCTUnwrap(try store.image(id: latte.id))
            let size = try CoffeeFixtures.size(ofPNG: png)
            XCTAssertEqual(size.0, 2048, "the whole scaled PNG is there")
            XCTAssertEqual(size.1, 1536)
            XCTAssertEqual(try store.integrityProblems(), [])
        }
    }

    func testADeleteWhoseToastExpiredSurvivesKill9() throws {
        try onMain {
            let folder = try CrashRun.run("delete")
            let store = try CrashRun.reopen(folder)
            XCTAssertEqual(try store.page(offset: 0, limit: 100).map(\.name), ["Cafe Latte", "Espresso", "Flat White"])
            XCTAssertEqual(try store.search("Cappuccino"), [])
            XCTAssertEqual(try store.integrityProblems(), [])
        }
    }
}

/// The child process of `CoffeeDurabilityTests` (skipped in a normal run).
final class CoffeeCrashChild: XCTestCase {
    func testRunAsCrashChild() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let operation = environment[CrashRun.operationKey], let folder = environment[CrashRun.folderKey] else {
            throw XCTSkip("runs only as the child process of CoffeeDurabilityTests")
        }
        try onMain {
            let main = try CrashRun.makeWindow(userData: URL(fileURLWithPath: folder, isDirectory: true))
            let list = try CoffeeHarness.openList(main)
            switch operation {
            case "add":
                list.addButton.click()
                let dialog = try XCTUnwrap(FormDialog.shown.first)
                dialog.entries[0].text = "Crash Mocha"
                dialog.entries[1].text = "4.60"
                dialog.saveButton.click()
                XCTAssertTrue(MainContext.iterate(until: { FormDialog.shown.isEmpty }, timeout: 30))
                XCTAssertTrue(MainContext.iterate(until: { CoffeeHarness.shownTitles(list).contains("Crash Mocha") }))
                try CrashRun.report("add", when: CoffeeHarness.shownTitles(list).contains("Crash Mocha"))
            case "edit":
                list.rows?.onActivate?(try CoffeeHarness.position(of: "Espresso", in: list))
                AppHarness.settle(main)
                let detail = try XCTUnwrap(main.navigation.top as? CoffeeDetailPage)
                detail.editButton.click()
                detail.nameRow.row.activate()
                AppHarness.settle(main)
                let edit = try XCTUnwrap(main.navigation.top as? EditFieldPage)
                edit.entry.text = "Crash Espresso"
                edit.saveButton.click()
                XCTAssertTrue(MainContext.iterate(until: { main.navigation.top === detail }, timeout: 30))
                AppHarness.settle(main)
                XCTAssertTrue(MainContext.iterate(until: { detail.nameRow.value == "Crash Espresso" }))
                try CrashRun.report(
                    "edit", when: detail.nameRow.value == "Crash Espresso" && main.window.title == "Crash Espresso")
            case "image":
                let image = try XCTUnwrap(environment[CrashRun.imageKey])
                list.rows?.onActivate?(try CoffeeHarness.position(of: "Cafe Latte", in: list))
                AppHarness.settle(main)
                let detail = try XCTUnwrap(main.navigation.top as? CoffeeDetailPage)
                detail.editButton.click()
                detail.changeImageRow.row.activate()
                try XCTUnwrap(detail.chooser).respond(with: URL(fileURLWithPath: image))
                XCTAssertTrue(
                    MainContext.iterate(until: { detail.pendingImports == 0 && detail.showsPicture }, timeout: 30))
                try CrashRun.report("image", when: detail.showsPicture)
            case "delete":
                list.delete(position: try CoffeeHarness.position(of: "Cappuccino", in: list))
                waitForWrites()
                XCTAssertEqual(list.toast.currentMessage, "Coffee “Cappuccino” deleted")
                XCTAssertTrue(
                    MainContext.iterate(until: { list.toast.currentMessage == nil }, timeout: 30), "the toast expired")
                try CrashRun.report("delete", when: !CoffeeHarness.shownTitles(list).contains("Cappuccino"))
            default:
                XCTFail("unknown operation \(operation)")
            }
            // Keep running, as the app would, until the parent kills the process.
            MainContext.iterate(until: { false }, timeout: 120)
        }
    }
}

/// Starting, watching and killing the child; reopening its data.
@MainActor
enum CrashRun {
    nonisolated static let operationKey = "DRILLDOWN_COFFEE_CRASH_CHILD"
    nonisolated static let folderKey = "DRILLDOWN_COFFEE_CRASH_DATA"
    nonisolated static let imageKey = "DRILLDOWN_COFFEE_CRASH_IMAGE"
    nonisolated static let shownPrefix = "coffee-crash: shown "

    /// Runs the child for `operation`, kills it with SIGKILL once it reported the change
    /// on screen, and returns its data folder.
    static func run(_ operation: String, image: URL? = nil) throws -> URL {
        guard AppHarness.app != nil else { throw GUITestPolicy.displayUnavailable() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "coffee-crash-" + UUID().uuidString, isDirectory: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        process.arguments = ["AppTests.CoffeeCrashChild/testRunAsCrashChild"]
        var environment = ProcessInfo.processInfo.environment
        environment[operationKey] = operation
        environment[folderKey] = folder.path
        environment["LC_ALL"] = "C.UTF-8" // prices typed with a decimal point
        if let image { environment[imageKey] = image.path }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        let lines = LineCollector()
        output.fileHandleForReading.readabilityHandler = { handle in lines.append(handle.availableData) }
        try process.run()

        let shown = lines.wait(forLineStartingWith: shownPrefix + operation, timeout: 120)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        XCTAssertNotNil(shown, "the child never showed the change; its output:\n\(lines.text)")
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, "the child was killed, it did not exit")
        XCTAssertEqual(process.terminationStatus, SIGKILL)
        return folder
    }

    /// The child's database, opened as the app does on its next start.
    static func reopen(_ folder: URL) throws -> CoffeeStore {
        try CoffeeStore.open(in: DataLocation(bundledData: DataLocation.current().bundledData, userData: folder))
    }

    /// A main window on the given data folder (in the child).
    static func makeWindow(userData: URL) throws -> MainWindow {
        guard let app = AppHarness.app else { throw GUITestPolicy.displayUnavailable() }
        let services = AppServices(
            location: DataLocation(bundledData: DataLocation.current().bundledData, userData: userData))
        let main = MainWindow(application: app.application, services: services)
        main.present()
        MainContext.iterate(until: { main.window.isMapped }, timeout: 5)
        return main
    }

    /// Tells the parent (one unbuffered write) that the change is on screen.
    static func report(_ operation: String, when shown: Bool) throws {
        XCTAssertTrue(shown, "the change did not show")
        guard shown else { return }
        MainContext.drain()
        FileHandle.standardOutput.write(Data((shownPrefix + operation + "\n").utf8))
    }
}

/// Collects a child's output lines and lets a thread wait for one.
final class LineCollector: @unchecked Sendable {
    // @unchecked: `buffer` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var buffer = Data()
    private var closed = false

    /// Adds output; empty data means the other end closed (the child exited).
    func append(_ data: Data) {
        condition.lock()
        if data.isEmpty { closed = true }
        buffer.append(data)
        condition.broadcast()
        condition.unlock()
    }

    var text: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Waits until a line starting with `prefix` arrived (nil after `timeout` seconds or
    /// when the output ended without one).
    func wait(forLineStartingWith prefix: String, timeout: TimeInterval) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let lines = String(decoding: buffer, as: UTF8.self).split(separator: "\n")
            if let line = lines.first(where: { $0.hasPrefix(prefix) }) { return String(line) }
            if closed || !condition.wait(until: deadline) { return nil }
        }
    }
}
