// The main thread's longest stall while another process holds `BEGIN EXCLUSIVE` on
// coffee.sqlite: a GLib timeout ticks every 10 ms on the main loop and the longest gap
// between two ticks is the figure. The user opens Coffee List and adds a coffee (the
// real pages and dialog, driven in-process), once while a second process holds the
// lock for `seconds` and once without it (the peer), in the same run.
// Usage (under X): bench-stall [seconds]   — meson-helpers/bench-stall.sh runs it.
import Foundation
import Gtk
import Model

@testable import DrilldownApp

/// Ticks every 10 ms and keeps the longest gap between ticks.
@MainActor
final class StallMeter {
    private(set) var longest = 0.0
    /// What the user was doing when the longest stall ended.
    private(set) var during = ""
    var phase = "opening Coffee List"
    private var last = 0.0
    private var timer: TimeoutHandle?

    func start() {
        last = StallMeter.now()
        tick()
    }

    private func tick() {
        timer = MainContext.after(milliseconds: 10) { [weak self] in
            guard let self else { return }
            let now = StallMeter.now()
            if now - self.last > self.longest {
                self.longest = now - self.last
                self.during = self.phase
            }
            self.last = now
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

/// Opens Coffee List, waits for its rows, adds a coffee through the Add Coffee dialog and
/// runs the main loop until `until` (ms on `StallMeter.now()`); the longest stall.
@MainActor
func run(
    application: Application, location: DataLocation, until end: Double
) -> (stall: Double, during: String, loadedMs: Double) {
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
    meter.phase = "opening Add Coffee"
    page.add()
    guard let dialog = FormDialog.shown.last else { fatalErrorExit("Add Coffee did not open") }
    dialog.entries[0].text = "Bench Mocha"
    dialog.entries[1].text = "3.20"
    meter.phase = "saving"
    dialog.save()
    MainContext.iterate(until: { !FormDialog.shown.contains { $0 === dialog } }, timeout: 2)
    meter.phase = "waiting for the write"
    MainContext.iterate(until: { StallMeter.now() >= end }, timeout: 60)
    meter.stop()
    for shown in FormDialog.shown { shown.window.destroy() }
    main.window.destroy()
    MainContext.drain()
    return (meter.longest, meter.during, loaded)
}

let seconds = CommandLine.arguments.count > 1 ? Double(CommandLine.arguments[1]) ?? 8 : 8
guard Toolkit.initialize() else { fatalErrorExit("no display") }
let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-stall-\(UUID().uuidString)")
// A benchmark's scratch folder under the temporary directory: a failed removal loses nothing.
defer { try? FileManager.default.removeItem(at: root) }
let location = DataLocation(bundledData: DataLocation.current().bundledData, userData: root)
do { _ = try CoffeeStore.open(in: location) } catch { fatalErrorExit("\(error)") }
let file = root.appendingPathComponent("coffee.sqlite")

MainActor.assumeIsolated {
    let app = DrilldownApplication(location: location, nonUnique: true)
    guard app.application.register() else { fatalErrorExit("the application did not register") }
    AppStyle.load()
    let locker = lockFromAnotherProcess(file, seconds: seconds)
    let locked = run(application: app.application, location: location, until: StallMeter.now() + seconds * 1000 + 1000)
    locker.waitUntilExit()
    let free = run(application: app.application, location: location, until: StallMeter.now() + seconds * 1000 + 1000)
    print(
        String(
            format: "Longest main-thread stall, open Coffee List and add a coffee (10 ms ticks, %.0f s each):", seconds
        ))
    for (name, result) in [
        ("another process holds BEGIN EXCLUSIVE on coffee.sqlite", locked), ("no other process (peer)", free),
    ] {
        print(
            "  \(name): " + String(format: "%.1f ms", result.stall)
                + " (while \(result.during); rows shown after \(Int(result.loadedMs)) ms)")
    }
}
