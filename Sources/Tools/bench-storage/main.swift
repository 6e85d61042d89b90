// Benchmark for the storage area and the search path. Each mode is one job, run as its
// own process by meson-helpers/bench-storage.sh, which times the processes in pairs
// (both sides include their process start; peak memory from /usr/bin/time -f %M):
//
//   bench-storage add-coffees DIR N        N coffees through CoffeeStore.insert, one
//                                          transaction each (the app's path)
//   bench-storage make-titles FILE N       N synthetic titles, one per line
//   bench-storage build-titles FILE DB fts|plain
//                                          a title table from FILE in one transaction,
//                                          with (fts) or without (plain) the FTS5 trigram
//                                          index the stores used to keep: its write cost
//   bench-storage search-corpus FILE       the list's search: corpus build, first
//                                          keystroke, then typing "mango 047"
//   bench-storage search-fts DB            the same keystrokes through the FTS5 index
//                                          (and SQLite's LIKE scan, warm, for reference)
//   bench-storage crash-child …            the child process of the crash test
import BenchSupport
import CSQLite
import Foundation
import Model
import TestSupport

let arguments = Array(CommandLine.arguments.dropFirst())
let keystrokes = benchmarkKeystrokes

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench-storage: \(message)\n".utf8))
    exit(1)
}

/// Resident and peak resident memory of this process in MiB.
func memory() -> (rss: Double, peak: Double) { processMemory() }

func readTitles(_ path: String) -> [String] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
}

// MARK: Raw SQLite (the FTS5 alternative no longer exists in Model)

final class Connection {
    var handle: OpaquePointer?
    init(_ path: String) {
        guard sqlite3_open(path, &handle) == SQLITE_OK else { fail("cannot open \(path)") }
    }
    deinit { sqlite3_close(handle) }
    func execute(_ sql: String) {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            fail(String(cString: sqlite3_errmsg(handle)))
        }
    }
    func prepare(_ sql: String) -> OpaquePointer? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            fail(String(cString: sqlite3_errmsg(handle)))
        }
        return statement
    }
    /// The integers of column 0 for `sql` with one text parameter.
    func ids(_ sql: String, _ text: String) -> [Int64] {
        let statement = prepare(sql)
        defer { sqlite3_finalize(statement) }
        sqlite3_bind_text(statement, 1, text, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        var result: [Int64] = []
        while sqlite3_step(statement) == SQLITE_ROW { result.append(sqlite3_column_int64(statement, 0)) }
        return result
    }
}

/// The same pragmas the stores use (Database.swift): WAL, synchronous FULL.
func storePragmas(_ connection: Connection) {
    connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
}

func buildTitles(file: String, database: String, fts: Bool) {
    let titles = readTitles(file)
    try? FileManager.default.removeItem(atPath: database)
    let connection = Connection(database)
    storePragmas(connection)
    connection.execute("CREATE TABLE titles(id INTEGER PRIMARY KEY, title TEXT)")
    if fts { connection.execute("CREATE VIRTUAL TABLE titles_search USING fts5(title, tokenize = 'trigram')") }
    connection.execute("BEGIN IMMEDIATE")
    let insert = connection.prepare("INSERT INTO titles(title) VALUES (?)")
    let index =
        fts ? connection.prepare("INSERT INTO titles_search(rowid, title) VALUES (last_insert_rowid(), ?)") : nil
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for title in titles {
        sqlite3_bind_text(insert, 1, title, -1, transient)
        guard sqlite3_step(insert) == SQLITE_DONE else { fail("insert failed") }
        sqlite3_reset(insert)
        if let index {
            sqlite3_bind_text(index, 1, title, -1, transient)
            guard sqlite3_step(index) == SQLITE_DONE else { fail("index insert failed") }
            sqlite3_reset(index)
        }
    }
    sqlite3_finalize(insert)
    sqlite3_finalize(index)
    connection.execute("COMMIT")
    let size = (try? FileManager.default.attributesOfItem(atPath: database)[.size] as? Int) ?? 0
    print(
        String(
            format: "build-titles %@: %d rows, %.1f MB on disk", fts ? "fts" : "plain", titles.count,
            Double(size) / 1_048_576))
}

func table(_ header: String) {
    print(header)
    print("| query       | matches | full scan (ms) | as the list runs it (ms) |")
    print("|-------------|--------:|---------------:|-------------------------:|")
}

func line(_ query: String, _ count: Int, _ full: Double, _ list: Double) {
    let padded = ("\"" + query + "\"").padding(toLength: 11, withPad: " ", startingAt: 0)
    print(String(format: "| %@ | %7d | %14.1f | %24.1f |", padded, count, full, list))
}

