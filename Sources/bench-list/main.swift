// bench-list: the list component with 1,000,000 rows against 1,000 and 100 rows (time to
// the first frame, memory before and after a search typed into the real component, the
// first keystroke and the next ones as the user sees them), and search latency per
// keystroke over 1,000,000 titles against the original tutorials' approach (copy every
// title, case-insensitive rangeOfString: on each), measured in the same run, both warm
// and in one process. Run through meson-helpers/bench-list.sh (needs a display: the
// script provides a virtual one).
import CGtk
import DrilldownApp
import Foundation
import Gtk
import Model

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }

/// Resident and peak resident memory of this process in MiB (from /proc/self/status).
func memory() -> (rss: Double, peak: Double) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
    func field(_ name: String) -> Double {
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.split(separator: " ").compactMap { Double($0) }
            return (digits.first ?? 0) / 1024
        }
        return 0
    }
    return (field("VmRSS:"), field("VmHWM:"))
}

/// Child mode: opens a window with the list over `count` titles and, once the first frame
/// with rows is painted, types "mango 047" into its search one key at a time, waiting for
/// each result. Prints "frameMs rssBeforeList peakAtFrame boundRows firstKeyMs
/// nextKeysMeanMs rssAfterSearch peakAfterSearch".
@MainActor
func firstFrame(count: Int) -> Int32 {
    guard Toolkit.initialize() else {
        print("no display")
        return 1
    }
    ListBenchmarkSupport.loadStyle()
    let titles = SyntheticTitles.make(count: count)
    let before = memory().rss
    let start = now()
    let list = ListBenchmarkSupport.makeList(titles: titles)
    let window = Window()
    window.setDefaultSize(width: 900, height: 680)
    window.child = list.content
    window.present()
    var painted = false
    var clock: Object?
    MainContext.iterate(until: {
        if clock == nil, let frameClock = gtk_widget_get_frame_clock(window.widget) {
            let wrapper = Object(UnsafeMutableRawPointer(frameClock))
            wrapper.on("after-paint") { if list.boundRows() > 0 { painted = true } }
            clock = wrapper
        }
        return painted
    }, timeout: 30)
    let elapsed = now() - start
    let peak = memory().peak
    // The search as the user runs it: the first key opens the search (the corpus build
    // starts in the background) and is answered when the build and the scan are done.
    var keyTimes: [Double] = []
    for length in 1...keystrokes.count {
        let keyStart = now()
        list.search(String(keystrokes[0..<length]))
        guard MainContext.iterate(until: { list.results() != nil }, timeout: 30) else {
            print("search timed out")
            return 1
        }
        keyTimes.append(now() - keyStart)
    }
    let after = memory()
    let next = keyTimes.dropFirst().reduce(0, +) / Double(max(1, keyTimes.count - 1))
    print(String(format: "%.1f %.1f %.1f %d %.1f %.1f %.1f %.1f", elapsed, before, peak, list.boundRows(),
                 keyTimes[0], next, after.rss, after.peak))
    window.destroy()
    return painted ? 0 : 1
}

let keystrokes = Array("mango 047")

struct FrameRun {
    var ms: Double; var before: Double; var peak: Double; var rows: Int
    var firstKey: Double; var nextKeys: Double; var afterSearch: Double; var peakAfterSearch: Double
}

func runChild(count: Int) -> FrameRun? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["frame", String(count)]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    process.waitUntilExit()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let parts = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    guard parts.count == 8 else { return nil }
    return FrameRun(ms: parts[0], before: parts[1], peak: parts[2], rows: Int(parts[3]),
                    firstKey: parts[4], nextKeys: parts[5], afterSearch: parts[6], peakAfterSearch: parts[7])
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// The original tutorials' searchTableView: copy every title into a new array, then keep those whose
/// case-insensitive rangeOfString: finds the query.
func tutorialSearch(_ titles: [String], _ query: String) -> [String] {
    var searchArray: [String] = []
    for title in titles { searchArray.append(title) }
    var results: [String] = []
    for title in searchArray where title.range(of: query, options: .caseInsensitive) != nil {
        results.append(title)
    }
    return results
}

