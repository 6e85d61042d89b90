import Foundation

/// The web address each section was last loaded from (`addresses.json` in the user's data
/// folder); a section without one shows its bundled data.
public final class LiveAddresses: @unchecked Sendable { // used on the main thread only; Sendable for services
    /// The sections that can load from an address.
    public enum Section: String, CaseIterable, Sendable {
        case books, feeds, trends
    }

    private let file: URL
    private var addresses: [String: String]

    public init(folder: URL) {
        file = folder.appendingPathComponent("addresses.json")
        let data = FileManager.default.contents(atPath: file.path) ?? Data()
        // A missing or damaged file is the same as no addresses: every section shows its bundled data.
        addresses = (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
    }

    /// The remembered address of `section`, if any (and still an http or https one).
    public func address(for section: Section) -> URL? {
        addresses[section.rawValue].flatMap(WebAddress.parse)
    }

    /// Remembers `url` for `section` (nil forgets it: back to the bundled data).
    public func set(_ url: URL?, for section: Section) throws {
        addresses[section.rawValue] = url?.absoluteString
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(addresses).write(to: file, options: .atomic)
    }
}
