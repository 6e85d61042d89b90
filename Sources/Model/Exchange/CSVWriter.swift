import Foundation

/// Writes RFC 4180 CSV: UTF-8 without a byte order mark, CRLF line ends, a header row,
/// and a cell quoted when it holds a comma, a quote (doubled) or a line break.
///
/// A cell that a spreadsheet would run as a formula (one starting with `=`, `+`, `-`,
/// `@`, a tab or a carriage return) is written with an apostrophe in front, the mark
/// spreadsheets themselves use for "text, not a formula"; a cell that starts with an
/// apostrophe gets one more, so `CSVCell.plain` gives every cell back exactly.
public enum CSVWriter {
    /// The file for `header` and `rows` (each row as many cells as the header).
    public static func write(header: [String], rows: [[String]]) -> Data {
        var text = line(header)
        for row in rows { text += line(row) }
        return Data(text.utf8)
    }

    static func line(_ cells: [String]) -> String {
        cells.map(cell).joined(separator: ",") + "\r\n"
    }

    /// One cell, neutralised against formulas and quoted when needed.
    static func cell(_ value: String) -> String {
        let safe = CSVCell.neutralised(value)
        guard safe.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return safe
        }
        return "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// The apostrophe that keeps a spreadsheet from running a cell as a formula, put in front
/// on export and taken off again on import.
public enum CSVCell {
    /// Characters that make a spreadsheet read a cell as a formula (OWASP's list), and the
    /// apostrophe itself, so that the mark can always be taken off again.
    static let marked: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r", "'"]

    /// `value` with an apostrophe in front when it starts with a formula character.
    public static func neutralised(_ value: String) -> String {
        guard let first = value.unicodeScalars.first, marked.contains(first) else { return value }
        return "'" + value
    }

    /// The value a neutralised cell stands for: an apostrophe followed by a formula
    /// character (or another apostrophe) loses the apostrophe; anything else is kept.
    public static func plain(_ cell: String) -> String {
        let scalars = cell.unicodeScalars
        guard scalars.first == "'", let second = scalars.dropFirst().first, marked.contains(second) else { return cell }
        return String(scalars.dropFirst())
    }
}
