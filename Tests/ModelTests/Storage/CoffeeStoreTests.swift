import Foundation
import Testing

@testable import Model

@Suite struct CoffeeStoreTests {
    @Test func newDatabaseIsSeededUnderXDGDataHome() throws {
        try withTemporaryLocation { temporary in
            let store = try CoffeeStore.open(in: temporary.location)
            #expect(store.fileURL == temporary.file("coffee.sqlite"))
            #expect(!store.isReadOnly)
            #expect(try store.count() == 4)
            #expect(
                try store.page(offset: 0, limit: 10).map(\.name) == [
                    "Cafe Latte", "Cappuccino", "Espresso", "Flat White",
                ])
            // Reopening does not seed again.
            let again = try CoffeeStore.open(in: temporary.location)
            #expect(try again.count() == 4)
        }
    }

    @Test func userDataFolderFollowsXDGDataHome() {
        let folder = DataLocation.userDataDirectory(environment: ["XDG_DATA_HOME": "/tmp/xdg-test", "HOME": "/home/x"])
        #expect(folder.path == "/tmp/xdg-test/drilldown")
    }

    @Test func pagesListIdsAndNamesInOrder() throws {
        try withTemporaryLocation { temporary in
            let store = try CoffeeStore.open(in: temporary.location)
            for index in 0..<20 { try store.insert(name: "Extra \(index)", price: 1) }
            let first = try store.page(offset: 0, limit: 10)
            let second = try store.page(offset: 10, limit: 10)
            let rest = try store.page(offset: 20, limit: 10)
            #expect(first.count == 10 && second.count == 10 && rest.count == 4)
            let ids = (first + second + rest).map(\.id)
            #expect(ids == ids.sorted())
            #expect(Set(ids).count == 24)
            #expect(try store.page(offset: 100, limit: 10).isEmpty)
        }
    }

    @Test func detailKeepsTheDecimalPriceExactly() throws {
        try withTemporaryLocation { temporary in
            let store = try CoffeeStore.open(in: temporary.location)
            let latte = try #require(try store.page(offset: 0, limit: 1).first)
            let detail = try #require(try store.detail(id: latte.id))
            #expect(detail.name == "Cafe Latte")
            #expect(detail.price == Decimal(string: "3.45"))
            #expect(!detail.hasImage)
            let id = try store.insert(name: "Mocha", price: Decimal(string: "4.1")!)
            #expect(try store.detail(id: id)?.price == Decimal(string: "4.1"))
            try store.update(id: id, price: Decimal(string: "0.07")!)
            #expect(try store.detail(id: id)?.price == Decimal(string: "0.07"))
            #expect(try store.detail(id: 9999) == nil)
        }
    }

    @Test func refusesNegativeAndNaNPrices() throws {
        try withTemporaryLocation { temporary in
            let store = try CoffeeStore.open(in: temporary.location)
            #expect(storageError { try store.insert(name: "Free money", price: -1) }?.kind == .invalidValue)
            #expect(storageError { try store.update(id: 1, price: Decimal.nan) }?.kind == .invalidValue)
            #expect(try store.count() == 4)
            #expect(try store.detail(id: 1)?.price == Decimal(string: "3.45"))
        }
    }

    @Test func imagesAreStoredAndLoadedSeparately() throws {
        try withTemporaryLocation { temporary in
            let store = try CoffeeStore.open(in: temporary.location)
            #expect(try store.image(id: 1) == nil)
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<5000).map { UInt8($0 % 251) })
            try store.setImage(id: 1, png: png)
            #expect(try store.image(id: 1) == png)
            #expect(try store.detail(id: 1)?.hasImage == true)
            try store.setImage(id: 1, png: nil)
            #expect(try store.image(id: 1) == nil)
            #expect(storageError { try store.setImage(id: 777, png: png) }?.kind == .notFound)
        }
    }

    @Test func insertUpdateDeleteAndRestore() throws {
        try withTemporaryLocation { temporary in
            let store = try CoffeeStore.open(in: temporary.location)
            let id = try store.insert(name: "Mocha", price: 4)
            try store.update(id: id, name: "Mocha Grande")
            try store.setImage(id: id, png: Data([1, 2, 3]))
            let deleted = try store.delete(id: id)
            #expect(deleted == DeletedCoffee(id: id, name: "Mocha Grande", price: 4, image: Data([1, 2, 3])))
            #expect(try store.detail(id: id) == nil)
            #expect(try store.search("grande").isEmpty)
            #expect(try store.restore(deleted) == id)
            #expect(try store.detail(id: id) == CoffeeDetail(id: id, name: "Mocha Grande", price: 4, hasImage: true))
            #expect(try store.image(id: id) == Data([1, 2, 3]))
            #expect(try store.search("grande").map(\.id) == [id])
            #expect(storageError { try store.delete(id: 4242) }?.kind == .notFound)
            #expect(storageError { try store.update(id: 4242, name: "x") }?.kind == .notFound)
        }
    }

    @Test func restoreTakesANewIdWhenTheOldOneWasReused() throws {
        try withTemporaryLocation { temporary in
            let store = try CoffeeStore.open(in: temporary.location)
            let deleted = try store.delete(id: 4) // the highest id…
            let newcomer = try store.insert(name: "Cortado", price: 2)
            #expect(newcomer == 4) // …is reused by SQLite
            let restored = try store.restore(deleted)
            #expect(restored != 4)
            #expect(try store.detail(id: restored)?.name == "Flat White")
            #expect(try store.detail(id: 4)?.name == "Cortado")
        }
    }

    @Test func hostileAndHugeNamesComeBackVerbatim() throws {
        try withTemporaryLocation { temporary in
            let store = try CoffeeStore.open(in: temporary.location)
            let megabyte = String(repeating: "ab☕️\u{0}'\"", count: 1_048_576 / 11 + 1)
            let names = [
                "Robert'); DROP TABLE Coffee;--",
                "\"double\" and 'single' quotes",
                "SELECT * FROM Coffee WHERE 1=1 OR",
                "NULL",
                "☕️ Flat White 👩🏽‍💻 ünïcödé",
                "100% _underscore_ \\backslash",
                "",
                megabyte,
            ]
            var ids: [Int64] = []
            for name in names { ids.append(try store.insert(name: name, price: 1)) }
            let reopened = try CoffeeStore.open(in: temporary.location)
            for (id, name) in zip(ids, names) {
                #expect(try reopened.detail(id: id)?.name == name)
            }
            #expect(try reopened.count() == 4 + names.count)
            #expect(try reopened.search("DROP TABLE").map(\.id) == [ids[0]])
            #expect(try reopened.search("100%").map(\.id) == [ids[5]])
            #expect(try reopened.search("_").map(\.id) == [ids[5]])
            #expect(try reopened.search("%").map(\.id) == [ids[5]])
        }
    }

    @Test func searchIgnoresCaseAndAccents() throws {
        try withTemporaryLocation { temporary in
            let store = try CoffeeStore.open(in: temporary.location)
            let eclair = try store.insert(name: "ÉCLAIR au café", price: 2)
            #expect(try store.search("LATTE").map(\.name) == ["Cafe Latte"])
            #expect(try store.search("atte").map(\.name) == ["Cafe Latte"]) // substring
            #expect(try store.search("ca").map(\.name) == ["Cafe Latte", "Cappuccino", "ÉCLAIR au café"])
            #expect(try store.search("éclair").map(\.id) == [eclair]) // Unicode case folding
            #expect(try store.search("eclair").map(\.id) == [eclair]) // accents ignored
            #expect(try store.search("É").map(\.id).contains(eclair))
            #expect(try store.search("Café").map(\.name) == ["Cafe Latte", "ÉCLAIR au café"]) // both ways
            #expect(try store.search("tea").isEmpty)
            #expect(try store.search("").count == 5) // empty: everything
            let firstTwo = try store.search("", limit: 2)
            let next = try store.search("", after: firstTwo.last?.id, limit: 2)
            #expect(firstTwo.map(\.name) == ["Cafe Latte", "Cappuccino"])
            #expect(next.map(\.name) == ["Espresso", "Flat White"])
        }
    }

    @Test func observersHearAboutCommittedChanges() throws {
        try withTemporaryLocation { temporary in
            let store = try CoffeeStore.open(in: temporary.location)
            let log = ChangeLog()
            let token = store.observe { change in
                // Called after COMMIT and outside the lock: another connection sees the data.
                let committed = (try? CoffeeStore.open(in: temporary.location).count()) ?? -1
                log.append(change, committed)
            }
            let id = try store.insert(name: "Mocha", price: 4)
            try store.update(id: id, name: "Mocha 2")
            let deleted = try store.delete(id: id)
            try store.restore(deleted)
            _ = try? store.delete(id: 999) // failed: no notification
            token.cancel()
            try store.update(id: id, price: 5)
            #expect(log.changes == [.inserted(id: id), .updated(id: id), .deleted(id: id), .inserted(id: id)])
            #expect(log.counts == [5, 5, 4, 5])
        }
    }

    @Test func releasingTheTokenStopsTheObservation() throws {
        try withTemporaryLocation { temporary in
            let store = try CoffeeStore.open(in: temporary.location)
            let log = ChangeLog()
            var token: ObservationToken? = store.observe { log.append($0, 0) }
            try store.insert(name: "One", price: 1)
            token = nil
            try store.insert(name: "Two", price: 1)
            #expect(token == nil)
            #expect(log.changes.count == 1)
        }
    }

    @Test func storeIsUsableFromManyThreads() async throws {
        let temporary = try TemporaryLocation()
        defer { temporary.remove() }
        let store = try CoffeeStore.open(in: temporary.location)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for index in 0..<25 {
                        let id = try store.insert(name: "w\(worker)-\(index)", price: 1)
                        _ = try store.detail(id: id)
                        _ = try store.page(offset: 0, limit: 20)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try store.count() == 104)
        #expect(try store.integrityProblems().isEmpty)
    }
}

/// Collects notifications from observer closures (which are `@Sendable`).
final class ChangeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storedChanges: [StoreChange] = []
    private var storedCounts: [Int] = []

    func append(_ change: StoreChange, _ count: Int) {
        lock.withLock {
            storedChanges.append(change)
            storedCounts.append(count)
        }
    }

    var changes: [StoreChange] { lock.withLock { storedChanges } }
    var counts: [Int] { lock.withLock { storedCounts } }
}
