// bench-list: the list component with 1,000,000 rows against 1,000 and 100 rows (time to
// the first frame, memory before and after a search typed into the real component, the
// first keystroke and the next ones as the user sees them), and search latency per
// keystroke over 1,000,000 titles against the original tutorials' approach (copy every
// title, case-insensitive rangeOfString: on each), measured in the same run, both warm
// and in one process. Run through meson-helpers/bench-list.sh (needs a display: the
// script provides a virtual one).
import BenchSupport
import CGtk
import Foundation
import Gtk
import Model
import TestSupport
import WrapperTestSupport

@testable import AppTestSupport
@testable import DrilldownApp

/// Resident and peak resident memory of this process in MiB.
func memory() -> (rss: Double, peak: Double) { processMemory() }

/// CPU time of the calling thread in ms (the main thread's, when called on it).
func threadCPU() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
}

/// One keystroke as the user sees it: from the key until its result is applied and the
/// next frame is painted; `mainCPU` is the main thread's CPU time over that span.
struct Keystroke { var ms: Double; var mainCPU: Double }

/// Child mode: opens a window with the list over `count` titles and, once the first
/// frame with rows is painted, types "m" at once (the corpus is still being built: its
/// build is part of that keystroke), ends the search, waits for the corpus, opens the
/// search, then types "mango 047" one key at a time, waiting for each result to be
/// painted. Prints "frameMs rssBeforeList peakAtFrame boundRows firstKeyWithBuildMs
/// firstKeyWithBuildCPU firstKeyMs firstKeyCPU nextKeysMeanMs nextKeysMeanCPU worstKeyCPU
/// rssAfterSearch peakAfterSearch openMs openCPU".
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
    var painted = false, paints = 0
    var clock: Object?
    MainContext.iterate(
        until: {
            if clock == nil, let frameClock = gtk_widget_get_frame_clock(window.widget) {
                let wrapper = Object(UnsafeMutableRawPointer(frameClock))
                wrapper.on("after-paint") {
                    paints += 1
                    if list.boundRows() > 0 { painted = true }
                }
                clock = wrapper
            }
            return painted
        }, timeout: 30)
    let elapsed = now() - start
    let peak = memory().peak
    func type(_ query: String) -> Keystroke? {
        let keyStart = now(), cpuStart = threadCPU()
        list.search(query)
        guard MainContext.iterate(until: { list.results() != nil }, timeout: 30) else { return nil }
        let applied = paints
        MainContext.iterate(until: { paints > applied }, timeout: 5)
        return Keystroke(ms: now() - keyStart, mainCPU: threadCPU() - cpuStart)
    }
    guard let withBuild = type("m") else {
        print("search timed out")
        return 1
    }
    list.endSearch()
    MainContext.iterate(until: { list.isCorpusBuilt() }, timeout: 30)
    MainContext.iterate(until: { false }, timeout: 0.3) // settle
    // The search opened first (Ctrl+F, the search button), then typed into.
    let openStart = now(), openCPU = threadCPU()
    list.search("")
    let opened = paints
    MainContext.iterate(until: { paints > opened }, timeout: 5)
    let open = Keystroke(ms: now() - openStart, mainCPU: threadCPU() - openCPU)
    MainContext.iterate(until: { false }, timeout: 0.3) // settle
    var keys: [Keystroke] = []
    for length in 1...keystrokes.count {
        guard let key = type(String(keystrokes[0..<length])) else {
            print("search timed out")
            return 1
        }
        keys.append(key)
    }
    let after = memory()
    let next = keys.dropFirst()
    let n = Double(max(1, next.count))
    let format = "%.1f %.1f %.1f %d" + String(repeating: " %.1f", count: 11)
    print(
        String(
            format: format, elapsed, before, peak,
            list.boundRows(), withBuild.ms, withBuild.mainCPU, keys[0].ms, keys[0].mainCPU,
            next.reduce(0) { $0 + $1.ms } / n, next.reduce(0) { $0 + $1.mainCPU } / n,
            keys.map(\.mainCPU).max() ?? 0, after.rss, after.peak, open.ms, open.mainCPU))
    window.destroy()
    return painted ? 0 : 1
}

let keystrokes = benchmarkKeystrokes

struct FrameRun {
    var values: [Double]
    var ms: Double { values[0] }; var before: Double { values[1] }; var peak: Double { values[2] }
    var rows: Int { Int(values[3]) }
    var firstWithBuild: Double { values[4] }; var firstWithBuildCPU: Double { values[5] }
    var firstKey: Double { values[6] }; var firstKeyCPU: Double { values[7] }
    var nextKeys: Double { values[8] }; var nextKeysCPU: Double { values[9] }; var worstCPU: Double { values[10] }
    var afterSearch: Double { values[11] }; var peakAfterSearch: Double { values[12] }
    var open: Double { values[13] }; var openCPU: Double { values[14] }
}

