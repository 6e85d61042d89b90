import Foundation

/// The two file formats a collection goes out and comes in as.
public enum ExchangeFormat: String, Sendable, CaseIterable {
    /// RFC 4180 CSV with a header row, for spreadsheets.
    case csv
    /// `{"collection": "coffee", "version": 1, "items": [{…}, …]}`, pictures as base64 PNG.
    case json

    /// The file name extension.
    public var fileExtension: String { rawValue }

    /// The format a file is in: by its extension, else by its first character (`{` or `[`
    /// is JSON, anything else CSV).
    public static func of(_ url: URL, data: Data) -> ExchangeFormat {
        switch url.pathExtension.lowercased() {
        case "csv": return .csv
        case "json": return .json
        default:
            let first = data.drop(while: { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }).first
            return first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .json : .csv
        }
    }
}
