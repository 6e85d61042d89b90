import Foundation
import Testing

@testable import Model

/// Export → import for every collection, previews with their skipped lines, limits, and
/// undo of an import (`removeRecords`).
@Suite struct CollectionExchangeTests {
    /// Accepts every picture as it is (the app's gate is tested in the app tests).
    private let anyPicture: CollectionExchange.PictureCheck = { .success($0) }

    private func preview(
        _ text: String, format: ExchangeFormat = .csv, columns: [ExchangeColumn] = CoffeeStore.exchangeColumns,
        pictures: CollectionExchange.PictureCheck? = nil
    ) throws -> ImportPreview {
        try CollectionExchange.preview(
            Data(text.utf8), format: format, columns: columns, pictures: pictures ?? anyPicture)
    }

    /// Exports `store`, imports the file into a fresh, emptied copy and compares records.
    private func roundTrip<Store: ExchangeableStore>(
        _ type: Store.Type, fill: (Store) throws -> Void
    ) throws {
        for format in ExchangeFormat.allCases {
            try withTemporaryLocation { source in
                let store = try Store.open(in: source.location)
                try fill(store)
                let records = try store.exportRecords()
                let data = try CollectionExchange.export(store, as: format)
                let preview = try CollectionExchange.preview(
                    data, format: format, columns: Store.exchangeColumns, pictures: anyPicture)
                #expect(preview.skippedCount == 0)
                #expect(preview.ignoredColumns.isEmpty)
                try withTemporaryLocation { target in
                    let copy = try Store.open(in: target.location)
                    let seeded = try copy.exportRecords()
                    let ids = try copy.addRecords(preview.records)
                    #expect(ids.count == records.count)
                    #expect(try copy.exportRecords() == seeded + records, "\(Store.self) \(format)")
                    // Undo removes exactly the added rows.
                    #expect(try copy.removeRecords(ids: ids) == ids.count)
                    #expect(try copy.exportRecords() == seeded)
                }
            }
        }
    }

    private static let hostileText = "=HYPERLINK(\"x\"),\n\"quoted\"\r\n-1 + 2 @ 'a' \u{1F600} עברית"

    @Test func coffeeRoundTripsEveryField() throws {
        try roundTrip(CoffeeStore.self) { store in
            let id = try store.insert(name: Self.hostileText, price: Decimal(string: "12.345")!)
            try store.setImage(id: id, png: Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 255]))
            try store.insert(name: "", price: 0)
        }
    }

    @Test func todoRoundTripsEveryField() throws {
        try roundTrip(TodoStore.self) { store in
            let id = try store.insert(text: Self.hostileText, priority: .high)
            try store.update(id: id, isComplete: true)
            try store.insert(text: "+low", priority: .low)
        }
    }

    @Test func zooRoundTripsEveryField() throws {
        try roundTrip(ZooStore.self) { store in
            try store.insert(name: Self.hostileText, description: "@desc\n", image: "https://example.org/a.png")
        }
    }

    @Test func recipesRoundTripEveryField() throws {
        try roundTrip(RecipeStore.self) { store in
            try store.insert(name: Self.hostileText, description: "-", ingredients: ["=1", "two, three", "\"q\""])
            try store.insert(name: "No ingredients", description: "")
        }
    }

    @Test func citiesRoundTripEveryField() throws {
        try roundTrip(CityStore.self) { store in
            try store.insert(name: Self.hostileText, description: "=A1", png: Data([1, 2, 3, 0, 9]))
        }
    }

    @Test func badRowsAreSkippedWithTheirLines() throws {
        let result = try preview("Name, Price ,notes\nA,1.5,x\nB,abc,y\n\"C\nD\",2,z\nE,-3,w\nF,1,2,3\n")
        #expect(result.records.map { $0.text("name") } == ["A", "C\nD"])
        #expect(result.records.map { $0.price("price") } == [Decimal(string: "1.5")!, 2])
        #expect(result.skippedCount == 3)
        #expect(result.skipped.map(\.position) == [3, 6, 7])
        #expect(result.skipped.first?.message == "line 3, price “abc” is not a number")
        #expect(result.ignoredColumns == ["notes"])
    }

    @Test func onlyTheFirstMessagesAreKept() throws {
        let rows = (0..<20).map { "c\($0),x" }.joined(separator: "\n")
        let result = try preview("name,price\n" + rows)
        #expect(result.skippedCount == 20)
        #expect(result.skipped.count == ImportPreview.keptMessages)
    }

    @Test func aMissingHeaderIsRefused() {
        #expect(throws: ImportError.self) { try preview("Espresso,3.45\nLatte,4\n") }
        #expect(throws: ImportError.self) { try preview("") }
    }

    @Test func refusedPicturesSkipTheirRow() throws {
        let refuse: CollectionExchange.PictureCheck = { _ in .failure(ExchangeFieldError("not an image")) }
        let result = try preview("name,price,picture\nA,1,AAEC\nB,2,\nC,3,%%%\n", pictures: refuse)
        #expect(result.records.map { $0.text("name") } == ["B"])
        #expect(
            result.skipped.map(\.message) == [
                "line 2, picture: not an image", "line 4, picture is not a picture in base64",
            ])
    }

    @Test func jsonItemsWithWrongTypesAreSkipped() throws {
        let json = """
            {"items": [{"name": "A", "price": 1.25}, {"name": "B", "price": "x"}, {"name": 3, "price": 1},
             {"price": 2}, [1], {"name": "C", "price": true, "extra": 1}, {"name": "D", "price": "4"}]}
            """
        let result = try preview(json, format: .json)
        #expect(result.records.map { $0.text("name") } == ["A", "D"])
        #expect(result.skipped.map(\.position) == [2, 3, 4, 5, 6])
        #expect(result.skipped.first?.message == "item 2, price “x” is not a number")
        #expect(result.ignoredColumns == ["extra"])
    }

    @Test func deepOrBrokenJSONIsRefused() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: ImportError.self) { try preview(deep, format: .json) }
        #expect(throws: ImportError.self) { try preview("{\"items\": [1,}", format: .json) }
        #expect(throws: ImportError.self) { try preview("{\"rows\": []}", format: .json) }
    }

    @Test func aFailedAddAddsNothing() throws {
        try withTemporaryLocation { temporary in
            let store = try CoffeeStore.open(in: temporary.location)
            let before = try store.exportRecords()
            let bad = ExchangeRecord(["name": .text("x"), "price": .price(Decimal(-1))])
            let good = ExchangeRecord(["name": .text("y"), "price": .price(1)])
            #expect(throws: StorageError.self) { try store.addRecords([good, bad]) }
            #expect(try store.exportRecords() == before)
        }
    }

    @Test func formatIsTakenFromTheExtensionOrTheFirstCharacter() {
        let url = URL(fileURLWithPath: "/tmp/list")
        #expect(ExchangeFormat.of(URL(fileURLWithPath: "/tmp/a.CSV"), data: Data("{".utf8)) == .csv)
        #expect(ExchangeFormat.of(url, data: Data("\u{FEFF} [".utf8)) == .json)
        #expect(ExchangeFormat.of(url, data: Data("name".utf8)) == .csv)
    }
}
