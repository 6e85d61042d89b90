import Foundation
import Model

/// The representation the home search held before it was made compact, rebuilt here
/// as the peer: every section's `SearchItem`s as loaded (`loadAll`, an array of every
/// store row first) beside their folded titles in one buffer with an `Int` offset each.
struct PreviousRepresentation {
    let entries: [SearchItem]
    let bytes: [UInt8]
    let starts: [Int]

    init(_ entries: [SearchItem]) {
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        bytes.reserveCapacity(entries.count * 16)
        starts.reserveCapacity(entries.count + 1)
        for entry in entries {
            SearchFolding.appendFolded(entry.title, to: &bytes)
            bytes.append(0)
            starts.append(bytes.count)
        }
        self.entries = entries
        self.bytes = bytes
        self.starts = starts
    }

    /// The bytes the arrays hold (strings of up to 15 bytes live inside `SearchItem`).
    var byteCount: Int {
        entries.capacity * MemoryLayout<SearchItem>.stride + bytes.capacity + starts.capacity * 8
            + entries.reduce(0) { $0 + ($1.title.utf8.count > 15 ? $1.title.utf8.count + 32 : 0) }
    }
}

/// One loading of the home search in a fresh process (`--child compact|previous ROOT`):
/// prints `CHILD kind load-ms before-MiB peak-MiB held-MiB bytes`.
func runChild(kind: String, root: URL) -> Never {
    let (_, sources) = allSources(location(root: root))
    let before = residentMemoryMB()
    let start = now()
    var bytes = 0
    var kept: [PreviousRepresentation] = []
    let search = UniversalSearch(sources: sources)
    if kind == "compact" {
        search.prepare()
        bytes = search.byteCount
    } else {
        for source in sources {
            guard let entries = try? source.loadAll() else { fail("cannot load \(source.section)") }
            kept.append(PreviousRepresentation(entries))
        }
        bytes = kept.reduce(0) { $0 + $1.byteCount }
    }
    let loadMs = now() - start
    let peak = peakMemoryMB()
    let held = residentMemoryMB()
    print(String(format: "CHILD %@ %.1f %.1f %.1f %.1f %d", kind, loadMs, before, peak, held, bytes))
    withExtendedLifetime((search, kept)) {}
    exit(0)
}

/// Figures of one child run.
struct ChildFigures {
    var loadMs = 0.0, peakMB = 0.0, heldMB = 0.0, bytes = 0.0
}

/// Runs this executable as a child and reads its figures.
func measureInChild(kind: String, root: URL) -> ChildFigures {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--child", kind, root.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { fail("cannot run a child: \(error)") }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("CHILD ") }) else {
        fail("the \(kind) child printed no figures: \(output)")
    }
    let fields = line.split(separator: " ").compactMap { Double($0) }
    guard fields.count == 5 else { fail("unreadable child figures: \(line)") }
    return ChildFigures(
        loadMs: fields[0], peakMB: fields[2] - fields[1], heldMB: fields[3] - fields[1], bytes: fields[4])
}

/// The median of each figure over `runs`.
func median(_ runs: [ChildFigures]) -> ChildFigures {
    func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return ChildFigures(
        loadMs: middle(runs.map(\.loadMs)), peakMB: middle(runs.map(\.peakMB)), heldMB: middle(runs.map(\.heldMB)),
        bytes: middle(runs.map(\.bytes)))
}
