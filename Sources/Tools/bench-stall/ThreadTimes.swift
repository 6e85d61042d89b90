import Foundation

/// The main thread's time on a CPU and waiting in the run queue for one, in ms
/// (`/proc/thread-self/schedstat`): what a stall was made of. A gap with little of
/// either is the thread blocked (a lock, a round trip to the X server, the disk).
struct ThreadTimes {
    var running = 0.0
    var waiting = 0.0

    static func now() -> ThreadTimes {
        // Linux always has the file; without it the breakdown reads 0 and the stall stands.
        guard let text = try? String(contentsOfFile: "/proc/thread-self/schedstat", encoding: .utf8) else {
            return ThreadTimes()
        }
        let fields = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard fields.count >= 2 else { return ThreadTimes() }
        return ThreadTimes(running: fields[0] / 1e6, waiting: fields[1] / 1e6)
    }

    static func - (later: ThreadTimes, earlier: ThreadTimes) -> ThreadTimes {
        ThreadTimes(running: later.running - earlier.running, waiting: later.waiting - earlier.waiting)
    }
}
