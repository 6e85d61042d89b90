internal import CGio
import Foundation

/// The last good copy of each web address, under `$XDG_CACHE_HOME/drilldown/web/`:
/// `<sha256 of the address>.data` (the body as received, after decompression) and
/// `<sha256>.json` (the validators for conditional requests and when it was saved).
///
/// A copy is only saved after the importer accepted it, and written beside the old one
/// then renamed over it, so a failed or cancelled download never replaces a good copy.
public final class WebCache: Sendable {
    public let directory: URL

    /// What is kept about a saved copy.
    public struct Entry: Codable, Sendable, Equatable {
        public var address: String
        public var etag: String?
        public var lastModified: String?
        /// When the copy was downloaded or last confirmed current (304).
        public var savedAt: Date
    }

    public init(directory: URL) {
        self.directory = directory
    }

    /// `$XDG_CACHE_HOME/drilldown/web`, or `~/.cache/drilldown/web` when unset or relative.
    public static func standardDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home =
                environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            base = home.appendingPathComponent(".cache", isDirectory: true)
        }
        return base.appendingPathComponent("drilldown/web", isDirectory: true)
    }

    static func key(for url: URL) -> String {
        guard let digest = g_compute_checksum_for_string(G_CHECKSUM_SHA256, url.absoluteString, -1) else {
            return String(url.absoluteString.hashValue, radix: 16) // unreachable: GLib aborts on OOM
        }
        defer { g_free(digest) }
        return String(cString: digest)
    }

    func dataURL(for url: URL) -> URL { directory.appendingPathComponent(Self.key(for: url) + ".data") }
    func entryURL(for url: URL) -> URL { directory.appendingPathComponent(Self.key(for: url) + ".json") }

    /// The saved copy's entry, when both its files exist and are readable.
    public func entry(for url: URL) -> Entry? {
        guard FileManager.default.fileExists(atPath: dataURL(for: url).path),
            let json = FileManager.default.contents(atPath: entryURL(for: url).path)
        else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        // A damaged entry is the same as none: the next download replaces it.
        guard let entry = try? decoder.decode(Entry.self, from: json), entry.address == url.absoluteString else {
            return nil
        }
        return entry
    }

    /// A new temporary file for a download in progress (nil when the folder cannot be made:
    /// the download then works without a cache).
    func temporaryFile() -> (URL, FileHandle)? {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        let url = directory.appendingPathComponent("partial-" + UUID().uuidString)
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: url.path)
        else { return nil }
        return (url, handle)
    }

    /// Makes `temporary` the saved copy of `url`.
    func commit(_ temporary: URL, for url: URL, etag: String?, lastModified: String?, now: Date = Date()) {
        let entry = Entry(address: url.absoluteString, etag: etag, lastModified: lastModified, savedAt: now)
        // rename(2) replaces the old copy atomically: a reader sees the old or the new one.
        guard rename(temporary.path, dataURL(for: url).path) == 0 else {
            discard(temporary)
            return
        }
        // Without its entry the copy is ignored (and replaced by the next download).
        try? write(entry, for: url)
    }

    /// Records that the saved copy was confirmed current (a 304 answer).
    func touch(_ url: URL, now: Date = Date()) {
        guard var entry = entry(for: url) else { return }
        entry.savedAt = now
        try? write(entry, for: url) // an old date only makes the banner say older; safe to ignore
    }

    func discard(_ temporary: URL) {
        try? FileManager.default.removeItem(at: temporary) // a leftover partial file is harmless
    }

    private func write(_ entry: Entry, for url: URL) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        try encoder.encode(entry).write(to: entryURL(for: url), options: .atomic)
    }
}