func searchCorpus(file: String) {
    let titles = readTitles(file)
    let loaded = memory().rss
    var start = now()
    let corpus = SearchCorpus(titles: titles)
    let build = now() - start
    table("Search with SearchCorpus over \(titles.count) titles (the list's path; ms, this process)")
    var typing = TypedSearch(over: corpus)
    var fullTotal = 0.0, listTotal = 0.0, first = 0.0
    for length in 1...keystrokes.count {
        let key = typing.type(String(keystrokes[0..<length]))
        if !key.agrees { fail("narrowing disagrees for \(key.query)") }
        fullTotal += key.fullMs; listTotal += key.narrowedMs
        if length == 1 { first = build + key.fullMs }
        line(key.query, key.matches.count, key.fullMs, length == 1 ? first : key.narrowedMs)
    }
    let n = Double(keystrokes.count)
    print(String(format: "| mean        |         | %14.1f | %24.1f |", fullTotal / n, listTotal / n))
    let after = memory()
    print(String(format: "corpus build %.1f ms; first keystroke (build + full scan) %.1f ms", build, first))
    print(
        String(
            format: "memory: titles loaded %.1f MB, after search %.1f MB (corpus %.1f MB), peak %.1f MB",
            loaded, after.rss, Double(corpus.byteCount) / 1_048_576, after.peak))
}

func searchFTS(database: String) {
    var start = now()
    let connection = Connection(database)
    storePragmas(connection)
    let opened = memory().rss
    let openMs = now() - start
    table("Search with the FTS5 trigram index over the same titles (ms, this process; 1–2 letters: LIKE scan)")
    var fullTotal = 0.0, likeTotal = 0.0
    var likeTimes: [String] = []
    for length in 1...keystrokes.count {
        let query = String(keystrokes[0..<length])
        let like = "%" + query + "%"
        start = now()
        let hits: [Int64]
        if query.unicodeScalars.count >= 3 {
            hits = connection.ids(
                "SELECT rowid FROM titles_search WHERE titles_search MATCH ? ORDER BY rowid",
                "\"" + query + "\"")
        } else {
            hits = connection.ids("SELECT id FROM titles WHERE title LIKE ? ORDER BY id", like)
        }
        let ms = now() - start
        start = now()
        let scanned = connection.ids("SELECT id FROM titles WHERE title LIKE ? ORDER BY id", like)
        let likeMs = now() - start
        if scanned.count != hits.count { fail("FTS and LIKE disagree for \(query)") }
        fullTotal += ms; likeTotal += likeMs
        line(query, hits.count, ms, length == 1 ? openMs + ms : ms)
        likeTimes.append(String(format: "%.1f", likeMs))
    }
    let n = Double(keystrokes.count)
    print(String(format: "| mean        |         | %14.1f | %24.1f |", fullTotal / n, fullTotal / n))
    print(
        String(
            format: "open %.1f ms; SQLite LIKE scan per keystroke (warm, same process): %@ ms, mean %.1f ms",
            openMs, likeTimes.joined(separator: " "), likeTotal / n))
    let after = memory()
    print(String(format: "memory: opened %.1f MB, after search %.1f MB, peak %.1f MB", opened, after.rss, after.peak))
}

func addCoffees(directory: String, count: Int) {
    let location = DataLocation(
        bundledData: DataLocation.current().bundledData,
        userData: URL(fileURLWithPath: directory, isDirectory: true))
    do {
        let store = try CoffeeStore.open(in: location)
        for number in 0..<count {
            try store.insert(name: "Coffee \(number)", price: Decimal(number % 1000) / 100)
        }
    } catch {
        fail("add-coffees: \(error)")
    }
}

switch arguments.first {
case "crash-child":
    exit(CrashChild.run(arguments: Array(arguments.dropFirst())))
case "add-coffees" where arguments.count == 3:
    addCoffees(directory: arguments[1], count: Int(arguments[2]) ?? 1000)
case "make-titles" where arguments.count == 3:
    let titles = SyntheticTitles.make(count: Int(arguments[2]) ?? 1_000_000)
    guard
        FileManager.default.createFile(
            atPath: arguments[1], contents: Data((titles.joined(separator: "\n") + "\n").utf8))
    else {
        fail("cannot write \(arguments[1])")
    }
case "build-titles" where arguments.count == 4:
    buildTitles(file: arguments[1], database: arguments[2], fts: arguments[3] == "fts")
case "search-corpus" where arguments.count == 2:
    searchCorpus(file: arguments[1])
case "search-fts" where arguments.count == 2:
    searchFTS(database: arguments[1])
default:
    fail("unknown mode; see the comment at the top of Sources/bench-storage/main.swift")
}
