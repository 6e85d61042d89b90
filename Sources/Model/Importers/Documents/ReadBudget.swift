import Foundation

/// The limits every document reader enforces *while* it reads, so a hostile or unlucky
/// file is refused before it can take much memory or time (see the README's "Limits").
///
/// Readers call the `count…` and `enter`/`leave` methods as they meet each value; the
/// first limit passed throws an `ImportError` that names it, with the same message in
/// every format (no position). Every format counts the same way: dictionaries, arrays and
/// scalars are values (keys are not; in plain XML, elements and attributes are), only
/// dictionaries and arrays (XML elements) nest, and text is its decoded UTF-8 bytes
/// (strings, keys and data; not numbers, dates or markup). Shared objects (binary
/// property lists) are counted every time they are referenced, as the tree expands them.
public struct ReadLimits: Sendable, Equatable {
    /// Largest file read, in bytes.
    public var fileBytes = 256 * 1024 * 1024
    /// Deepest nesting of dictionaries, arrays or elements.
    public var depth = 256
    /// Most values (dictionaries, arrays, scalars; in plain XML, elements and attributes)
    /// in a document; dictionary keys are not values.
    public var nodes = 1_000_000
    /// Most elements and attributes of a plain XML document, whose rows are still built
    /// one by one (about 150 bytes each) rather than kept on the `DocumentTape`.
    public var xmlNodes = 1_000_000
    /// Most bytes of text and data in the expanded document (every string, key and
    /// data value as decoded UTF-8 or data bytes, counted each time it is referenced).
    public var expandedBytes = 128 * 1024 * 1024
    /// Longest single string or data value, in bytes.
    public var stringBytes = 4 * 1024 * 1024
    /// Longest dictionary key (or element/attribute name), in bytes.
    public var keyBytes = 64 * 1024

    public init() {}

    /// The limits collection imports (CSV, JSON) are read with.
    public static let standard = ReadLimits()

    /// The limits the Drill Down documents are read with. JSON and binary property lists
    /// are browsed in their file's bytes (JSON with 9 bytes per container beside them);
    /// the other property lists keep 13 bytes per value and per key (kind, payload,
    /// child-list slot), so 16 million values (and as many keys) take at most about 420 MB
    /// besides their text, and any shape up to the file limit opens. Text is bounded by
    /// the file limit: text read from a file is never longer than the file (only a binary
    /// property list's shared strings expand, and the file keeps those once).
    public static let documents: ReadLimits = {
        var limits = ReadLimits()
        limits.nodes = 16_000_000
        limits.expandedBytes = limits.fileBytes
        return limits
    }()
}

/// The running totals of one read, checked against `ReadLimits`.
struct ReadBudget {
    let limits: ReadLimits
    private(set) var depth = 0
    private(set) var nodes = 0
    private(set) var expandedBytes = 0
    /// Set when a limit was passed (the error thrown names it), or the read was
    /// cancelled: either error is passed on as it is, without a position.
    private(set) var exceeded = false
    /// The read's progress and Cancel (`ReadProgress.current` when the budget is made).
    private let progress = ReadProgress.current
    /// Checkpoints and values since the progress was last looked at.
    private var sinceCheck = 0

    init(_ limits: ReadLimits = .standard) {
        self.limits = limits
    }

    /// Readers call this once per turn of their main loop with their position in the
    /// document: every 1,024 calls the position is reported to the read's `ReadProgress`
    /// and a cancelled read stops here with `ImportError.cancelled`.
    @inline(__always)
    mutating func checkpoint(bytesRead: @autoclosure () -> Int) throws(ImportError) {
        sinceCheck &+= 1
        guard sinceCheck >= 1024, let progress else { return }
        sinceCheck = 0
        progress.report(bytesRead: bytesRead())
        if progress.isCancelled { exceeded = true; throw .cancelled }
    }

    /// One more value in the document.
    mutating func countNode() throws(ImportError) {
        try countNodes(1)
    }

    /// `count` more values (a shared subtree referenced once more).
    mutating func countNodes(_ count: Int) throws(ImportError) {
        // A reader between two checkpoints (or one that reports no position) still stops.
        sinceCheck &+= 1
        if sinceCheck >= 4096, let progress {
            sinceCheck = 0
            if progress.isCancelled { exceeded = true; throw .cancelled }
        }
        let (sum, overflow) = nodes.addingReportingOverflow(count)
        if overflow || sum > limits.nodes { exceeded = true; throw .tooManyNodes(limit: limits.nodes) }
        nodes = sum
    }

    /// A string or data value of `length` bytes.
    mutating func countString(_ length: Int) throws(ImportError) {
        if length > limits.stringBytes { exceeded = true; throw ReadLimitError.stringTooLong(limits.stringBytes) }
        try countExpanded(length)
    }

    /// A dictionary key (or XML name) of `length` bytes.
    mutating func countKey(_ length: Int) throws(ImportError) {
        if length > limits.keyBytes { exceeded = true; throw ReadLimitError.keyTooLong(limits.keyBytes) }
        try countExpanded(length)
    }

    /// `length` more bytes of text or data in the expanded document.
    mutating func countExpanded(_ length: Int) throws(ImportError) {
        let (sum, overflow) = expandedBytes.addingReportingOverflow(length)
        if overflow || length < 0 || sum > limits.expandedBytes {
            exceeded = true
            throw ReadLimitError.expandsTooMuch(limits.expandedBytes)
        }
        expandedBytes = sum
    }

    /// Entering a container one level deeper.
    mutating func enter() throws(ImportError) {
        if depth >= limits.depth { exceeded = true; throw .tooDeep(limit: limits.depth) }
        depth += 1
    }

    mutating func leave() {
        depth = max(0, depth - 1)
    }
}

/// The messages of the limits that are not the older depth, node and size ones.
enum ReadLimitError {
    static func stringTooLong(_ limit: Int) -> ImportError {
        ImportError(
            message: fill(
                tr("A text or data value in the document is too long (more than %1$@)."),
                byteText(limit)))
    }

    static func keyTooLong(_ limit: Int) -> ImportError {
        ImportError(message: fill(tr("A key or name in the document is too long (more than %1$@)."), byteText(limit)))
    }

    static func expandsTooMuch(_ limit: Int) -> ImportError {
        ImportError(
            message: fill(
                tr("The document holds too much text and data to browse (more than %1$@ in all)."),
                byteText(limit)))
    }

    static func byteText(_ count: Int) -> String {
        ByteCountFormatter.string(fromByteCount: Int64(count), countStyle: .memory)
    }
}