/// Runs a child of `binary` (this one, or a baseline build given with --baseline).
func runChild(count: Int, binary: String) -> FrameRun? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["frame", String(count)]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    process.waitUntilExit()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let parts = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    guard parts.count == 15 else { return nil }
    return FrameRun(values: parts)
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
    print(
        "| query       | matches | tutorials: copy + rangeOfString | full scan (ours) "
            + "| narrowing (ours, as the list runs it) |")
    print(
        "|-------------|--------:|--------------------------------:|-----------------:"
            + "|--------------------------------------:|")
    var typing = TypedSearch(over: corpus)
    var totals = (tutorial: 0.0, full: 0.0, narrow: 0.0)
    var firstFull = 0.0
    for length in 1...keystrokes.count {
        let query = String(keystrokes[0..<length])
        start = now()
        let tutorial = tutorialSearch(titles, query)
        let tutorialMs = now() - start
        let key = typing.type(query)
        let (full, fullMs, narrowMs) = (key.matches, key.fullMs, key.narrowedMs)
        if tutorial.count != full.count || !key.agrees {
            print("MISMATCH for \(query): tutorials \(tutorial.count), full \(full.count), narrowing disagrees")
        }
        totals.tutorial += tutorialMs; totals.full += fullMs; totals.narrow += narrowMs
        if length == 1 { firstFull = fullMs }
        let padded = ("\"" + query + "\"").padding(toLength: 11, withPad: " ", startingAt: 0)
        print(
            String(
                format: "| %@ | %7d | %31.1f | %16.1f | %37.1f |", padded, full.count, tutorialMs, fullMs,
                narrowMs))
    }
    let n = Double(keystrokes.count)
    print(
        String(
            format: "| mean        |         | %31.1f | %16.1f | %37.1f |", totals.tutorial / n, totals.full / n,
            totals.narrow / n))
    print(
        String(
            format: "Ratio full scan / tutorials' search, mean per keystroke: %.3f×",
            totals.full / totals.tutorial))
    print(
        String(
            format: "Corpus build (once per data change, off the main thread): %.1f ms; "
                + "first keystroke (build + full scan of \"m\"): %.1f ms", buildMs, buildMs + firstFull))
}

let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "frame", let count = Int(arguments[2]) {
    let status = MainActor.assumeIsolated { firstFrame(count: count) }
    exit(status)
}

let repeats = 5
// --baseline PATH: a bench-list built from another revision; its children run in turn
// with ours (A B A B), same machine, same moment.
let baseline = arguments.firstIndex(of: "--baseline").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
let counts = arguments.contains("--large-only") ? [1_000_000] : [100, 1_000, 1_000_000]
print("List component (RowListView over GtkListView): first frame, then search keystrokes typed into it")
print("(median of \(repeats) runs each, separate processes, cold process / warm page cache; memory in MiB from /proc;")
print(
    " a keystroke lasts from the key until its result is painted;"
        + " main CPU = the main thread's CPU time in that span)")
print(
    "| build | rows | first frame (ms) | peak RSS at frame "
        + "| open the search and type \"m\" at once, corpus built with it: ms / main CPU ms "
        + "| open the search (empty): ms / main CPU ms | first key, corpus ready: ms / main CPU ms "
        + "| next keys, mean: ms / main CPU ms | worst main CPU per key (ms) | peak RSS after search |")
print("|---|----------:|-----------------:|------------------:|---:|---:|---:|---:|---:|---:|")
var summary: [Int: FrameRun] = [:]
for count in counts {
    var ours: [FrameRun] = [], base: [FrameRun] = []
    for _ in 0..<repeats {
        if let run = runChild(count: count, binary: CommandLine.arguments[0]) { ours.append(run) }
        if let baseline, let run = runChild(count: count, binary: baseline) { base.append(run) }
    }
    for (name, runs) in [("ours", ours), ("baseline", base)] where !runs.isEmpty {
        let run = FrameRun(values: (0..<15).map { field in median(runs.map { $0.values[field] }) })
        if name == "ours" { summary[count] = run }
        let format = "| %@ | %9d | %16.1f | %17.1f |" + String(repeating: " %.1f / %.1f |", count: 4) + " %.1f | %.1f |"
        print(
            String(
                format: format, name, count, run.ms, run.peak, run.firstWithBuild, run.firstWithBuildCPU,
                run.open, run.openCPU, run.firstKey, run.firstKeyCPU, run.nextKeys, run.nextKeysCPU, run.worstCPU,
                run.peakAfterSearch))
    }
    if ours.isEmpty { print("| ours | \(count) | failed (no display?) |") }
}
if let thousand = summary[1_000], let large = summary[1_000_000] {
    print(
        String(
            format: "Ratio 1,000,000 / 1,000 (both fill the GTK 4.8 list's ~200 recycled rows): first frame %.2f×, "
                + "peak RSS at frame %.2f×, peak RSS after search %.2f×", large.ms / thousand.ms,
            large.peak / thousand.peak, large.peakAfterSearch / thousand.peakAfterSearch))
}
if let small = summary[100], let large = summary[1_000_000] {
    print(
        String(
            format: "Ratio 1,000,000 / 100: first frame %.2f×, peak RSS at frame %.2f× "
                + "(the 1M titles themselves: %.1f MiB); search adds %.1f MiB at 1M rows", large.ms / small.ms,
            large.peak / small.peak, large.before - small.before, large.peakAfterSearch - large.peak))
}
if !arguments.contains("--large-only") { searchBenchmark(count: 1_000_000) }
