// Benchmark of the home search (UniversalSearch): every section, with 1,000,000 coffees
// added to the original tutorial'sed Coffee List, typed one key at a time; a naive scan (Foundation's
// case- and diacritic-insensitive range(of:) over every title, then a stable sort by
// rank) measured in the same run as the peer.
//
//   bench-search [--coffees N]      (see meson-helpers/bench-search.sh)
import CSQLite
import Foundation
import Model

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
        let number = Int(arguments[index + 1])
    else { return value }
    return number
}
let coffeeCount = option("--coffees", default: 1_000_000)

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }

func peakMemoryMB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("bench-search: " + message + "\n").utf8))
    exit(1)
}

/// Adds `names` to coffee.sqlite in one transaction with the C API (the store inserts
/// one row per call; this is set-up, not what is measured). The title index, when the
/// schema has one, is filled the same way so that opening the store finds it in step.
func bulkInsertCoffees(_ file: URL, _ names: [String]) {
    var handle: OpaquePointer?
    guard sqlite3_open(file.path, &handle) == SQLITE_OK, let db = handle else { fail("cannot open \(file.path)") }
    defer { sqlite3_close(db) }
    func exec(_ sql: String) {
        if sqlite3_exec(db, sql, nil, nil, nil) != SQLITE_OK { fail(String(cString: sqlite3_errmsg(db))) }
    }
    exec("BEGIN IMMEDIATE")
    var statement: OpaquePointer?
    guard
        sqlite3_prepare_v2(db, "INSERT INTO Coffee(CoffeeName, Price) VALUES (?, 2.5)", -1, &statement, nil)
            == SQLITE_OK
    else {
        fail(String(cString: sqlite3_errmsg(db)))
    }
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for name in names {
        sqlite3_bind_text(statement, 1, name, -1, transient)
        if sqlite3_step(statement) != SQLITE_DONE { fail(String(cString: sqlite3_errmsg(db))) }
        sqlite3_reset(statement)
    }
    sqlite3_finalize(statement)
    var check: OpaquePointer?
    if sqlite3_prepare_v2(db, "SELECT 1 FROM sqlite_schema WHERE name = 'coffee_search'", -1, &check, nil) == SQLITE_OK,
        sqlite3_step(check) == SQLITE_ROW
    {
        exec(
            "DELETE FROM coffee_search; INSERT INTO coffee_search(rowid, title) SELECT CoffeeID, coalesce(CoffeeName, '') FROM Coffee"
        )
    }
    sqlite3_finalize(check)
    exec("COMMIT")
}

/// The peer: every title of every section compared with Foundation's case- and
/// diacritic-insensitive search, per keystroke, then a stable sort by rank.
func naiveSearch(_ sections: [[SearchItem]], _ query: String, limit: Int) -> [(count: Int, top: [SearchItem])] {
    sections.map { entries in
        var hits: [(rank: Int, order: Int, entry: SearchItem)] = []
        for (order, entry) in entries.enumerated() {
            guard let range = entry.title.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) else {
                continue
            }
            let rank =
                range.lowerBound == entry.title.startIndex
                ? 0
                : (entry.title[entry.title.index(before: range.lowerBound)].isLetter ? 2 : 1)
            hits.append((rank, order, entry))
        }
        hits.sort { ($0.rank, $0.order) < ($1.rank, $1.order) }
        return (hits.count, hits.prefix(limit).map(\.entry))
    }
}