func searchBenchmark(count: Int) {
    let titles = SyntheticTitles.make(count: count)
    var start = now()
    let corpus = SearchCorpus(titles: titles)
    let buildMs = now() - start
    print("")
    print("Search, \(count) titles, typing \"mango 047\" one key at a time (ms per keystroke, one process, warm)")
    print("| query       | matches | tutorials: copy + rangeOfString | full scan (ours) | narrowing (ours, as the list runs it) |")
    print("|-------------|--------:|--------------------------------:|-----------------:|--------------------------------------:|")
    var previous: (String, [Int])?
    var totals = (tutorial: 0.0, full: 0.0, narrow: 0.0)
    var firstFull = 0.0
    for length in 1...keystrokes.count {
        let query = String(keystrokes[0..<length])
        start = now()
        let tutorial = tutorialSearch(titles, query)
        let tutorialMs = now() - start
        start = now()
        let full = corpus.matches(query) ?? []
        let fullMs = now() - start
        start = now()
        let candidates = previous.flatMap { searchNarrows(from: $0.0, to: query) ? $0.1 : nil }
        let narrowed = corpus.matches(query, among: candidates) ?? []
        let narrowMs = now() - start
        previous = (query, narrowed)
        if tutorial.count != full.count || full != narrowed {
            print("MISMATCH for \(query): tutorials \(tutorial.count), full \(full.count), narrowed \(narrowed.count)")
        }
        totals.tutorial += tutorialMs; totals.full += fullMs; totals.narrow += narrowMs
        if length == 1 { firstFull = fullMs }
        let padded = ("\"" + query + "\"").padding(toLength: 11, withPad: " ", startingAt: 0)
        print(String(format: "| %@ | %7d | %31.1f | %16.1f | %37.1f |", padded, full.count, tutorialMs, fullMs, narrowMs))
    }
    let n = Double(keystrokes.count)
    print(String(format: "| mean        |         | %31.1f | %16.1f | %37.1f |", totals.tutorial / n, totals.full / n, totals.narrow / n))
    print(String(format: "Ratio full scan / tutorials' search, mean per keystroke: %.3f×", totals.full / totals.tutorial))
    print(String(format: "Corpus build (once per data change, off the main thread): %.1f ms; first keystroke (build + full scan of \"m\"): %.1f ms",
                 buildMs, buildMs + firstFull))
}

let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "frame", let count = Int(arguments[2]) {
    let status = MainActor.assumeIsolated { firstFrame(count: count) }
    exit(status)
}

let repeats = 5
print("List component (RowListView over GtkListView): first frame, then \"mango 047\" typed into its search")
print("(median of \(repeats) runs each, separate processes, cold process / warm page cache; memory in MiB from /proc)")
print("| rows      | first frame (ms) | RSS before list | peak RSS at frame | rows materialised | first keystroke (ms) | next keystrokes, mean (ms) | RSS after search | peak RSS after search |")
print("|----------:|-----------------:|----------------:|------------------:|------------------:|---------------------:|---------------------------:|-----------------:|----------------------:|")
var summary: [Int: FrameRun] = [:]
for count in [100, 1_000, 1_000_000] {
    let runs = (0..<repeats).compactMap { _ in runChild(count: count) }
    guard !runs.isEmpty else {
        print("| \(count) | failed (no display?) |")
        continue
    }
    let run = FrameRun(ms: median(runs.map(\.ms)), before: median(runs.map(\.before)),
                       peak: median(runs.map(\.peak)), rows: runs[0].rows,
                       firstKey: median(runs.map(\.firstKey)), nextKeys: median(runs.map(\.nextKeys)),
                       afterSearch: median(runs.map(\.afterSearch)), peakAfterSearch: median(runs.map(\.peakAfterSearch)))
    summary[count] = run
    print(String(format: "| %9d | %16.1f | %15.1f | %17.1f | %17d | %20.1f | %26.1f | %16.1f | %21.1f |", count, run.ms, run.before,
                 run.peak, run.rows, run.firstKey, run.nextKeys, run.afterSearch, run.peakAfterSearch))
}
if let thousand = summary[1_000], let large = summary[1_000_000] {
    print(String(format: "Ratio 1,000,000 / 1,000 (both fill the GTK 4.8 list's ~200 recycled rows): first frame %.2f×, peak RSS at frame %.2f×, peak RSS after search %.2f×",
                 large.ms / thousand.ms, large.peak / thousand.peak, large.peakAfterSearch / thousand.peakAfterSearch))
}
if let small = summary[100], let large = summary[1_000_000] {
    print(String(format: "Ratio 1,000,000 / 100: first frame %.2f×, peak RSS at frame %.2f× (the 1M titles themselves: %.1f MiB); search adds %.1f MiB at 1M rows",
                 large.ms / small.ms, large.peak / small.peak, large.before - small.before, large.peakAfterSearch - large.peak))
}
searchBenchmark(count: 1_000_000)
