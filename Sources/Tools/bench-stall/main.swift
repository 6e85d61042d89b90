// The main thread's longest stall while another process holds `BEGIN EXCLUSIVE` on
// coffee.sqlite: a GLib timeout ticks every 10 ms on the main loop and the longest gap
// between two ticks is the figure. The user opens Coffee List and adds a coffee (the
// real pages and dialog, driven in-process: the dialog opens and is drawn, the fields
// are typed, Save is pressed), once while a second process holds the lock for `seconds`
// and once without it (the peer), interleaved for `rounds` rounds after an untimed
// warm-up (the first dialog of a process loads its theme parts and icons, in neither).
// Each stall is split into the main thread's own CPU time and its wait for a CPU.
// Usage (under X): bench-stall [seconds] [rounds]   — meson-helpers/bench-stall.sh runs it.
import Foundation
import Gtk
import Model
import WrapperTestSupport

@testable import AppTestSupport
@testable import DrilldownApp

/// One stall: its length, what the user was doing when it ended, and what it was made of.
struct Stall {
    var milliseconds = 0.0
    var during = ""
    var times = ThreadTimes()
}

/// Ticks every 10 ms and keeps the longest gap between ticks.
@MainActor
final class StallMeter {
    private(set) var longest = Stall()
    /// The longest gap less the thread's wait for a CPU: the stall the app itself made,
    /// whatever else the machine runs (its own work, and what it blocked on).
    private(set) var longestOwn = Stall()
    var phase = "opening Coffee List"
    private var last = 0.0
    private var lastTimes = ThreadTimes()
    private var timer: TimeoutHandle?

    func start() {
        last = StallMeter.now()
        lastTimes = ThreadTimes.now()
        tick()
    }

    private func tick() {
        timer = MainContext.after(milliseconds: 10) { [weak self] in
            guard let self else { return }
            let now = StallMeter.now()
            let times = ThreadTimes.now()
            if now - self.last > self.longest.milliseconds {
                self.longest = Stall(milliseconds: now - self.last, during: self.phase, times: times - self.lastTimes)
            }
            let own = now - self.last - (times - self.lastTimes).waiting
            if own > self.longestOwn.milliseconds {
                self.longestOwn = Stall(milliseconds: own, during: self.phase, times: times - self.lastTimes)
            }
            self.last = now
            self.lastTimes = times
            self.tick()
        }
    }

    func stop() { timer?.cancel() }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000 }
}

/// Holds `BEGIN EXCLUSIVE` on `file` for `seconds` from another process (Python's sqlite3).
func lockFromAnotherProcess(_ file: URL, seconds: Double) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [
        "-c",
        """
        import sqlite3, sys, time
        c = sqlite3.connect(sys.argv[1], isolation_level=None)
        c.execute('BEGIN EXCLUSIVE')
        print('locked', flush=True)
        time.sleep(float(sys.argv[2]))
        c.execute('COMMIT')
        """,
        file.path, String(seconds),
    ]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { fatalErrorExit("python3: \(error)") }
    let line = output.fileHandleForReading.availableData
    guard String(decoding: line, as: UTF8.self).hasPrefix("locked") else { fatalErrorExit("the lock was not taken") }
    return process
}

func fatalErrorExit(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench-stall: \(message)\n".utf8))
    exit(1)
}

/// Runs the main loop for `milliseconds` (the user reading, typing).
@MainActor
func pause(_ milliseconds: Double) {
    let end = StallMeter.now() + milliseconds
    MainContext.iterate(until: { StallMeter.now() >= end }, timeout: 10)
}