let root = FileManager.default.temporaryDirectory.appendingPathComponent("drilldown-bench-search-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: root) }
let location = DataLocation(
    bundledData: DataLocation.current().bundledData,
    userData: root.appendingPathComponent("drilldown"))
let data = location.bundledData

var start = now()
do {
    _ = try CoffeeStore.open(in: location) // creates and seeds the file
} catch { fail("\(error)") }
bulkInsertCoffees(location.userData.appendingPathComponent("coffee.sqlite"), SyntheticTitles.make(count: coffeeCount))
let setupMs = now() - start

let coffeeSection = SectionID("coffee")
let coffee: CoffeeStore, sources: [SearchSource]
do {
    coffee = try CoffeeStore.open(in: location)
    sources = [
        BundledSearchSource.tree(data.appendingPathComponent("drilldown.plist"), in: SectionID("drilldown")),
        BundledSearchSource.countries(in: SectionID("countries")), StoreSearchSource.coffee(coffee, in: coffeeSection),
        StoreSearchSource.todos(try TodoStore.open(in: location), in: SectionID("todo")),
        StoreSearchSource.zoo(try ZooStore.open(in: location), in: SectionID("zoo")),
        RecipeSearchSource(try RecipeStore.open(in: location), in: SectionID("recipes")),
        StoreSearchSource.cities(try CityStore.open(in: location), in: SectionID("cities")),
        BundledSearchSource.books(data.appendingPathComponent("books.xml"), in: SectionID("books")),
        BundledSearchSource.trends(data.appendingPathComponent("trends.json"), in: SectionID("trends")),
    ]
} catch { fail("\(error)") }
let total = (try? coffee.count()) ?? 0
print(
    "Home search over every section, \(total) coffees (\(coffeeCount) added to the original tutorial's),"
        + " set-up \(Int(setupMs)) ms")

let search = UniversalSearch(sources: sources)
start = now()
search.prepare()
let prepareMs = now() - start
let memoryAfterPrepare = peakMemoryMB()
print(
    String(
        format:
            "Load every section into the search (once, off the main thread, at start-up): %.0f ms; peak RSS %.0f MiB",
        prepareMs, memoryAfterPrepare))

// The naive peer needs the entries as plain arrays.
let naiveSections: [[SearchItem]] = sources.compactMap { try? $0.loadAll() }

let limit = 5
let rounds = 5
var ours: [Double] = [], peer: [Double] = []
var firstKeystrokes: [Double] = [], laterKeystrokes: [Double] = []
for phrase in ["mango 047", "café", "zebra 09"] {
    print("")
    print(
        "Typing \"\(phrase)\" one key at a time (ms per keystroke, median of \(rounds) rounds; \(limit) results per section)"
    )
    print("| query        | matches | naive scan + sort | ours  |")
    print("|--------------|--------:|------------------:|------:|")
    let characters = Array(phrase)
    let queries = (1...characters.count).map { String(characters[0..<$0]) }
    var times = Array(repeating: [Double](), count: queries.count)
    var matches = Array(repeating: 0, count: queries.count)
    for _ in 0..<rounds {
        _ = search.search("", limit: limit) // the search field emptied: no narrowing left
        for (n, query) in queries.enumerated() {
            start = now()
            guard let results = search.search(query, limit: limit) else { fail("search returned nil") }
            times[n].append(now() - start)
            matches[n] = results.reduce(0) { $0 + $1.count }
        }
    }
    for (n, query) in queries.enumerated() {
        let oursMs = times[n].sorted()[rounds / 2]
        start = now()
        let naive = naiveSearch(naiveSections, query, limit: limit)
        let peerMs = now() - start
        let naiveMatches = naive.reduce(0) { $0 + $1.count }
        if matches[n] != naiveMatches { print("MISMATCH for \(query): ours \(matches[n]), naive \(naiveMatches)") }
        ours.append(oursMs); peer.append(peerMs)
        if n == 0 { firstKeystrokes.append(oursMs) } else { laterKeystrokes.append(oursMs) }
        let padded = ("\"" + query + "\"").padding(toLength: 12, withPad: " ", startingAt: 0)
        print(String(format: "| %@ | %7d | %17.1f | %5.1f |", padded, matches[n], peerMs, oursMs))
    }
    let worst = times.flatMap { $0 }.max() ?? 0
    print(String(format: "Slowest single keystroke of the \(rounds) rounds (machine noise included): %.1f ms", worst))
}

// An edit made a moment ago: the next keystroke applies it and finds it.
var afterEdit = 0.0
do {
    let id = try coffee.insert(name: "Flat White Édition", price: 3.5)
    start = now()
    let results = search.search("flat white edition", limit: limit)
    afterEdit = now() - start
    let found =
        results?.first { $0.section == coffeeSection }?.top.contains { $0.entry.target == .row(id, in: coffeeSection) }
        == true
    if !found { print("MISMATCH: the coffee added a moment ago was not found") }
} catch { fail("\(error)") }

func mean(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }

// A list's own search (RowListView over SearchCorpus) ranks its matches by the same rule:
// what ranking adds per keystroke to the narrowing search, on the same million titles.
let titles = SyntheticTitles.make(count: coffeeCount)
let corpus = SearchCorpus(titles: titles)
var matchTimes: [Double] = [], rankTimes: [Double] = []
var previous: (String, [Int])?
for length in 1...9 {
    let query = String(Array("mango 047")[0..<length])
    start = now()
    let candidates = previous.flatMap { searchNarrows(from: $0.0, to: query) ? $0.1 : nil }
    let matches = corpus.matches(query, among: candidates) ?? []
    matchTimes.append(now() - start)
    start = now()
    _ = corpus.ranked(matches, for: query)
    rankTimes.append(now() - start)
    previous = (query, matches)
}
print("")
print(
    String(
        format:
            "List search (SearchCorpus), typing \"mango 047\" in %d titles: matching %.1f ms mean, ranking adds %.1f ms mean (worst %.1f ms, for \"m\")",
        coffeeCount, mean(matchTimes), mean(rankTimes), rankTimes.max() ?? 0))
print("")
print("| figure | ours | naive scan + sort | ratio |")
print("|---|---:|---:|---:|")
print(String(format: "| first keystroke (median), worst of 3 phrases | %.1f ms | | |", firstKeystrokes.max() ?? 0))
print(String(format: "| later keystrokes (median), worst | %.1f ms | | |", laterKeystrokes.max() ?? 0))
print(
    String(
        format: "| every keystroke, mean | %.1f ms | %.1f ms | %.3f× |", mean(ours), mean(peer),
        mean(ours) / max(mean(peer), 0.001)))
print(String(format: "| keystroke right after adding a coffee (found) | %.1f ms | | |", afterEdit))
print(String(format: "| load every section (once) | %.0f ms | | |", prepareMs))
print(String(format: "Peak RSS at the end: %.0f MiB", peakMemoryMB()))
