import Foundation

/// The small table at the head of a backup file: which format, which app wrote it, when,
/// and how many rows of each collection it holds.
public struct BackupManifest: Sendable, Equatable {
    /// The value of the manifest's `format` key.
    static let formatName = "drilldown-backup"
    /// The format this Drilldown writes and the newest it reads.
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    public var appVersion: String
    public var created: Date
    /// Rows of each collection's main table, by collection key ("coffee"…).
    public var counts: [String: Int]

    /// The manifest's rows, as written.
    var rows: [(String, String)] {
        [
            ("format", BackupManifest.formatName), ("format_version", String(formatVersion)),
            ("app_version", appVersion), ("created", BackupManifest.dateFormatter().string(from: created)),
        ] + counts.sorted { $0.key < $1.key }.map { ("count.\($0.key)", String($0.value)) }
    }

    static func dateFormatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter
    }

    /// One line per collection ("4 coffees"), in `collections`' order.
    public func countLines(of collections: [BackupCollection]) -> [String] {
        collections.map { $0.countPhrase(counts[$0.key] ?? 0) }
    }

    /// The day the backup was made, as the ISO date "2026-11-30" (UTC).
    public var createdDay: String { BackupManifest.day(created) }

    /// `date` as the ISO date "2026-11-30" (UTC).
    public static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
