// Benchmark for the storage area: prints figures with the peer measured in the same run.
//
//   bench-storage [--rows N] [--coffees N]   the benchmark (see meson-helpers/bench-storage.sh)
//   bench-storage crash-child …             the child process of the crash test
import Foundation
import Model

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "crash-child" {
    exit(CrashChild.run(arguments: Array(arguments.dropFirst())))
}

func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
          let number = Int(arguments[index + 1]) else { return value }
    return number
}

let coffeeCount = option("--coffees", default: 100_000)
let rowCount = option("--rows", default: 1_000_000)

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// Runs `body` `runs` times and returns the median duration in seconds.
func median(runs: Int = 7, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = now()
        try body()
        times.append(now() - start)
    }
    return times.sorted()[times.count / 2]
}

func peakMemoryMB(_ who: __rusage_who = RUSAGE_SELF) -> Double {
    var usage = rusage()
    getrusage(who.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// Runs the sqlite3 command-line tool on `database` with `sql` on stdin; returns seconds.
func sqliteCLI(_ database: URL, sql: URL, output: Bool = false) throws -> (seconds: Double, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sqlite3", "-batch", database.path]
    process.standardInput = try FileHandle(forReadingFrom: sql)
    let pipe = Pipe()
    process.standardOutput = pipe
    let start = now()
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let seconds = now() - start
    guard process.terminationStatus == 0 else {
        throw StorageError(kind: .other, sqliteMessage: "sqlite3 exited with \(process.terminationStatus)")
    }
    return (seconds, String(decoding: data, as: UTF8.self))
}

func format(_ seconds: Double) -> String {
    seconds < 0.01 ? String(format: "%8.3f ms", seconds * 1000) : String(format: "%8.1f ms", seconds * 1000)
}

func ratio(_ ours: Double, _ peer: Double) -> String {
    String(format: "%.2fx", peer / ours)
}

/// Deterministic country-like names ("Kalorian Vistabur").
func syntheticTitle(_ index: Int) -> String {
    let syllables = ["ka", "lo", "ri", "an", "ne", "mar", "sel", "tu", "vi", "or", "land", "ia", "stan", "bur",
                     "go", "ze", "qu", "pe", "dor", "is", "ca", "mi", "rho", "ul", "ben", "tos", "ha", "ey", "wa", "jo"]
    var random = SplitMix64(seed: UInt64(index) &* 2_654_435_761 &+ 1)
    func word(_ count: Int) -> String {
        var text = ""
        for _ in 0..<count { text += syllables[Int(random.next() % UInt64(syllables.count))] }
        return text.prefix(1).uppercased() + text.dropFirst()
    }
    let words = Int(random.next() % 2) + 1
    return (0..<words).map { _ in word(Int(random.next() % 3) + 2) }.joined(separator: " ")
}

do {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bench-storage-\(getpid())", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let bundled = DataLocation.current().bundledData
    print("bench-storage: SQLite stores, \(ProcessInfo.processInfo.activeProcessorCount) CPUs, scratch \(scratch.path)")
    print("")

    // 1. 100,000 coffees in one transaction: CoffeeStore vs the sqlite3 tool, same schema and SQL.
    let oursLocation = DataLocation(bundledData: bundled, userData: scratch.appendingPathComponent("ours"))
    let peerLocation = DataLocation(bundledData: bundled, userData: scratch.appendingPathComponent("peer"))
    let store = try CoffeeStore.open(in: oursLocation)
    let peerFile = try CoffeeStore.open(in: peerLocation).fileURL  // same schema and seed, then closed
    let coffees = (0..<coffeeCount).map { (name: "Coffee \($0) ‘\(syntheticTitle($0))’", price: Decimal($0 % 1000) / 100) }
    var script = "PRAGMA foreign_keys = ON;\nPRAGMA synchronous = FULL;\nBEGIN IMMEDIATE;\n"
    script.reserveCapacity(coffeeCount * 150)
    for coffee in coffees {
        let quoted = "'" + coffee.name.replacingOccurrences(of: "'", with: "''") + "'"
        script += "INSERT INTO Coffee(CoffeeName, Price) VALUES (\(quoted), \(coffee.price));\n"
        script += "INSERT INTO coffee_search(rowid, title) VALUES (last_insert_rowid(), \(quoted));\n"
    }
    script += "COMMIT;\n"
    let scriptURL = scratch.appendingPathComponent("insert.sql")
    try script.write(to: scriptURL, atomically: true, encoding: .utf8)
    let insertStart = now()
    try store.insert(contentsOf: coffees)
    let oursInsert = now() - insertStart
    let peerInsert = try sqliteCLI(peerFile, sql: scriptURL).seconds
    let inserted = try store.count()
    print("Insert \(coffeeCount) coffees in one transaction (store now has \(inserted))")
    print("  CoffeeStore.insert(contentsOf:)   \(format(oursInsert))")
    print("  sqlite3 tool, same SQL            \(format(peerInsert))   (store is \(ratio(oursInsert, peerInsert)) as fast)")
    let firstCoffees = try median { _ = try store.page(offset: 0, limit: 50) }
    let coffeeSearch = try median { _ = try store.search("latte") }
    print("  first page of 50 names            \(format(firstCoffees))")
    print("  search \"latte\"                    \(format(coffeeSearch))")
    print("")

    // 2. A 1,000,000-row title table: first page, letter jump and search.
    let tableURL = scratch.appendingPathComponent("titles.sqlite")
    let buildStart = now()
    _ = try LargeTitleTable.create(at: tableURL, titles: (0..<rowCount).lazy.map(syntheticTitle), order: .alphabetical)
    let build = now() - buildStart
    let openStart = now()
    let table = try LargeTitleTable.open(at: tableURL)
    let firstPage = try table.titles(in: 0..<50)
    let coldFirstPage = now() - openStart
    let warmFirstPage = try median { _ = try table.titles(in: 0..<50) }
    let middlePage = try median { _ = try table.titles(in: (rowCount / 2)..<(rowCount / 2 + 50)) }
    let letterJump = try median { _ = try table.firstPosition(atOrAfter: "M") }
    let query = "stanbur"
    var hits = 0
    let searchPage = try median { hits = try table.search(query, limit: 50).count }
    var allHits = 0
    let searchAll = try median(runs: 3) { allHits = try table.search(query, limit: Int.max).count }
    let shortSearch = try median(runs: 3) { _ = try table.search("qz", limit: 50) }
    let scanSQL = scratch.appendingPathComponent("scan.sql")
    // `.timer on` makes the tool report the query's own time, without its start-up.
    try ".timer on\nSELECT count(*) FROM titles WHERE title LIKE '%\(query)%';\n".write(to: scanSQL, atomically: true, encoding: .utf8)
    var scanResult = ""
    var scanTimes: [Double] = []
    for _ in 0..<3 {
        let output = try sqliteCLI(tableURL, sql: scanSQL).output
        let lines = output.split(separator: "\n")
        scanResult = lines.first.map(String.init) ?? ""
        if let timer = lines.first(where: { $0.hasPrefix("Run Time: real ") }),
           let seconds = Double(timer.dropFirst("Run Time: real ".count).prefix { $0 != " " }) {
            scanTimes.append(seconds)
        }
    }
    let scan = scanTimes.isEmpty ? 0 : scanTimes.sorted()[scanTimes.count / 2]
    let size = (try FileManager.default.attributesOfItem(atPath: tableURL.path)[.size] as? Int) ?? 0
    print("Table of \(table.count) titles (\(size / 1_048_576) MB; first: \(firstPage.first ?? "-"))")
    print("  build (insert, sort, indexes)     \(format(build))")
    print("  open + first page of 50           \(format(coldFirstPage))")
    print("  first page of 50 (warm)           \(format(warmFirstPage))")
    print("  page of 50 in the middle          \(format(middlePage))")
    print("  first row at or after \"M\"         \(format(letterJump))")
    print("  search \"\(query)\", first \(hits) hits     \(format(searchPage))")
    print("  search \"\(query)\", all \(allHits) hits    \(format(searchAll))")
    print("  sqlite3 tool LIKE scan, count \(scanResult.trimmingCharacters(in: .whitespacesAndNewlines))   \(format(scan))   (index is \(ratio(searchAll, scan)) as fast)")
    print("  search \"qz\" (2 letters: scan)    \(format(shortSearch))")
    print("")
    print(String(format: "Peak memory: bench-storage %.1f MB, sqlite3 tool %.1f MB",
                 peakMemoryMB(), peakMemoryMB(RUSAGE_CHILDREN)))
} catch {
    FileHandle.standardError.write(Data("bench-storage failed: \(error)\n".utf8))
    exit(1)
}
