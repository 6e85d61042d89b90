import CLibXML2
import Foundation

/// One entry of an RSS or Atom feed.
public struct FeedItem: Sendable, Equatable {
    public var title: String
    /// The entry's web page, when it is an http or https URL.
    public var link: URL?
    /// The publication (RSS `pubDate`, Atom `published`) or update date, if readable.
    public var date: Date?

    public init(title: String, link: URL?, date: Date?) {
        self.title = title
        self.link = link
        self.date = date
    }
}

/// Lists the items of an RSS 2.0, RSS 1.0 (RDF) or Atom feed, found with XPath queries.
public enum FeedReader {
    static let namespaces = [
        "atom": "http://www.w3.org/2005/Atom",
        "rss1": "http://purl.org/rss/1.0/",
        "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
        "dc": "http://purl.org/dc/elements/1.1/",
    ]

    /// The items of the feed file at `url`, in document order.
    public static func items(contentsOf url: URL) throws(ImportError) -> [FeedItem] {
        try items(in: XMLDOM.parse(contentsOf: url), name: url.lastPathComponent)
    }

    /// The items of a feed in memory; `name` is used in messages.
    public static func items(data: Data, name: String) throws(ImportError) -> [FeedItem] {
        try items(in: XMLDOM.parse(data: data, name: name), name: name)
    }

    /// The items of a feed arriving in chunks (a download), its tree built as they come.
    public static func items(name: String, chunks: @escaping ByteChunks) throws(ImportError) -> [FeedItem] {
        try items(in: XMLDOM.parse(chunks: chunks, name: name), name: name)
    }

    private static func items(in dom: XMLDOM, name: String) throws(ImportError) -> [FeedItem] {
        let q = { (query: String, node: xmlNodePtr?) throws(ImportError) -> [XPathNode] in
            try XPathQuery.perform(query, on: dom, namespaces: namespaces, context: node)
        }
        if try !XPathQuery.nodes("/rss", on: dom).isEmpty {
            return try XPathQuery.nodes("/rss/channel/item", on: dom).map { item throws(ImportError) in
                FeedItem(
                    title: title(try q("title", item), fallback: try q("description", item)),
                    link: try q("link", item).first?.content.flatMap(WebLink.validated),
                    date: try q("pubDate | dc:date", item).first?.content.flatMap(InternetDate.parse))
            }
        }
        if try !XPathQuery.nodes("/atom:feed", on: dom, namespaces: namespaces).isEmpty {
            return try XPathQuery.nodes("/atom:feed/atom:entry", on: dom, namespaces: namespaces).map {
                entry throws(ImportError) in
                let links = try q("atom:link[not(@rel) or @rel='alternate']/@href", entry)
                return FeedItem(
                    title: title(try q("atom:title", entry), fallback: try q("atom:summary", entry)),
                    link: links.first?.content.flatMap(WebLink.validated),
                    date: try q("atom:published | atom:updated", entry).first?.content.flatMap(InternetDate.parse))
            }
        }
        if try !XPathQuery.nodes("/rdf:RDF", on: dom, namespaces: namespaces).isEmpty {
            return try XPathQuery.nodes("/rdf:RDF/rss1:item", on: dom, namespaces: namespaces).map {
                item throws(ImportError) in
                FeedItem(
                    title: title(try q("rss1:title", item), fallback: try q("rss1:description", item)),
                    link: try q("rss1:link", item).first?.content.flatMap(WebLink.validated),
                    date: try q("dc:date", item).first?.content.flatMap(InternetDate.parse))
            }
        }
        throw ImportError(message: fill(tr("“%1$@” is not an RSS or Atom feed."), name))
    }

    private static func title(_ nodes: [XPathNode], fallback: [XPathNode]) -> String {
        for candidate in [nodes.first, fallback.first] {
            if let text = candidate?.content, !text.isEmpty { return DisplayText.line(text) }
        }
        return tr("Untitled")
    }
}
