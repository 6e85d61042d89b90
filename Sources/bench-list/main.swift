// bench-list: the list component with 1,000,000 rows against 100 rows (time to the
// first frame, peak memory), and search latency per keystroke over 1,000,000 titles
// against the seed's approach (copy every title, case-insensitive rangeOfString: on
// each), measured in the same run. Run through meson-helpers/bench-list.sh (needs a
// display: the script provides a virtual one).
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

/// Child mode: opens a window with the list over `count` titles and prints
/// "ms rssBeforeList peak boundRows" once the first frame with rows is painted.
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
    print(String(format: "%.1f %.1f %.1f %d", elapsed, before, peak, list.boundRows()))
    window.destroy()
    return painted ? 0 : 1
}

struct FrameRun { var ms: Double; var before: Double; var peak: Double; var rows: Int }

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
    guard parts.count == 4 else { return nil }
    return FrameRun(ms: parts[0], before: parts[1], peak: parts[2], rows: Int(parts[3]))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// The seed's searchTableView: copy every title into a new array, then keep those whose
/// case-insensitive rangeOfString: finds the query.
func seedSearch(_ titles: [String], _ query: String) -> [String] {
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
    let keystrokes = Array("mango 047")
    var start = now()
    let corpus = SearchCorpus(titles: titles)
    let buildMs = now() - start
    print("")
    print("Search, \(count) titles, typing \"mango 047\" one key at a time (ms per keystroke)")
    print("| query       | matches | seed: copy + rangeOfString | full scan (ours) | narrowing (ours, as the list runs it) |")
    print("|-------------|--------:|---------------------------:|-----------------:|--------------------------------------:|")
    var previous: (String, [Int])?
    var totals = (seed: 0.0, full: 0.0, narrow: 0.0)
    for length in 1...keystrokes.count {
        let query = String(keystrokes[0..<length])
        start = now()
        let seed = seedSearch(titles, query)
        let seedMs = now() - start
        start = now()
        let full = corpus.matches(query) ?? []
        let fullMs = now() - start
        start = now()
        let candidates = previous.flatMap { searchNarrows(from: $0.0, to: query) ? $0.1 : nil }
        let narrowed = corpus.matches(query, among: candidates) ?? []
        let narrowMs = now() - start
        previous = (query, narrowed)
        if seed.count != full.count || full != narrowed {
            print("MISMATCH for \(query): seed \(seed.count), full \(full.count), narrowed \(narrowed.count)")
        }
        totals.seed += seedMs; totals.full += fullMs; totals.narrow += narrowMs
        let padded = ("\"" + query + "\"").padding(toLength: 11, withPad: " ", startingAt: 0)
        print(String(format: "| %@ | %7d | %26.1f | %16.1f | %37.1f |", padded, full.count, seedMs, fullMs, narrowMs))
    }
    let n = Double(keystrokes.count)
    print(String(format: "| mean        |         | %26.1f | %16.1f | %37.1f |", totals.seed / n, totals.full / n, totals.narrow / n))
    print(String(format: "Corpus build (once per data change, off the main thread): %.1f ms", buildMs))
}

let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "frame", let count = Int(arguments[2]) {
    let status = MainActor.assumeIsolated { firstFrame(count: count) }
    exit(status)
}

let repeats = 5
print("List component (RowListView over GtkListView), time to first frame and peak memory")
print("(median of \(repeats) runs each, separate processes; memory in MiB)")
print("| rows      | first frame (ms) | RSS before list | peak RSS | list cost (peak − before) | rows materialised |")
print("|----------:|-----------------:|----------------:|---------:|--------------------------:|------------------:|")
var summary: [Int: FrameRun] = [:]
for count in [100, 1_000, 1_000_000] {
    let runs = (0..<repeats).compactMap { _ in runChild(count: count) }
    guard !runs.isEmpty else {
        print("| \(count) | failed (no display?) |")
        continue
    }
    let run = FrameRun(ms: median(runs.map(\.ms)), before: median(runs.map(\.before)),
                       peak: median(runs.map(\.peak)), rows: runs[0].rows)
    summary[count] = run
    print(String(format: "| %9d | %16.1f | %15.1f | %8.1f | %25.1f | %17d |", count, run.ms, run.before, run.peak,
                 run.peak - run.before, run.rows))
}
if let thousand = summary[1_000], let large = summary[1_000_000] {
    print(String(format: "Ratio 1,000,000 / 1,000 (both fill the GTK 4.8 list's ~200 recycled rows): first frame %.2f×, peak RSS %.2f×",
                 large.ms / thousand.ms, large.peak / thousand.peak))
}
if let small = summary[100], let large = summary[1_000_000] {
    print(String(format: "Ratio 1,000,000 / 100: first frame %.2f×, list cost %.2f×, peak RSS %.2f× (the 1M titles themselves: %.1f MiB)",
                 large.ms / small.ms, (large.peak - large.before) / max(0.1, small.peak - small.before),
                 large.peak / small.peak, large.before - small.before))
}
searchBenchmark(count: 1_000_000)