/// Opens Coffee List, waits for its rows, adds a coffee through the Add Coffee dialog and
/// runs the main loop until `until` (ms on `StallMeter.now()`); the longest stall.
@MainActor
func run(
    application: Application, location: DataLocation, until end: Double
) -> (stall: Stall, own: Stall, loadedMs: Double) {
    let services = AppServices(location: location)
    let main = MainWindow(application: application, services: services)
    main.present()
    MainContext.iterate(until: { main.window.isMapped }, timeout: 5)
    let meter = StallMeter()
    meter.start()
    let start = StallMeter.now()
    guard main.home.open(sectionID: .coffee), let page = main.navigation.top as? CoffeeListPage else {
        fatalErrorExit("Coffee List did not open")
    }
    guard MainContext.iterate(until: { page.rows != nil }, timeout: 30) else {
        fatalErrorExit("Coffee List did not load")
    }
    let loaded = StallMeter.now() - start
    pause(100)
    meter.phase = "opening Add Coffee"
    page.add()
    guard let dialog = FormDialog.shown.last else { fatalErrorExit("Add Coffee did not open") }
    MainContext.iterate(until: { dialog.window.isMapped }, timeout: 5)
    pause(100)
    meter.phase = "typing"
    dialog.entries[0].text = "Bench Mocha"
    pause(50)
    dialog.entries[1].text = "3.20"
    pause(50)
    meter.phase = "saving"
    dialog.save()
    MainContext.iterate(until: { !FormDialog.shown.contains { $0 === dialog } }, timeout: 2)
    meter.phase = "waiting for the write"
    MainContext.iterate(until: { StallMeter.now() >= end }, timeout: 60)
    meter.stop()
    for shown in FormDialog.shown { shown.window.destroy() }
    main.window.destroy()
    MainContext.drain()
    return (meter.longest, meter.longestOwn, loaded)
}

let arguments = CommandLine.arguments
let seconds = arguments.count > 1 ? Double(arguments[1]) ?? 8 : 8
let rounds = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 2) : 2
guard Toolkit.initialize() else { fatalErrorExit("no display") }
let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-stall-\(UUID().uuidString)")
// A benchmark's scratch folder under the temporary directory: a failed removal loses nothing.
// A temporary folder of this run: a leftover after a failed removal is harmless.
defer { try? FileManager.default.removeItem(at: root) }
let location = DataLocation(bundledData: DataLocation.current().bundledData, userData: root)
do { _ = try CoffeeStore.open(in: location) } catch { fatalErrorExit("\(error)") }
let file = root.appendingPathComponent("coffee.sqlite")

/// "42.5 ms (while saving: on a CPU 3.1 ms, waiting for one 20.4 ms); less the waits for
/// a CPU 12.0 ms (while typing); rows after 20 ms"
func describe(_ result: (stall: Stall, own: Stall, loadedMs: Double)) -> String {
    let (stall, own) = (result.stall, result.own)
    return String(
        format: "%.1f ms (while %@: on a CPU %.1f ms, waiting for one %.1f ms); less the waits for a CPU %.1f ms"
            + " (while %@); rows after %d ms",
        stall.milliseconds, stall.during, stall.times.running, stall.times.waiting, own.milliseconds, own.during,
        Int(result.loadedMs))
}

MainActor.assumeIsolated {
    let app = DrilldownApplication(location: location, nonUnique: true)
    guard app.application.register() else { fatalErrorExit("the application did not register") }
    AppStyle.load()
    _ = run(application: app.application, location: location, until: StallMeter.now() + 1500)
    print(
        String(
            format:
                "Longest main-thread stall, open Coffee List and add a coffee (10 ms ticks, %.0f s each, after a warm-up):",
            seconds))
    var worst = (locked: 0.0, free: 0.0, lockedOwn: 0.0, freeOwn: 0.0)
    for round in 1...rounds {
        let locker = lockFromAnotherProcess(file, seconds: seconds)
        let locked = run(
            application: app.application, location: location, until: StallMeter.now() + seconds * 1000 + 1000)
        locker.waitUntilExit()
        let free = run(
            application: app.application, location: location, until: StallMeter.now() + seconds * 1000 + 1000)
        print("  round \(round), another process holds BEGIN EXCLUSIVE on coffee.sqlite: " + describe(locked))
        print("  round \(round), no other process (peer): " + describe(free))
        print(String(format: "  round \(round), ratio: %.2f×", locked.stall.milliseconds / free.stall.milliseconds))
        worst = (
            max(worst.locked, locked.stall.milliseconds), max(worst.free, free.stall.milliseconds),
            max(worst.lockedOwn, locked.own.milliseconds), max(worst.freeOwn, free.own.milliseconds)
        )
    }
    print(
        String(
            format:
                "  worst: %.1f ms with the lock, %.1f ms without (%.2f×); less the waits for a CPU %.1f and %.1f ms",
            worst.locked, worst.free, worst.locked / worst.free, worst.lockedOwn, worst.freeOwn))
}
