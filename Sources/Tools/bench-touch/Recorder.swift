import CGtk
import Foundation
import Gtk

/// Per-frame work in milliseconds: from the frame clock's before-paint (before the tick
/// callbacks that change the transform) to after-paint, plus a round trip to the display
/// server at after-paint, so the server's share of the frame (taking the painted pixels)
/// is counted too, for both sides alike. Also the main thread's CPU time over the same
/// span (less disturbed than wall time when other work shares the machine's cores).
@MainActor
final class FrameRecorder {
    private let clock: Object
    private var start: gint64 = 0
    private var cpuStart = 0.0
    private(set) var durations: [Double] = []
    private(set) var cpu: [Double] = []
    var isRecording = false

    /// The calling thread's CPU time in milliseconds.
    static func threadCPU() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
    }

    init(widget: Widget) {
        clock = Object(UnsafeMutableRawPointer(gtk_widget_get_frame_clock(widget.widget)!))
        let display = gtk_widget_get_display(widget.widget)
        clock.on("before-paint") { [weak self] in
            self?.start = g_get_monotonic_time()
            self?.cpuStart = FrameRecorder.threadCPU()
        }
        clock.on("after-paint") { [weak self] in
            guard let self, self.isRecording, self.start > 0 else { return }
            gdk_display_sync(display)
            self.durations.append(Double(g_get_monotonic_time() - self.start) / 1000)
            self.cpu.append(FrameRecorder.threadCPU() - self.cpuStart)
        }
    }

    func reset() {
        durations.removeAll()
        cpu.removeAll()
    }

    /// Drives `count` frames of `widget`, calling `step(i)` in each frame's tick (before
    /// layout and paint) to change what it shows; returns the frames' work.
    func animate(
        _ widget: Widget, _ count: Int, _ step: @escaping @MainActor (Int) -> Void
    )
        -> (wall: [Double], cpu: [Double])
    {
        reset()
        isRecording = true
        var i = 0
        let tick = TickCallback(widget: widget) { _ in
            step(i)
            i += 1
            return i < count
        }
        MainContext.iterate(until: { i >= count }, timeout: 900)
        MainContext.iterate(until: { false }, timeout: 0.1)
        tick.stop()
        isRecording = false
        return (durations, cpu)
    }
}

struct Figures {
    let name: String
    let values: [Double]
    var cpu: [Double] = []
    func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let s = values.sorted()
        return s[min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))]
    }
    var median: Double { percentile(0.5) }
    var p95: Double { percentile(0.95) }
    var row: String {
        let cpuFigures = Figures(name: "", values: cpu)
        return "| " + name.padding(toLength: 64, withPad: " ", startingAt: 0)
            + String(
                format: " | %6d | %8.2f | %8.2f | %8.2f | %8.2f | %8.2f |", values.count, median, p95,
                values.max() ?? .nan, cpuFigures.median, cpuFigures.p95)
    }
}

@MainActor
func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

/// The 1-minute load average (other work on the machine while measuring).
func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
    return text.split(separator: " ").first.map(String.init) ?? "?"
}

func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }
