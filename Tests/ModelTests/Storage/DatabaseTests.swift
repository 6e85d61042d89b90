import CSQLite
import Foundation
import Testing

@testable import Model

@Suite struct DatabaseTests {
    private func scratchDatabase(_ body: (Database) throws -> Void) throws {
        try withTemporaryLocation { temporary in
            try FileManager.default.createDirectory(at: temporary.userData, withIntermediateDirectories: true)
            let database = try Database(path: temporary.file("scratch.sqlite").path, mode: .readWrite(create: true))
            defer { database.close() }
            try body(database)
        }
    }

    @Test func connectionPragmasAreSet() throws {
        try scratchDatabase { database in
            let journal = try database.queryFirst("PRAGMA journal_mode") { $0.string(0) }
            let settings = try ["foreign_keys", "trusted_schema", "synchronous"].map {
                try database.scalar("PRAGMA \($0)")
            }
            #expect(journal == "wal")
            #expect(settings == [1, 0, 2]) // on, off, FULL
        }
    }

    @Test func everyValueTypeRoundTrips() throws {
        try scratchDatabase { database in
            try database.execute("CREATE TABLE t(i INTEGER, r REAL, s TEXT, b BLOB, n)")
            let text = "a\u{0}b \"q\" 'x' DROP TABLE t; -- ☕️👩🏽‍💻"
            let blob = Data([0, 1, 2, 255, 0])
            try database.run(
                "INSERT INTO t VALUES (?, ?, ?, ?, ?)",
                [.integer(Int64.max), .real(-0.125), .text(text), .blob(blob), .null])
            let row = try database.queryFirst("SELECT i, r, s, b, n FROM t") {
                ($0.int64(0), $0.double(1), $0.text(2), $0.data(3), $0.isNull(4), $0.text(4))
            }
            #expect(row?.0 == Int64.max)
            #expect(row?.1 == -0.125)
            #expect(row?.2 == text)
            #expect(row?.3 == blob)
            #expect(row?.4 == true)
            #expect(row?.5 == nil)
        }
    }

    @Test func emptyBlobAndEmptyTextAreNotNull() throws {
        try scratchDatabase { database in
            try database.execute("CREATE TABLE t(s TEXT, b BLOB)")
            try database.run("INSERT INTO t VALUES (?, ?)", [.text(""), .blob(Data())])
            let row = try database.queryFirst("SELECT s IS NULL, b IS NULL, s, b FROM t") {
                ($0.int(0), $0.int(1), $0.text(2), $0.data(3))
            }
            #expect(row?.0 == 0)
            #expect(row?.1 == 0)
            #expect(row?.2 == "")
            #expect(row?.3 == Data())
        }
    }

    @Test func failedTransactionRollsBackEverything() throws {
        try scratchDatabase { database in
            try database.execute("CREATE TABLE t(x INTEGER NOT NULL)")
            #expect(throws: StorageError.self) {
                try database.transaction {
                    try database.run("INSERT INTO t VALUES (1)")
                    try database.run("INSERT INTO t VALUES (NULL)") // NOT NULL fails
                }
            }
            #expect(try database.scalar("SELECT count(*) FROM t") == 0)
            #expect(!database.isInTransaction)
            try database.transaction { try database.run("INSERT INTO t VALUES (2)") }
            #expect(try database.scalar("SELECT count(*) FROM t") == 1)
        }
    }

    @Test func errorsCarrySQLitesCodeAndMessage() throws {
        try scratchDatabase { database in
            try database.execute("CREATE TABLE t(x INTEGER NOT NULL)")
            let error = storageError { try database.run("INSERT INTO t VALUES (NULL)") }
            #expect(error?.kind == .constraint)
            #expect(error?.code == SQLITE_CONSTRAINT | (5 << 8)) // SQLITE_CONSTRAINT_NOTNULL
            #expect(error?.sqliteMessage?.contains("NOT NULL") == true)
            #expect(error?.message.isEmpty == false)
            let syntax = storageError { try database.run("SELEC nonsense") }
            #expect(syntax?.kind == .other)
            #expect(syntax?.sqliteMessage?.contains("syntax error") == true)
        }
    }

    @Test func nestedTransactionsUseSavepoints() throws {
        try scratchDatabase { database in
            try database.execute("CREATE TABLE t(x)")
            try database.transaction {
                try database.run("INSERT INTO t VALUES (1)")
                _ = try? database.transaction {
                    try database.run("INSERT INTO t VALUES (2)")
                    throw StorageError.invalid("inner fails")
                }
            }
            #expect(try database.query("SELECT x FROM t") { $0.int(0) } == [1])
        }
    }

    @Test func bundledFileRefusesPathsOutsideTheRoot() throws {
        try scratchDatabase { database in
            let root = DataLocation.current().bundledData
            try database.withBundledFiles(root: root) {
                let png = try database.queryFirst("SELECT bundled_file('images/cities/london.png')") { $0.data(0) }
                #expect(png??.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
                #expect(throws: StorageError.self) { try database.run("SELECT bundled_file('../Package.swift')") }
                #expect(throws: StorageError.self) { try database.run("SELECT bundled_file('/etc/passwd')") }
            }
            // Gone once seeding is over.
            #expect(throws: StorageError.self) { try database.run("SELECT bundled_file('images/cities/london.png')") }
        }
    }
}
