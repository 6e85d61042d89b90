import Foundation

/// Resident and peak resident memory of this process in MiB (VmRSS and VmHWM of
/// /proc/self/status), as every in-process benchmark reports it.
public func processMemory() -> (rss: Double, peak: Double) {
    // /proc of this very process: unreadable only off Linux, where the figures are 0.
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
    func field(_ name: String) -> Double {
        let line = status.split(separator: "\n").first { $0.hasPrefix(name) }
        return (line?.split(separator: " ").compactMap { Double($0) }.first ?? 0) / 1024
    }
    return (field("VmRSS:"), field("VmHWM:"))
}
