import BenchSupport
// bench-collections: the store lists (Coffee List, To-Do, City Guide) over 1,000, 100,000
// and 1,000,000 rows, in the same run, each in a process of its own (interleaved: 1k, 100k,
// 1M, 1k, …): the time from opening the list to its first drawing with rows, the main
// thread's longest stall (the longest gap between the ticks of a 10 ms GLib timeout) while
// opening, scrolling, End and Home, and the process's peak memory. The peer of each figure
// is the 1,000-row list of the same run. The real pages are driven in-process (@testable),
// so the tool is built with testing enabled. Usage (under X):
// bench-collections [repeats] [coffee,todo,cities] — (`bench-collections seed COUNT FOLDER
// [LIST]` only fills FOLDER's file of LIST, coffee by default, to try the app)
// meson-helpers/bench-collections.sh runs it.
import CGtk
import Foundation
import Gtk
import WrapperTestSupport

@testable import AppTestSupport
@testable import DrilldownApp
@testable import Model

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench-collections: \(message)\n".utf8))
    exit(1)
}

/// Child mode: opens `list` over the file in `folder` and prints "firstDrawingMs openStall
/// scrollStall endStall homeStall endShownMs peakMiB".
@MainActor
func child(_ list: BenchList, folder: URL) -> Never {
    guard Toolkit.initialize() else { fail("no display") }
    let location = DataLocation(bundledData: DataLocation.current().bundledData, userData: folder)
    let app = DrilldownApplication(location: location, nonUnique: true)
    guard app.application.register() else { fail("the application did not register") }
    AppStyle.load()
    let main = MainWindow(application: app.application, services: AppServices(location: location))
    main.present()
    MainContext.iterate(until: { main.window.isMapped }, timeout: 10)
    MainContext.iterate(until: { false }, timeout: 0.5) // settle the home page
    let meter = StallMeter()
    var paintedRows = false
    var page: (any StoreListPage)?
    let clock = gtk_widget_get_frame_clock(main.window.widget).map { Object(UnsafeMutableRawPointer($0)) }
    var paints = 0
    clock?.on("after-paint") {
        paints += 1
        if !paintedRows, let rows = page?.rows, rows.list.boundRows.contains(where: { !$0.row.titleLabel.text.isEmpty })
        {
            paintedRows = true
        }
    }
    meter.start()
    let start = StallMeter.now()
    guard main.home.open(sectionID: list.section), let opened = main.navigation.top as? any StoreListPage else {
        fail("\(list.title) did not open")
    }
    page = opened
    guard MainContext.iterate(until: { paintedRows }, timeout: 60) else { fail("\(list.title) drew no rows") }
    let firstDrawing = StallMeter.now() - start
    MainContext.iterate(until: { false }, timeout: 1.5) // what follows the first drawing
    guard let rows = opened.rows else { fail("no rows") }
    let open = meter.take()
    /// Shows `position` as End, Home and Page Down do, and waits until its row is drawn:
    /// bound with its text, and a frame painted after the request (as a key press is
    /// followed by a frame before the next; a row bound ahead of the view would otherwise
    /// let twenty steps run back to back without a frame, one stall of the benchmark's own).
    func show(_ position: Int) -> Double {
        let shownAt = StallMeter.now()
        let paintsBefore = paints
        rows.list.scrollTo(position, alignTop: false)
        _ = rows.list.focus(position: position)
        MainContext.iterate(
            until: {
                paints > paintsBefore
                    && rows.list.boundRows.contains { $0.position == position && !$0.row.titleLabel.text.isEmpty }
            },
            timeout: 30)
        return StallMeter.now() - shownAt
    }
    for step in 1...20 { _ = show(step * 12) } // Page Down, twenty times
    MainContext.iterate(until: { false }, timeout: 0.5)
    let scroll = meter.take()
    let count = rows.list.count
    let endShown = show(count - 1)
    MainContext.iterate(until: { false }, timeout: 1)
    let end = meter.take()
    _ = show(0)
    MainContext.iterate(until: { false }, timeout: 1)
    let home = meter.take()
    meter.stop()
    print(
        String(format: "%.1f %.1f %.1f %.1f %.1f %.1f %.1f", firstDrawing, open, scroll, end, home, endShown, peakMiB())
    )
    exit(0)
}

/// Peak resident memory of this process in MiB (VmHWM).
func peakMiB() -> Double { processMemory().peak }

/// One child's figures.
struct Run {
    var values: [Double]
    static let names = [
        "first drawing (ms)", "stall opening (ms)", "stall scrolling (ms)", "stall End (ms)",
        "stall Home (ms)", "End: last row drawn after (ms)", "peak memory (MiB)",
    ]
}

func runChild(_ list: BenchList, folder: URL) -> Run? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["child", list.rawValue, folder.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    process.waitUntilExit()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let values = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    return values.count == Run.names.count ? Run(values: values) : nil
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

let arguments = CommandLine.arguments
if arguments.count >= 4, arguments[1] == "child", let list = BenchList(rawValue: arguments[2]) {
    MainActor.assumeIsolated { child(list, folder: URL(fileURLWithPath: arguments[3])) }
}
if arguments.count >= 4, arguments[1] == "seed", let count = Int(arguments[2]) {
    // For trying the app by hand: XDG_DATA_HOME=DIR drilldown, after `seed COUNT DIR/drilldown [LIST]`.
    let list = arguments.count > 4 ? BenchList(rawValue: arguments[4]) ?? .coffee : .coffee
    _ = list.seed(count: count, in: URL(fileURLWithPath: arguments[3]), named: "")
    exit(0)
}
let repeats = arguments.count > 1 ? Int(arguments[1]) ?? 3 : 3
let lists =
    arguments.count > 2
    ? arguments[2].split(separator: ",").compactMap { BenchList(rawValue: String($0)) } : BenchList.allCases
let counts = [1_000, 100_000, 1_000_000]
let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-collections-\(UUID().uuidString)")
// A temporary folder of this run: a leftover after a failed removal is harmless.
defer { try? FileManager.default.removeItem(at: root) }
for list in lists {
    var folders: [Int: URL] = [:]
    for count in counts {
        let seeded = StallMeter.now()
        folders[count] = list.seed(count: count, in: root).userData
        print(String(format: "seeded %d %@ in %.0f ms", count, list.noun, StallMeter.now() - seeded))
    }
    var runs: [Int: [Run]] = [:]
    for _ in 0..<repeats {
        for count in counts {
            guard let folder = folders[count], let run = runChild(list, folder: folder) else {
                fail("the \(count)-row \(list.title) failed")
            }
            runs[count, default: []].append(run)
        }
    }
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?" // only printed
    print("\(list.title), median of \(repeats) runs each, interleaved, one process per run; load average: \(load)")
    print("| measure | 1,000 \(list.noun) (peer) | 100,000 | 1,000,000 | 1M / 1k |")
    print("|---|---:|---:|---:|---:|")
    for (index, name) in Run.names.enumerated() {
        let figures = counts.map { median(runs[$0, default: []].map { $0.values[index] }) }
        let ratio = figures[0] > 0 ? String(format: "%.2f×", figures[2] / figures[0]) : "–"
        print(String(format: "| %@ | %.1f | %.1f | %.1f | %@ |", name, figures[0], figures[1], figures[2], ratio))
    }
    for folder in folders.values {
        // The list's files are measured: a leftover is removed with the run's folder.
        try? FileManager.default.removeItem(at: folder)
    }
}
