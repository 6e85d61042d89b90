// Benchmark of the home search (UniversalSearch): every section, with 1,000,000 coffees
// added to the original tutorial's Coffee List, typed one key at a time; a naive scan (Foundation's
// case- and diacritic-insensitive range(of:) over every title, then a stable sort by
// rank) measured in the same run as the peer. Its memory: the compact index against the
// representation it replaced (`PreviousRepresentation`), each loaded in a fresh child
// process, in turn (A B A B).
//
//   bench-search [--coffees N] [--baseline PATH]      (see meson-helpers/bench-search.sh)
// --baseline PATH: a bench-search built from another revision, run once in the middle of
// this run; its summary is printed beside ours.
import Foundation
import Model
import TestSupport

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.count == 3, arguments[0] == "--child" {
    runChild(kind: arguments[1], root: URL(fileURLWithPath: arguments[2]))
}
func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
        let number = Int(arguments[index + 1])
    else { return value }
    return number
}
let coffeeCount = option("--coffees", default: 1_000_000)
let baseline = arguments.firstIndex(of: "--baseline").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }

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
// A temporary folder of this run: a leftover after a failed removal is harmless.
defer { try? FileManager.default.removeItem(at: root) }
let storage = location(root: root)

var start = now()
do {
    _ = try CoffeeStore.open(in: storage) // creates and seeds the file
} catch { fail("\(error)") }
bulkInsertCoffees(storage.userData.appendingPathComponent("coffee.sqlite"), SyntheticTitles.make(count: coffeeCount))
let setupMs = now() - start

let (coffee, sources) = allSources(storage)
let total = (try? coffee.count()) ?? 0
print(
    "Home search over every section, \(total) coffees (\(coffeeCount) added to the original tutorial's),"
        + " set-up \(Int(setupMs)) ms; load average \(loadAverage())")

// Memory: each representation loaded in a fresh process, in turn.
var compactRuns: [ChildFigures] = [], previousRuns: [ChildFigures] = []
for _ in 0..<2 {
    compactRuns.append(measureInChild(kind: "compact", root: root))
    previousRuns.append(measureInChild(kind: "previous", root: root))
}
let compact = median(compactRuns), replaced = median(previousRuns)
print("")
print("Memory of the home search, every section loaded (fresh process each, A B A B, median of 2)")
print("| figure | compact index (ours) | previous representation | ratio |")
print("|---|---:|---:|---:|")
func row(_ name: String, _ ours: Double, _ peer: Double, _ unit: String) {
    print(String(format: "| %@ | %.1f %@ | %.1f %@ | %.2f× |", name, ours, unit, peer, unit, ours / max(peer, 0.001)))
}
row("bytes the index holds", compact.bytes / 1_048_576, replaced.bytes / 1_048_576, "MiB")
row("resident memory it holds (RSS after load − before)", compact.heldMB, replaced.heldMB, "MiB")
row("peak RSS while loading − before", compact.peakMB, replaced.peakMB, "MiB")
row("load every section", compact.loadMs, replaced.loadMs, "ms")

// The baseline build, if any, runs here (between our memory runs and our keystrokes).
let baselineOutput = baseline.map(runBaseline)

let search = UniversalSearch(sources: sources)
start = now()
search.prepare()
let prepareMs = now() - start
print("")
print(
    String(
        format:
            "Load every section into the search (once, off the main thread, at start-up): %.0f ms; index %.1f MiB",
        prepareMs, Double(search.byteCount) / 1_048_576))

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
print(String(format: "Peak RSS at the end: %.0f MiB; load average %@", peakMemoryMB(), loadAverage()))

if let baselineOutput {
    print("")
    print("Against the baseline build (\(baseline ?? "")), same run")
    print("| figure | ours | baseline | ratio |")
    print("|---|---:|---:|---:|")
    let figures: [(String, Double)] = [
        ("first keystroke (median), worst of 3 phrases", firstKeystrokes.max() ?? 0),
        ("later keystrokes (median), worst", laterKeystrokes.max() ?? 0),
        ("every keystroke, mean", mean(ours)),
        ("keystroke right after adding a coffee (found)", afterEdit),
        ("load every section (once)", prepareMs),
    ]
    for (name, value) in figures {
        guard let theirs = summaryFigure(name, in: baselineOutput) else { continue }
        print(String(format: "| %@ | %.1f ms | %.1f ms | %.2f× |", name, value, theirs, value / max(theirs, 0.001)))
    }
    if let line = baselineOutput.split(separator: "\n").first(where: { $0.hasPrefix("Load every section") }) {
        print("Baseline: " + line)
    }
}
