import Foundation
import Gtk

/// Ticks every 10 ms on the main loop and keeps the longest gap between two ticks since
/// the last `take()`.
@MainActor
final class StallMeter {
    private var longest = 0.0
    private var last = 0.0
    private var timer: TimeoutHandle?

    func start() {
        last = StallMeter.now()
        tick()
    }

    /// The longest gap since the last call (or the start), in ms; starts over.
    func take() -> Double {
        let gap = max(longest, StallMeter.now() - last)
        longest = 0
        return gap
    }

    private func tick() {
        timer = MainContext.after(milliseconds: 10) { [weak self] in
            guard let self else { return }
            let now = StallMeter.now()
            self.longest = max(self.longest, now - self.last)
            self.last = now
            self.tick()
        }
    }

    func stop() { timer?.cancel() }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000 }
}
