// Opening a big document in the real app window, in-process: the main thread's longest
// stall (the longest gap between the ticks of a 10 ms GLib timeout) while the document is
// parsed, its tree built and its 100,000-row first level pushed and shown; the same ticks
// over an idle window of the same length (the peer: what the machine's load alone costs);
// the work that pushing a level used to do on the main thread (every row's title, for the
// search), timed there; and the time from Cancel to the read stopping, once while it
// parses and once while it builds the tree. Usage (under X): bench-open FILE [rounds]
// — meson-helpers/bench-open.sh generates FILE and runs it.
import Foundation
import Gtk
import Model
import WrapperTestSupport

@testable import DrilldownApp

/// Ticks every 10 ms; keeps the longest gap per phase (what `phase()` says at the tick
/// that ends the gap), and the main thread's own CPU time within that gap: a long gap
/// with little CPU is the machine's other work (the reader's thread, other processes)
/// holding the core, a long gap full of CPU is work on the main thread.
@MainActor
final class Ticks {
    private(set) var longest: [String: (gap: Double, cpu: Double)] = [:]
    var phase: () -> String = { "idle" }
    private var last = 0.0, lastCPU = 0.0
    private var timer: TimeoutHandle?

    func start() {
        last = now()
        lastCPU = threadCPU()
        schedule()
    }

    func stop() { timer?.cancel() }

    private func schedule() {
        timer = MainContext.after(milliseconds: 10) { [weak self] in
            guard let self else { return }
            let time = now(), cpu = threadCPU(), name = self.phase()
            if time - self.last > self.longest[name]?.gap ?? 0 {
                self.longest[name] = (time - self.last, cpu - self.lastCPU)
            }
            self.last = time
            self.lastCPU = cpu
            self.schedule()
        }
    }
}

/// The calling thread's CPU time, in ms.
func threadCPU() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000 }

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench-open: \(message)\n".utf8))
    exit(1)
}

@MainActor
func window(_ application: Application, _ location: DataLocation) -> MainWindow {
    let main = MainWindow(application: application, services: AppServices(location: location))
    main.present()
    MainContext.iterate(until: { main.window.isMapped }, timeout: 5)
    return main
}

@MainActor
func close(_ main: MainWindow) {
    main.window.destroy()
    MainContext.drain()
}

/// Opens `url` and shows its first level; the longest stall of each phase and the time
/// until the level was on screen.
@MainActor
func open(
    _ url: URL, _ main: MainWindow
) -> (
    stalls: [String: (gap: Double, cpu: Double)], shownMs: Double, beforeMs: Double, titles: Int,
    pushes: [String: Double]
) {
    let ticks = Ticks()
    var done = false
    let start = now()
    DrillDownSection.open(url, context: main.context) { done = true }
    ticks.phase = {
        if done { return "pushing and showing the level" }
        guard let page = main.navigation.top as? OpeningPage else { return "parsing" }
        return page.progress.bytesRead < page.progress.totalBytes ? "parsing" : "building the tree"
    }
    ticks.start()
    guard MainContext.iterate(until: { done }, timeout: 300) else { fail("the document did not open") }
    // The page is held only for this call: going back must release it, and its tree, as in the app.
    let measureShown = { (tree: TreePage) -> (Double, Double, Int, [String: Double]) in
        MainContext.iterate(until: { tree.rows.list.isMapped && !main.navigation.isTransitionRunning }, timeout: 10)
        let shownAt = now()
        // The level's search corpus starts 200 ms after it appears: wait past it.
        MainContext.iterate(until: { now() > shownAt + 1500 }, timeout: 5)
        guard tree.rows.list.count >= 100_000 else { fail("the level has \(tree.rows.list.count) rows") }
        // What pushing the level did on the main thread before: every row's title, for the
        // search (timed between the ticks, not counted as a stall).
        ticks.stop()
        let before = now()
        let titles = TreeLevelSource.titles(of: tree.node).count
        let beforeMs = now() - before
        ticks.start()
        // The peer of the push: the same level again, and a level of its first 1,000 rows,
        // pushed over it, interleaved (what a page costs to show whatever its length), and one
        // of its first 30: fewer than the 200 row widgets GTK 4.8's list view keeps alive
        // whatever its height (what those widgets cost).
        ticks.stop()
        var pushes: [String: Double] = [:]
        for rows in [100_000, 1_000, 30, 100_000, 1_000, 30] {
            let node = TreeNode(title: "level", children: Array(tree.node.children.prefix(rows)))
            let pushTicks = Ticks()
            pushTicks.start()
            main.navigation.push(TreePage(node: node, title: "\(rows) rows", context: main.context))
            let pushedAt = now()
            MainContext.iterate(until: { now() > pushedAt + 1500 }, timeout: 5)
            pushTicks.stop()
            pushes["\(rows)"] = max(pushes["\(rows)"] ?? 0, pushTicks.longest["idle"]?.gap ?? 0)
            main.navigation.pop()
            AppHarnessless.settle(main)
        }
        return (shownAt, beforeMs, titles, pushes)
    }
    guard let (shownAt, beforeMs, titles, pushes) = (main.navigation.top as? TreePage).map(measureShown) else {
        fail("no tree page")
    }
    ticks.start()
    var back = false
    ticks.phase = { back ? "going back (the tree released)" : "pushing and showing the level" }
    back = true
    main.navigation.pop()
    let poppedAt = now()
    MainContext.iterate(until: { now() > poppedAt + 1500 }, timeout: 5)
    ticks.stop()
    return (ticks.longest, shownAt - start, beforeMs, titles, pushes)
}

