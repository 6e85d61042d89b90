import Foundation
import Testing

@testable import Model

/// Bad files and hostile conditions: each ends in a specific error, never a crash, and
/// never touches the user's file.
@Suite struct StorageFailureTests {
    @Test func aFileThatIsNotADatabaseIsReportedAndKept() throws {
        try withTemporaryLocation { temporary in
            let url = temporary.file("coffee.sqlite")
            try FileManager.default.createDirectory(at: temporary.userData, withIntermediateDirectories: true)
            let text = Data(String(repeating: "My shopping list: milk, coffee, sugar.\n", count: 300).utf8)
            try text.write(to: url)
            let error = storageError { _ = try CoffeeStore.open(in: temporary.location) }
            #expect(error?.kind == .notADatabase)
            #expect(error?.path == url.path)
            #expect(error?.message.contains("coffee.sqlite") == true)
            #expect(bytes(of: url) == text)

            let (store, kept) = try CoffeeStore.startFresh(in: temporary.location)
            let keptFile = try #require(kept)
            #expect(keptFile.lastPathComponent.hasPrefix("coffee.sqlite.corrupt-"))
            #expect(bytes(of: keptFile) == text)
            #expect(try store.count() == 4)
        }
    }

    @Test func aDamagedDatabaseIsReportedAndKept() throws {
        try withTemporaryLocation { temporary in
            let url = temporary.file("coffee.sqlite")
            do {
                let store = try CoffeeStore.open(in: temporary.location)
                for number in 0..<300 {
                    try store.insert(name: "Coffee number \(number) " + String(repeating: "x", count: 200), price: 1)
                }
            } // closed: WAL checkpointed into the file
            var damaged = try #require(bytes(of: url))
            #expect(damaged.count > 8 * 4096)
            for offset in stride(from: 4096 * 2, to: damaged.count - 4096, by: 7) {
                damaged[offset] = UInt8(offset % 256)
            }
            try damaged.write(to: url)

            let error = storageError { _ = try CoffeeStore.open(in: temporary.location) }
            #expect(error?.kind == .corrupt)
            #expect(bytes(of: url) == damaged)

            let (fresh, kept) = try CoffeeStore.startFresh(in: temporary.location)
            #expect(bytes(of: try #require(kept)) == damaged)
            #expect(try fresh.count() == 4)
            #expect(try fresh.integrityProblems().isEmpty)
            // A second fresh start keeps both old files under distinct names.
            let (_, keptAgain) = try CoffeeStore.startFresh(in: temporary.location)
            #expect(keptAgain != kept)
            #expect(FileManager.default.fileExists(atPath: try #require(kept).path))
        }
    }

    @Test func aReadOnlyFolderIsBrowsedButNotChanged() throws {
        try withTemporaryLocation { temporary in
            let id: Int64
            do {
                let store = try CoffeeStore.open(in: temporary.location)
                id = try store.insert(name: "Mine", price: 2)
            }
            let url = temporary.file("coffee.sqlite")
            let before = bytes(of: url)
            chmod(temporary.userData.path, 0o555)
            try withoutRootFileAccess {
                try #require(!canCreateFile(in: temporary.userData), "the folder should be read-only for this test")
                let store = try CoffeeStore.open(in: temporary.location)
                #expect(store.isReadOnly)
                #expect(try store.page(offset: 0, limit: 10).map(\.name).last == "Mine")
                #expect(try store.detail(id: id)?.name == "Mine")
                #expect(try store.search("mine").map(\.id) == [id])
                #expect(storageError { try store.insert(name: "Nope", price: 1) }?.kind == .readOnly)
                #expect(storageError { try store.update(id: id, name: "Changed") }?.kind == .readOnly)
                #expect(storageError { try store.delete(id: id) }?.kind == .readOnly)
                // A collection never created there cannot be: a clear error, not a crash.
                #expect(storageError { _ = try TodoStore.open(in: temporary.location) }?.kind == .readOnly)
            }
            chmod(temporary.userData.path, 0o755)
            #expect(bytes(of: url) == before)
            #expect(try CoffeeStore.open(in: temporary.location).detail(id: id)?.name == "Mine")
        }
    }

    @Test func aFullDiskRefusesTheChangeAndKeepsTheData() throws {
        try withTemporaryLocation { temporary in
            let pages = try CoffeeStore.open(in: temporary.location).database.read {
                try $0.scalar("PRAGMA page_count")
            }
            var options = Database.Options()
            options.maxPageCount = Int(pages) + 2
            let store = try CoffeeStore.open(in: temporary.location, options: options)
            let big = String(repeating: "🫘", count: 100_000)
            let error = storageError { try store.insert(name: big, price: 1) }
            #expect(error?.kind == .diskFull)
            #expect(error?.message.isEmpty == false)
            #expect(try store.count() == 4)
            #expect(try store.search("🫘🫘🫘").isEmpty)
            try store.update(id: 1, name: "Still works") // small changes fit
            #expect(try store.detail(id: 1)?.name == "Still works")
            #expect(try store.integrityProblems().isEmpty)
        }
    }

    @Test func aLockedDatabaseGivesBusyThenWorks() throws {
        try withTemporaryLocation { temporary in
            var options = Database.Options()
            options.busyTimeoutMilliseconds = 20
            let store = try CoffeeStore.open(in: temporary.location, options: options)
            let other = try Database(path: store.fileURL.path, mode: .readWrite(create: false), options: options)
            defer { other.close() }
            try other.execute("BEGIN IMMEDIATE; INSERT INTO Coffee(CoffeeName, Price) VALUES ('Other program', 1);")
            let error = storageError { try store.insert(name: "Blocked", price: 1) }
            #expect(error?.kind == .busy)
            #expect(try store.count() == 4) // WAL: reading goes on meanwhile
            try other.execute("ROLLBACK")
            try store.insert(name: "After", price: 1)
            #expect(try store.search("after").count == 1)
            #expect(try store.search("blocked").isEmpty)
        }
    }

    @Test func aFolderWhereTheFileShouldBeIsAnError() throws {
        try withTemporaryLocation { temporary in
            try FileManager.default.createDirectory(at: temporary.file("zoo.sqlite"), withIntermediateDirectories: true)
            #expect(storageError { _ = try ZooStore.open(in: temporary.location) }?.kind == .cannotOpen)
        }
    }

    @Test func errorMessagesAreTranslatableSentences() {
        let kinds: [StorageError.Kind] = [
            .corrupt, .notADatabase, .readOnly, .diskFull, .busy, .cannotOpen, .constraint,
            .notFound, .schemaTooNew, .invalidValue, .missingBundledData, .io, .other,
        ]
        for kind in kinds {
            let error = StorageError(kind: kind, path: "/x/coffee.sqlite")
            #expect(!error.message.isEmpty)
            #expect(error.localizedDescription == error.message)
        }
    }
}
