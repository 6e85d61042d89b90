import Foundation
import Model

/// Runs one reader on one input. Any outcome but a crash, a hang or a memory blow-up is
/// fine: a tree, or an `ImportError` with a non-empty message.
enum FuzzHarness {
    static let format: TreeDocument.Format = {
        let name = ProcessInfo.processInfo.environment["FUZZ_FORMAT"] ?? "json"
        return TreeDocument.Format(rawValue: name) ?? .json
    }()

    static func readOnce(_ data: Data, format: TreeDocument.Format) {
        do {
            let tree = try TreeDocument.load(data: data, name: "fuzz", as: format)
            // Walk the titles as the pages would show them.
            var pending = [tree]
            var shown = 0
            while let node = pending.popLast(), shown < 10_000 {
                shown += DisplayText.line(node.title).count
                pending.append(contentsOf: node.children.prefix(8))
            }
        } catch {
            // The fuzzer's oracle, not app code: a refusal without a readable message is a
            // finding, and a crash is how libFuzzer records one.
            if error.message.isEmpty { fatalError("empty error message") }
        }
    }
}

/// A deterministic mutation fuzzer (xorshift-seeded): byte flips, interesting values,
/// insertions, deletions, duplications and splices of the seed files.
enum MutationLoop {
    static func run(arguments: [String]) {
        if arguments.count == 3, arguments[1] == "--read" {
            readFile(arguments[2])
            return
        }
        // fuzz-readers FORMAT SECONDS SEED_DIR [CRASH_FILE]
        guard arguments.count >= 4, let format = TreeDocument.Format(rawValue: arguments[1]),
            let seconds = Double(arguments[2])
        else {
            print(
                "usage: fuzz-readers json|xmlPropertyList|binaryPropertyList|xml SECONDS SEED_DIR [CURRENT_INPUT_FILE]")
            exit(2)
        }
        let seedDirectory = URL(fileURLWithPath: arguments[3])
        let current = arguments.count > 4 ? arguments[4] : "/tmp/fuzz-current-\(format.rawValue).bin"
        let seeds =
            ((try? FileManager.default.contentsOfDirectory(at: seedDirectory, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.path < $1.path }
            .compactMap { try? Data(contentsOf: $0) }
        guard !seeds.isEmpty else {
            print("no seeds in \(seedDirectory.path)")
            exit(2)
        }
        var random = XorShift(seed: 0x9E37_79B9_7F4A_7C15)
        let deadline = Date().addingTimeInterval(seconds)
        var runs = 0
        while Date() < deadline {
            var input = seeds[random.next(seeds.count)]
            for _ in 0...random.next(4) { mutate(&input, random: &random, seeds: seeds) }
            // Keep the input on disk so a crash can be reproduced from it.
            _ = FileManager.default.createFile(atPath: current, contents: input)
            FuzzHarness.readOnce(input, format: format)
            runs += 1
        }
        print("\(format.rawValue): \(runs) runs in \(Int(seconds)) s, no crash")
    }

    /// `fuzz-readers --read FILE`: reads one file as the app does and prints the outcome
    /// and the peak memory (for the memory-ceiling tests, run under `ulimit -v`).
    static func readFile(_ path: String) {
        do {
            let tree = try TreeDocument.load(contentsOf: URL(fileURLWithPath: path))
            print("tree: \(tree.children.count) rows")
        } catch {
            print("error: \(error.message)")
        }
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") { print(line) }
    }

    static func mutate(_ data: inout Data, random: inout XorShift, seeds: [Data]) {
        let interesting: [UInt8] = [
            0x00, 0x01, 0x0F, 0x10, 0x7F, 0x80, 0xFF, 0xFE, 0x3C, 0x3E, 0x22, 0x5B, 0x7B, 0xA0, 0xD0, 0xCF, 0x8F,
        ]
        if data.isEmpty { data.append(interesting[random.next(interesting.count)]); return }
        let at = data.startIndex + random.next(data.count)
        switch random.next(7) {
        case 0: data[at] ^= UInt8(1 << random.next(8))
        case 1: data[at] = interesting[random.next(interesting.count)]
        case 2: data.insert(interesting[random.next(interesting.count)], at: at)
        case 3:
            let end = min(data.endIndex, at + 1 + random.next(16))
            data.removeSubrange(at..<end)
        case 4:
            let end = min(data.endIndex, at + 1 + random.next(64))
            let chunk = data[at..<end]
            for _ in 0..<(1 + random.next(8)) { data.insert(contentsOf: chunk, at: at) }
        case 5:
            let other = seeds[random.next(seeds.count)]
            guard !other.isEmpty else { return }
            let from = random.next(other.count)
            let piece = other[
                (other.startIndex + from)..<min(other.endIndex, other.startIndex + from + 1 + random.next(128))]
            data.replaceSubrange(at..<min(data.endIndex, at + piece.count), with: piece)
        default:
            // A big-endian integer field set to an extreme value.
            let extremes: [UInt64] = [
                0, 1, 0x7F, 0xFF, 0xFFFF, 0x7FFF_FFFF, 0xFFFF_FFFF, UInt64(Int64.max), UInt64.max,
            ]
            var value = extremes[random.next(extremes.count)].bigEndian
            let width = [1, 2, 4, 8][random.next(4)]
            withUnsafeBytes(of: &value) { raw in
                for k in 0..<width where at + k < data.endIndex { data[at + k] = raw[8 - width + k] }
            }
        }
    }
}

struct XorShift {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(max(bound, 1)))
    }
}