/// What going back did on the main thread before this change: the level's tree freed
/// there (a second copy, read for this), in ms.
@MainActor
func treeFreedOnMain(_ url: URL) -> Double {
    final class Box: @unchecked Sendable {
        var tree: TreeNode?
        init(_ tree: TreeNode) { self.tree = tree }
    }
    final class Slot: @unchecked Sendable { var box: Box? }
    let slot = Slot()
    Background.run({ () throws(ImportError) -> Box in Box(try TreeDocument.load(contentsOf: url)) }) { result in
        if case .success(let box) = result { slot.box = box }
    }
    guard MainContext.iterate(until: { slot.box != nil }, timeout: 300), let box = slot.box else { fail("no tree") }
    let start = now()
    box.tree = nil
    return now() - start
}

/// Idle ticks for `milliseconds`: the peer.
@MainActor
func idle(_ milliseconds: Double) -> Double {
    let ticks = Ticks()
    let end = now() + milliseconds
    ticks.start()
    MainContext.iterate(until: { now() > end }, timeout: milliseconds / 1000 + 5)
    ticks.stop()
    return ticks.longest["idle"]?.gap ?? 0
}

/// Opens `url`, cancels once `when` is true, and returns the ms from Cancel to the read
/// returning (its completion); nil when the read ended first (its progress page, shown
/// after half a second, was not there to cancel).
@MainActor
func cancel(_ url: URL, _ main: MainWindow, when: @escaping @MainActor (ReadProgress) -> Bool) -> Double? {
    var done = false
    DrillDownSection.open(url, context: main.context) { done = true }
    guard
        MainContext.iterate(
            until: { done || (main.navigation.top as? OpeningPage).map { when($0.progress) } == true }, timeout: 300)
    else { fail("the read neither ended nor reached the moment to cancel") }
    guard !done, let page = main.navigation.top as? OpeningPage else {
        main.navigation.pop()
        AppHarnessless.settle(main)
        return nil
    }
    let start = now()
    page.cancel()
    guard MainContext.iterate(until: { done }, timeout: 60) else { fail("the read did not stop") }
    let stopped = now() - start
    AppHarnessless.settle(main)
    return stopped
}

enum AppHarnessless {
    @MainActor static func settle(_ main: MainWindow) {
        MainContext.iterate(until: { !main.navigation.isTransitionRunning }, timeout: 5)
        MainContext.drain()
    }
}

