import Foundation

/// Reads JSON into a `DocumentTape` (`JSONDocumentIndex`), keys in file order, without
/// `JSONSerialization`.
///
/// `StrictJSON.validate` checks the syntax first and charges every value, key and
/// string to the `ReadBudget` as it scans (no allocation, line and column in its
/// messages), so a document past a limit is refused there, before anything is built.
/// This pass then follows the known-valid text once, with an explicit stack (no
/// recursion), and notes only where each dictionary and array opens and closes, how many
/// children it has, and where every `stride`th child of a large one starts: strings,
/// keys and numbers stay as they are in the file's bytes, read when a row shows them.
enum JSONDocumentReader {
    /// Reads `data`, taking it over as the tape's text (it is left empty).
    static func read(_ data: inout Data, limits: ReadLimits = .standard) throws(ImportError) -> DocumentTape {
        // Offsets are kept in 32 bits.
        if data.count > Int(UInt32.max) { throw .tooLarge(name: "", limit: Int(UInt32.max)) }
        let (start, _, _, containers) = try StrictJSON.validateCounting(data, limits: limits)
        let text = data
        data = Data()
        var builder = Builder(containers: containers)
        var failure: ImportError?
        text.withUnsafeBytes { raw in
            do throws(ImportError) {
                try builder.run(StrictJSONCursor(bytes: raw.bindMemory(to: UInt8.self)), from: start)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return DocumentTape(builder.finish(text: text))
    }

    private struct Builder {
        typealias Index = JSONDocumentIndex

        var root = 0
        var starts: [UInt32] = []
        var ends: [UInt32] = []
        var counts: [UInt8] = []
        var large: [Index.Large] = []
        var checkpoints: [UInt32] = []
        /// The open containers, innermost last: their index, children so far, whether
        /// they are dictionaries, and where their checkpoints start in `pending`.
        var open: [(container: Int, children: Int, isDictionary: Bool, pending: Int)] = []
        /// The checkpoints of the open containers.
        var pending: [UInt32] = []
        /// For its progress and Cancel checkpoints only (the scan before charged every value).
        var budget = ReadBudget()

        init(containers: Int) {
            starts.reserveCapacity(containers)
            ends.reserveCapacity(containers)
            counts.reserveCapacity(containers)
        }

        /// One more child (an element, or a member's key) at `offset` in the innermost container.
        @inline(__always)
        mutating func noteChild(_ offset: Int) {
            let top = open.count - 1
            if open[top].children % Index.stride == 0 { pending.append(UInt32(truncatingIfNeeded: offset)) }
            open[top].children += 1
        }

        /// Closes the innermost container, whose `}` or `]` is at `offset`.
        mutating func close(at offset: Int) {
            guard let top = open.popLast() else { return }
            ends[top.container] = UInt32(truncatingIfNeeded: offset)
            if top.children > Index.stride {
                counts[top.container] = Index.largeCount
                large.append(
                    Index.Large(
                        container: UInt32(truncatingIfNeeded: top.container),
                        count: UInt32(truncatingIfNeeded: top.children),
                        checkpoints: UInt32(truncatingIfNeeded: checkpoints.count)))
                checkpoints.append(contentsOf: pending[top.pending...])
            } else {
                counts[top.container] = UInt8(truncatingIfNeeded: top.children)
            }
            pending.removeLast(pending.count - top.pending)
        }

        /// Indexes the validated text starting at `start`.
        mutating func run(_ text: StrictJSONCursor, from start: Int) throws(ImportError) {
            var index = text.skipWhitespace(start)
            root = index
            while true {
                // A value starts at `index`.
                try budget.checkpoint(bytesRead: index)
                if let top = open.last, !top.isDictionary { noteChild(index) }
                let c = text.bytes[index]
                switch c {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let container = starts.count
                    starts.append(UInt32(truncatingIfNeeded: index))
                    ends.append(0)
                    counts.append(0)
                    let isDictionary = c == UInt8(ascii: "{")
                    open.append((container, 0, isDictionary, pending.count))
                    index = text.skipWhitespace(index + 1)
                    if text.bytes[index] == UInt8(ascii: "}") || text.bytes[index] == UInt8(ascii: "]") {
                        close(at: index)
                        index += 1
                    } else {
                        if isDictionary { index = key(at: index, text) }
                        continue
                    }
                default: index = text.end(ofValueAt: index) // a string, number or literal
                }
                // After a value: the next member or element, or the end of containers.
                while true {
                    guard let top = open.last else { return }
                    index = text.skipWhitespace(index)
                    if text.bytes[index] == UInt8(ascii: ",") {
                        index = text.skipWhitespace(index + 1)
                        if top.isDictionary { index = key(at: index, text) }
                        break
                    }
                    // "]" or "}": the container is complete.
                    close(at: index)
                    index += 1
                }
            }
        }

        /// Notes the key starting at `index`; returns the offset of its value.
        mutating func key(at index: Int, _ text: StrictJSONCursor) -> Int {
            noteChild(index)
            return text.value(ofKeyAt: index)
        }

        consuming func finish(text: Data) -> JSONDocumentIndex {
            // Containers close innermost first; the bisection wants them in opening order.
            large.sort { $0.container < $1.container }
            return JSONDocumentIndex(
                text: text, root: root, starts: starts, ends: ends, counts: counts, large: large,
                checkpoints: checkpoints)
        }
    }
}
