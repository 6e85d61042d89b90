import Foundation

/// A strict RFC 8259 syntax check that runs before `JSONSerialization`.
///
/// Foundation's parser is lenient (it accepts trailing commas, for one) and its messages
/// name a character offset only. This pass rejects anything RFC 8259 does not allow,
/// reports "line, column: what is wrong", limits nesting depth without recursion (so a
/// document of 100,000 opening brackets is refused, not a stack overflow), and requires
/// UTF-8 (with an optional byte order mark, which is skipped); `\u` escapes must not
/// leave a UTF-16 surrogate unpaired, as such a string has no UTF-8 form.
public enum StrictJSON {
    /// Nesting deeper than this is refused (Foundation's own limit is 512).
    public static let maximumDepth = 512

    /// Returns the byte offset where the JSON text starts (after a UTF-8 BOM), or throws
    /// the first syntax error.
    @discardableResult
    public static func validate(_ data: Data, maximumDepth: Int = maximumDepth) throws(ImportError) -> Int {
        let result: Result<Int, ImportError> = data.withUnsafeBytes { raw in
            var scanner = StrictJSONScanner(bytes: raw.bindMemory(to: UInt8.self), maximumDepth: maximumDepth)
            do throws(ImportError) {
                return .success(try scanner.run())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Like `validate(_:maximumDepth:)`, and charges every value, key and string to a
    /// `ReadBudget` as it is scanned: the first limit passed is thrown (its message
    /// without a position, the same in every format) before anything is built.
    static func validate(_ data: Data, limits: ReadLimits) throws(ImportError) -> Int {
        try validateCounting(data, limits: limits).start
    }

    /// Like `validate(_:limits:)`, and says how many values, keys and containers
    /// (dictionaries and arrays) the text holds.
    static func validateCounting(
        _ data: Data, limits: ReadLimits
    ) throws(ImportError) -> (start: Int, values: Int, keys: Int, containers: Int) {
        let result: Result<(Int, Int, Int, Int), ImportError> = data.withUnsafeBytes { raw in
            var scanner = StrictJSONScanner(
                bytes: raw.bindMemory(to: UInt8.self), maximumDepth: limits.depth, budget: ReadBudget(limits))
            do throws(ImportError) {
                let start = try scanner.run()
                return .success((start, scanner.budget?.nodes ?? 0, scanner.keys, scanner.containers))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
