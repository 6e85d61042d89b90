import Foundation

/// What the About window shows from the app's AppStream metainfo file: license and
/// releases, each release's notes in AppStream description markup (`<p>`, `<ul>`,
/// `<ol>`, `<li>`, `<em>`, `<code>`), rebuilt from the parsed nodes with every text
/// escaped, so nothing else in the file reaches the window.
public struct AppMetainfo: Sendable, Equatable {
    public struct Release: Sendable, Equatable {
        public var version: String
        public var date: String
        /// The notes as AppStream description markup ("" when the release has none).
        public var notes: String
    }

    public var projectLicense: String
    /// Newest first, as AppStream lists them.
    public var releases: [Release]

    /// Reads `url` (the bundled `*.metainfo.xml`) with the hardened XML reader.
    public static func read(contentsOf url: URL) throws(ImportError) -> AppMetainfo {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError.unreadable(url, reason: error.localizedDescription)
        }
        return try parse(data)
    }

    public static func parse(_ data: Data) throws(ImportError) -> AppMetainfo {
        let dom = try XMLDOM.parse(data: data, name: "metainfo")
        let license = try XPathQuery.perform("/component/project_license", on: dom).first?.content ?? ""
        let releases = try XPathQuery.perform("/component/releases/release", on: dom).map { node in
            Release(
                version: node.attribute("version") ?? "", date: node.attribute("date") ?? "",
                notes: node.child("description").map(markup(of:)) ?? "")
        }
        return AppMetainfo(projectLicense: license.trimmingCharacters(in: .whitespacesAndNewlines), releases: releases)
    }

    /// The newest release (nil when the file lists none).
    public var latest: Release? { releases.first }

    private static let blocks: Set<String> = ["p", "ul", "ol"]

    private static func markup(of description: XPathNode) -> String {
        description.children.filter { blocks.contains($0.name) }.map { block in
            if block.name == "p" { return "<p>\(escape(block.content))</p>" }
            let items = block.children.filter { $0.name == "li" }.map { "<li>\(escape($0.content))</li>" }
            return "<\(block.name)>\(items.joined())</\(block.name)>"
        }.joined()
    }

    private static func escape(_ text: String?) -> String {
        let collapsed = (text ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return collapsed.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