let arguments = CommandLine.arguments
guard arguments.count > 1 else { fail("usage: bench-open FILE [rounds]") }
let file = URL(fileURLWithPath: arguments[1])
let rounds = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 3) : 3
// Cancel needs a read long enough to show its progress (half a second): a bigger document.
let cancelFile = arguments.count > 3 ? URL(fileURLWithPath: arguments[3]) : file
guard Toolkit.initialize() else { fail("no display") }
let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-open-\(UUID().uuidString)")
// A benchmark's scratch folder under the temporary directory: a failed removal loses nothing.
// A temporary folder of this run: a leftover after a failed removal is harmless.
defer { try? FileManager.default.removeItem(at: root) }
let location = DataLocation(bundledData: DataLocation.current().bundledData, userData: root)

MainActor.assumeIsolated {
    let app = DrilldownApplication(location: location, nonUnique: true)
    guard app.application.register() else { fail("the application did not register") }
    AppStyle.load()
    // Only printed beside the name; the open itself reports an unreadable file.
    let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
    print(
        "Opening \(file.lastPathComponent) (\(ByteCountFormatter.string(fromByteCount: Int64(size), countStyle: .file)))"
            + " in the app's window; longest main-thread stall, 10 ms ticks, \(rounds) rounds interleaved with idle:")
    var worst: [String: (gap: Double, cpu: Double)] = [:]
    var idleWorst = 0.0
    for round in 1...rounds {
        let main = window(app.application, location)
        let opened = open(file, main)
        let peer = idle(opened.shownMs + 1500)
        for (phase, stall) in opened.stalls where stall.gap > worst[phase]?.gap ?? 0 { worst[phase] = stall }
        idleWorst = max(idleWorst, peer)
        let parts = opened.stalls.sorted { $0.key < $1.key }.map {
            "\($0.key) " + String(format: "%.1f (main thread busy %.1f)", $0.value.gap, $0.value.cpu)
        }
        print("  round \(round): " + parts.joined(separator: ", ") + String(format: " ms; idle window %.1f ms", peer))
        print(
            String(format: "    level shown %.0f ms after the open; ", opened.shownMs)
                + String(
                    format: "before this change, every title read on the main thread at push: %.1f ms", opened.beforeMs)
                + " (\(opened.titles) rows)")
        print(
            String(
                format:
                    "    pushing a level again: 100,000 rows %.1f ms, its first 1,000 rows %.1f ms (%.2f×),"
                    + " its first 30 rows (fewer than GTK 4.8's 200 live row widgets) %.1f ms",
                opened.pushes["100000"] ?? 0, opened.pushes["1000"] ?? 0,
                (opened.pushes["100000"] ?? 0) / max(opened.pushes["1000"] ?? 0, 0.1), opened.pushes["30"] ?? 0))
        if round == 1 {
            print(
                String(
                    format: "    before this change, the tree freed on the main thread going back: %.1f ms",
                    treeFreedOnMain(file)))
        }
        close(main)
    }
    for (phase, stall) in worst.sorted(by: { $0.key < $1.key }) {
        print(
            "  worst while \(phase): "
                + String(
                    format: "%.1f ms, main thread busy %.1f ms of it (%.2f× the idle window's %.1f ms)", stall.gap,
                    stall.cpu, stall.gap / max(idleWorst, 0.1), idleWorst))
    }
    print("Cancel → the read stopped (ms from the click to the read returning), \(cancelFile.lastPathComponent):")
    let shown = { (ms: Double?) in ms.map { String(format: "%.1f ms", $0) } ?? "— (the read ended first)" }
    for round in 1...rounds {
        let main = window(app.application, location)
        let parsing = cancel(cancelFile, main) { $0.totalBytes > 0 && $0.bytesRead > $0.totalBytes / 3 }
        let building = cancel(cancelFile, main) { $0.totalBytes > 0 && $0.bytesRead >= $0.totalBytes }
        print("  round \(round): while parsing \(shown(parsing)), while building the tree \(shown(building))")
        close(main)
    }
    print("Load average: " + ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"), terminator: "")
}
