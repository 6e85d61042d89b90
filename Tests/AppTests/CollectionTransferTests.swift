import Foundation
import Gtk
import Model
import WrapperTestSupport
import XCTest

@testable import DrilldownApp

/// Export… and Import… in the list menus, through the real menu, choosers, preview and
/// toast: a round trip keeps every field and picture, the preview names skipped lines,
/// Undo removes exactly the added rows, and a refused file leaves the data untouched.
final class CollectionTransferTests: XCTestCase {
    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("drilldown-transfer-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Chooses `item` ("export"/"import") from the list's menu and answers its chooser with `url`.
    @MainActor private static func choose(_ item: String, on page: some StoreListPage, file url: URL) throws {
        let menu = try XCTUnwrap(page.host.transfer?.menu, "the list has a menu")
        XCTAssertTrue(page.headerEnd.contains { $0 === menu })
        XCTAssertEqual(menu.items.map(\.action), ["list.export", "list.import"])
        menu.popup()
        XCTAssertTrue(MainContext.iterate(until: { menu.isOpen }))
        XCTAssertTrue(WidgetActions.of(menu, prefix: "list").activate(item))
        menu.popdown()
        XCTAssertTrue(MainContext.iterate(until: { FileChooser.current != nil }), "the chooser is shown")
        FileChooser.current?.respond(with: url)
    }

    /// Decoded and encoded again, as the picture gate stores it: equal pixels, equal bytes.
    @MainActor private static func pixels(_ data: Data?) throws -> Data? {
        guard let data else { return nil }
        return try PictureFile.decode(data: data).pngData()
    }

    func testCoffeesGoOutAndComeBackWithTheirPicturesAndUndoRemovesThem() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CoffeeHarness.openList(main)
            let store = try CoffeeHarness.store(main)
            let png = try PictureFile.decode(CoffeeFixtures.png(width: 40, height: 30)).pngData()
            let first = try XCTUnwrap(try store.page(offset: 0, limit: 1).first)
            try store.setImage(id: first.id, png: png)
            try store.update(id: first.id, name: "=cmd|' /C calc'!A0, \"quoted\"\nnext")
            let before = try store.exportRecords()
            for format in ["csv", "json"] {
                let file = try Self.folder().appendingPathComponent("coffees.\(format)")
                try Self.choose("export", on: page, file: file)
                XCTAssertTrue(MainContext.iterate(until: { page.toast.currentMessage?.hasPrefix("Exported") == true }))
                XCTAssertEqual(page.toast.currentMessage, "Exported to “coffees.\(format)”")

                try Self.choose("import", on: page, file: file)
                XCTAssertTrue(MainContext.iterate(until: { !ConfirmAlert.shown.isEmpty }), "the preview is shown")
                let question = try XCTUnwrap(ConfirmAlert.shown.first)
                XCTAssertEqual(question.body, "4 coffees will be added.")
                XCTAssertEqual(try store.count(), 4, "nothing is added before Add")
                question.respond(confirming: true)
                XCTAssertTrue(MainContext.iterate(until: { (try? store.count()) == 8 }), "added")
                XCTAssertTrue(MainContext.iterate(until: { page.toast.currentMessage == "4 coffees added" }))
                XCTAssertTrue(MainContext.iterate(until: { page.rows?.list.count == 8 }), "and shown")
                let all = try store.exportRecords()
                XCTAssertEqual(Array(all.prefix(4)), before)
                for (copy, original) in zip(all.dropFirst(4), before) {
                    XCTAssertEqual(copy.text("name"), original.text("name"))
                    XCTAssertEqual(copy.price("price"), original.price("price"))
                    XCTAssertEqual(
                        try Self.pixels(copy.picture("picture")), try Self.pixels(original.picture("picture")))
                }
                page.toast.performAction()
                XCTAssertTrue(MainContext.iterate(until: { (try? store.exportRecords()) == before }), "undone")
                XCTAssertTrue(MainContext.iterate(until: { page.rows?.list.count == 4 }))
            }
        }
    }

    func testTheExportedCSVIsNeutralisedRFC4180() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertTrue(main.home.open(sectionID: .todo))
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? TodoListPage)
            let store = try main.context.services.todoStore()
            try store.insert(text: "=1+1, \"two\"", priority: .high)
            let file = try Self.folder().appendingPathComponent("todos")
            try Self.choose("export", on: page, file: file)
            let written = file.appendingPathExtension("csv")
            XCTAssertTrue(MainContext.iterate(until: { FileManager.default.fileExists(atPath: written.path) }))
            let text = try String(contentsOf: written, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("text,priority,complete\r\n"), text)
            XCTAssertTrue(text.contains("\"'=1+1, \"\"two\"\"\",high,false\r\n"), text)
        }
    }

    func testThePreviewNamesSkippedLinesAndCancelAddsNothing() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            let page = try CoffeeHarness.openList(main)
            let store = try CoffeeHarness.store(main)
            let file = try Self.folder().appendingPathComponent("list.csv")
            try Data("name,price,origin\nMocha,4.5,x\nBad,abc,y\nRistretto,2,z\n".utf8).write(to: file)
            try Self.choose("import", on: page, file: file)
            XCTAssertTrue(MainContext.iterate(until: { !ConfirmAlert.shown.isEmpty }))
            let question = try XCTUnwrap(ConfirmAlert.shown.first)
            XCTAssertEqual(
                question.body,
                "2 coffees will be added.\n1 row skipped: line 3, price “abc” is not a number\nColumns ignored: origin")
            question.respond(confirming: false)
            XCTAssertTrue(MainContext.iterate(until: { ConfirmAlert.shown.isEmpty }))
            MainContext.drain()
            XCTAssertEqual(try store.count(), 4)
        }
    }

    func testRefusedFilesAndPicturesLeaveTheDataUntouched() throws {
        try onMain {
            let main = try AppHarness.makeWindow()
            defer { AppHarness.close(main) }
            XCTAssertTrue(main.home.open(sectionID: .cities))
            AppHarness.settle(main)
            let page = try XCTUnwrap(main.navigation.top as? CityListPage)
            let store = try main.context.services.cityStore()
            let before = try store.exportRecords()
            let folder = try Self.folder()
            var invalid = Data("name,description\nRome,ok\nBad,".utf8)
            invalid.append(contentsOf: [0xFF, 0xFE, 0x0A])
            let hostile: [(String, Data, String)] = [
                ("bad.csv", invalid, "Line 3 is not UTF-8 text."),
                (
                    "deep.json", Data((String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)).utf8),
                    "nested too deeply"
                ),
                ("noheader.csv", Data("Rome,Eternal\n".utf8), "it has no “name” column"),
            ]
            for (name, data, expected) in hostile {
                let file = folder.appendingPathComponent(name)
                try data.write(to: file)
                try Self.choose("import", on: page, file: file)
                XCTAssertTrue(MainContext.iterate(until: { !Alert.shown.isEmpty }), "\(name) is refused")
                XCTAssertEqual(Alert.shown.first?.title, "The File Could Not Be Imported")
                XCTAssertTrue(Alert.shown.first?.body.contains(expected) == true, Alert.shown.first?.body ?? "")
                CoffeeHarness.dismissAlerts()
                XCTAssertTrue(ConfirmAlert.shown.isEmpty)
                XCTAssertEqual(try store.exportRecords(), before, "\(name) changed nothing")
            }
            // A picture that is not an image is refused by the picture gate: its row is skipped.
            let json = #"{"items": [{"name": "Fake", "picture": "aGVsbG8="}]}"#
            let file = folder.appendingPathComponent("fake.json")
            try Data(json.utf8).write(to: file)
            try Self.choose("import", on: page, file: file)
            XCTAssertTrue(MainContext.iterate(until: { !Alert.shown.isEmpty }))
            XCTAssertEqual(Alert.shown.first?.title, "Nothing to Import")
            XCTAssertTrue(Alert.shown.first?.body.contains("item 1, picture: ") == true, Alert.shown.first?.body ?? "")
            CoffeeHarness.dismissAlerts()
            XCTAssertEqual(try store.exportRecords(), before)
        }
    }
}
