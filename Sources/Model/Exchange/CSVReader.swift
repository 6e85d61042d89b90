import Foundation

/// One CSV record and the line of the file it starts on (1-based; a cell with line
/// breaks makes the next record start further down).
public struct CSVRecord: Sendable, Hashable {
    public var line: Int
    public var cells: [String]
}

/// Reads RFC 4180 CSV (quoted cells with commas, doubled quotes and line breaks; CRLF,
/// LF or CR line ends) under the same limits as documents (`ReadLimits`): the file's
/// size, the number of cells (values), one cell's bytes and all cells' bytes. The text
/// is UTF-8 (a byte order mark is accepted and dropped) or UTF-16/32 with a byte order
/// mark; anything else is refused with the line of the first invalid byte. Blank lines
/// are skipped. Cells come back as written (see `CSVCell.plain` for the apostrophe).
public enum CSVReader {
    public static func read(
        _ data: Data, name: String = "", limits: ReadLimits = .standard
    ) throws(ImportError)
        -> [CSVRecord]
    {
        if data.count > limits.fileBytes { throw ImportError.tooLarge(name: name, limit: limits.fileBytes) }
        var bytes = try TextEncoding.utf8(data, name: name)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ImportError(
                message: fill(
                    tr("Line %1$@ is not UTF-8 text. Save the file as UTF-8 and import it again."),
                    String(invalidLine(bytes))))
        }
        var parser = CSVParser(budget: ReadBudget(limits))
        try parser.parse(Array(text.utf8))
        return parser.records
    }

    /// The line of the first byte that is not part of valid UTF-8.
    static func invalidLine(_ bytes: Data) -> Int {
        var line = 1
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            if String(validating: bytes[start..<end], as: UTF8.self) == nil { return line }
            line += 1
            start = end < bytes.endIndex ? bytes.index(after: end) : end
        }
        return line
    }
}

/// The state machine behind `CSVReader`, over validated UTF-8 bytes (cells are cut at
/// ASCII delimiters only, so every cell is valid UTF-8 again).
struct CSVParser {
    var budget: ReadBudget
    private(set) var records: [CSVRecord] = []
    private var cells: [String] = []
    private var line = 1
    private var recordLine = 1

    init(budget: ReadBudget) { self.budget = budget }

    private static let quote: UInt8 = 0x22
    private static let comma: UInt8 = 0x2C
    private static let cr: UInt8 = 0x0D
    private static let lf: UInt8 = 0x0A

    mutating func parse(_ bytes: [UInt8]) throws(ImportError) {
        var index = 0
        var atRecordStart = true
        while index < bytes.count {
            if atRecordStart { recordLine = line }
            atRecordStart = false
            var cell: [UInt8] = []
            if bytes[index] == CSVParser.quote {
                index = try quoted(bytes, from: index + 1, into: &cell)
            } else {
                while index < bytes.count, ![CSVParser.comma, CSVParser.cr, CSVParser.lf].contains(bytes[index]) {
                    cell.append(bytes[index])
                    index += 1
                }
            }
            try add(cell)
            guard index < bytes.count else { break }
            switch bytes[index] {
            case CSVParser.comma:
                index += 1
                if index == bytes.count { try add([]) }
            case CSVParser.cr, CSVParser.lf:
                if bytes[index] == CSVParser.cr, index + 1 < bytes.count, bytes[index + 1] == CSVParser.lf {
                    index += 1
                }
                index += 1
                line += 1
                try endRecord()
                atRecordStart = true
            default:
                throw failure(tr("a quoted cell is followed by text; put the whole cell in quotes"))
            }
        }
        try endRecord()
    }

    /// Reads a quoted cell from after its opening quote; returns the index after the
    /// closing quote.
    private mutating func quoted(
        _ bytes: [UInt8], from start: Int, into cell: inout [UInt8]
    ) throws(ImportError)
        -> Int
    {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == CSVParser.quote {
                if index + 1 < bytes.count, bytes[index + 1] == CSVParser.quote {
                    cell.append(byte)
                    index += 2
                    continue
                }
                return index + 1
            }
            if byte == CSVParser.lf || (byte == CSVParser.cr && bytes.get(index + 1) != CSVParser.lf) { line += 1 }
            cell.append(byte)
            index += 1
        }
        throw failure(tr("a quoted cell is never closed"))
    }

    private mutating func add(_ cell: [UInt8]) throws(ImportError) {
        try count(cell.count)
        cells.append(String(decoding: cell, as: UTF8.self))
    }

    private mutating func count(_ length: Int) throws(ImportError) {
        do {
            try budget.countNode()
            try budget.countString(length)
        } catch {
            throw failure(error.message)
        }
    }

    private mutating func endRecord() throws(ImportError) {
        defer { cells = [] }
        if cells.isEmpty || (cells.count == 1 && cells[0].isEmpty) { return }
        records.append(CSVRecord(line: recordLine, cells: cells))
    }

    private func failure(_ reason: String) -> ImportError {
        ImportError(message: fill(tr("Line %1$@: %2$@"), String(recordLine), reason))
    }
}

extension Array where Element == UInt8 {
    fileprivate func get(_ index: Int) -> UInt8? { index < count ? self[index] : nil }
}
