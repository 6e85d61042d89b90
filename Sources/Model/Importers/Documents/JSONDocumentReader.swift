import Foundation

/// Reads JSON into a `DocumentValue`, keys in file order, without `JSONSerialization`.
///
/// `StrictJSON.validate` checks the syntax first and charges every value, key and
/// string to the `ReadBudget` as it scans (no allocation, line and column in its
/// messages), so a document past a limit is refused there, before anything is built;
/// this pass then builds the value of the document within the limits with an explicit
/// stack (no recursion).
enum JSONDocumentReader {
    static func read(_ data: Data, limits: ReadLimits = .standard) throws(ImportError) -> DocumentValue {
        let start = try StrictJSON.validate(data, limits: limits)
        let result: Result<DocumentValue, ImportError> = data.withUnsafeBytes { raw in
            var reader = Reader(cursor: StrictJSONCursor(bytes: raw.bindMemory(to: UInt8.self)))
            do throws(ImportError) {
                return .success(try reader.run(from: start))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// An open container. Its elements are appended in place (`stack[last].…append`),
    /// never through a copy, so building stays linear.
    private struct Frame {
        var isObject: Bool
        var elements: [DocumentValue] = []
        var members: [(key: String, value: DocumentValue)] = []
        var key = ""
    }

    private struct Reader {
        let cursor: StrictJSONCursor
        var stack: [Frame] = []
        /// For its checkpoints only (the scan before charged every value).
        var budget = ReadBudget()

        var bytes: UnsafeBufferPointer<UInt8> { cursor.bytes }

        mutating func run(from start: Int) throws(ImportError) -> DocumentValue {
            var index = cursor.skipWhitespace(start)
            while true {
                // A value starts at `index`.
                try budget.checkpoint(bytesRead: index)
                var finished: DocumentValue
                switch bytes[index] {
                case UInt8(ascii: "{"):
                    index = cursor.skipWhitespace(index + 1)
                    if bytes[index] == UInt8(ascii: "}") {
                        finished = .dictionary([])
                        index += 1
                    } else {
                        let (key, next) = try readKey(at: index)
                        stack.append(Frame(isObject: true, key: key))
                        index = next
                        continue
                    }
                case UInt8(ascii: "["):
                    index = cursor.skipWhitespace(index + 1)
                    if bytes[index] == UInt8(ascii: "]") {
                        finished = .array([])
                        index += 1
                    } else {
                        stack.append(Frame(isObject: false))
                        continue
                    }
                default:
                    let (value, next) = try readScalar(at: index)
                    finished = .scalar(value)
                    index = next
                }
                // Hand the finished value to its container; close containers that end here.
                while true {
                    let top = stack.count - 1
                    guard top >= 0 else { return finished }
                    if stack[top].isObject {
                        stack[top].members.append((stack[top].key, finished))
                    } else {
                        stack[top].elements.append(finished)
                    }
                    index = cursor.skipWhitespace(index)
                    if bytes[index] == UInt8(ascii: ",") {
                        index = cursor.skipWhitespace(index + 1)
                        if stack[top].isObject {
                            let (key, next) = try readKey(at: index)
                            stack[top].key = key
                            index = next
                        }
                        break
                    }
                    // "]" or "}": the container is complete.
                    guard let frame = stack.popLast() else { return finished }
                    finished = frame.isObject ? .dictionary(frame.members) : .array(frame.elements)
                    index += 1
                }
            }
        }

        /// The key starting at `index` and the offset of its value.
        mutating func readKey(at index: Int) throws(ImportError) -> (String, Int) {
            let end = cursor.end(ofStringAt: index)
            let key = try cursor.string(at: index)
            let colon = cursor.skipWhitespace(end)
            return (key, cursor.skipWhitespace(colon + 1))
        }

        mutating func readScalar(at index: Int) throws(ImportError) -> (ScalarValue, Int) {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let end = cursor.end(ofStringAt: index)
                return (.string(try cursor.string(at: index)), end)
            case UInt8(ascii: "t"): return (.boolean(true), index + 4)
            case UInt8(ascii: "f"): return (.boolean(false), index + 5)
            case UInt8(ascii: "n"): return (.null, index + 4)
            default:
                let end = cursor.end(ofValueAt: index)
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let integer = Int64(text) {
                    return (.integer(integer), end)
                }
                return (.real(Double(text) ?? .nan), end)
            }
        }
    }
}
