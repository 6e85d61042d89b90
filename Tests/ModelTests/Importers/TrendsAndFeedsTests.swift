import Foundation
import Testing

@testable import Model

@Suite struct TrendsDocumentTests {
    @Test func bundledTrendsFollowTheSeed() throws {
        let document = try TrendsDocument.load(contentsOf: ImporterFixtures.data.appendingPathComponent("trends.json"))
        #expect(document.trends.count == 10)
        #expect(
            document.trends.first
                == Trend(
                    name: "#musicmonday",
                    url: try #require(URL(string: "http://search.twitter.com/search?q=%23musicmonday"))))
        #expect(document.trends.map(\.name).contains("Happy Labor Day"))
        // "Mon, 07 Sep 2009 09:18:34 +0000"
        #expect(document.asOf == Date(timeIntervalSince1970: 1_252_315_114))
    }

    @Test func asOfMayBeISO8601OrSecondsOrMissing() throws {
        let iso = try TrendsDocument.load(
            data: Data(#"{"trends":[],"as_of":"2009-09-07T09:18:34Z"}"#.utf8), name: "t.json")
        #expect(iso.asOf == Date(timeIntervalSince1970: 1_252_315_114))
        let seconds = try TrendsDocument.load(data: Data(#"{"trends":[],"as_of":1252315114}"#.utf8), name: "t.json")
        #expect(seconds.asOf == Date(timeIntervalSince1970: 1_252_315_114))
        let none = try TrendsDocument.load(
            data: Data(#"{"trends":[{"name":"a","url":"https://x.org/"}]}"#.utf8), name: "t.json")
        #expect(
            none
                == TrendsDocument(
                    trends: [Trend(name: "a", url: try #require(URL(string: "https://x.org/")))], asOf: nil))
    }

    @Test(arguments: [
        (
            #"{"trends":[{"name":"a","url":"javascript:alert(1)"}]}"#,
            "Trend “a” has no valid web address (http or https)."
        ),
        (
            #"{"trends":[{"name":"a","url":"file:///etc/passwd"}]}"#,
            "Trend “a” has no valid web address (http or https)."
        ),
        (#"{"trends":[{"name":"a","url":"/relative"}]}"#, "Trend “a” has no valid web address (http or https)."),
        (#"{"trends":[{"name":"a"}]}"#, "Trend “a” has no valid web address (http or https)."),
        (#"{"trends":[{"url":"http://x.org"}]}"#, "Trend 1 has no name."),
        (#"{"trends":[{"name":" ","url":"http://x.org"}]}"#, "Trend 1 has no name."),
        (#"{"trends":["a"]}"#, "Trend 1 is not an object."),
        (#"{"trends":{}}"#, "“trends” must be a list."),
        (#"{"topics":[]}"#, "“t.json” is not a trends file: it has no “trends” list."),
        (#"[]"#, "“t.json” is not a trends file: it has no “trends” list."),
        (#"{"trends":[],"as_of":"yesterday"}"#, "The date “yesterday” in “as_of” is not readable."),
        (#"{"trends":[],"as_of":true}"#, "“as_of” must be a date."),
        (#"{"trends":[],}"#, "line 1, column 14: A comma is followed by “}”: trailing commas are not allowed."),
        ("", "The file “t.json” is empty."),
    ])
    func invalidFilesAreRefusedWithAMessage(json: String, message: String) {
        #expect(throws: ImportError(message: message)) {
            try TrendsDocument.load(data: Data(json.utf8), name: "t.json")
        }
    }
}

@Suite struct FeedAndXPathTests {
    @Test func rssItemsWithTitlesLinksAndDates() throws {
        let items = try FeedReader.items(
            contentsOf: ImporterFixtures.data.appendingPathComponent("feeds/drilldown-news.rss"))
        #expect(
            items.map(\.title) == [
                "Drilldown 1.0 released", "Books & feeds: reading XML with libxml2",
                "Trends <JSON> without surprises",
            ])
        #expect(items[0].link == URL(string: "https://github.com/drilldown/drilldown/releases/tag/1.0"))
        #expect(items[0].date == Date(timeIntervalSince1970: 1_252_315_114))
        #expect(items[1].date == Date(timeIntervalSince1970: 1_252_418_400))
        #expect(items[2].date == Date(timeIntervalSince1970: 1_252_485_000))
    }

    @Test func atomEntriesUseTheAlternateLink() throws {
        let items = try FeedReader.items(
            contentsOf: ImporterFixtures.data.appendingPathComponent("feeds/drilldown-news.atom"))
        #expect(
            items == [
                FeedItem(
                    title: "Drilldown 1.0 released",
                    link: URL(string: "https://github.com/drilldown/drilldown/releases/tag/1.0"),
                    date: Date(timeIntervalSince1970: 1_252_315_114)),
                FeedItem(
                    title: "Books & feeds: reading XML with libxml2",
                    link: URL(string: "https://github.com/drilldown/drilldown/wiki/XML"),
                    date: Date(timeIntervalSince1970: 1_252_418_400)),
            ])
    }

    @Test func rss1AndUnsafeLinks() throws {
        let rdf = """
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
              <item><title>One</title><link>javascript:alert(1)</link></item>
              <item><description>No title here</description><link>http://a.org/2</link></item>
            </rdf:RDF>
            """
        let items = try FeedReader.items(data: Data(rdf.utf8), name: "r.rdf")
        #expect(
            items == [
                FeedItem(title: "One", link: nil, date: nil),
                FeedItem(title: "No title here", link: URL(string: "http://a.org/2"), date: nil),
            ])
    }

    @Test func otherDocumentsAreNotFeeds() {
        #expect(throws: ImportError(message: "“b.xml” is not an RSS or Atom feed.")) {
            try FeedReader.items(data: Data("<Books/>".utf8), name: "b.xml")
        }
        #expect(throws: XMLParseGuard.entityRefused) {
            try FeedReader.items(contentsOf: ImporterFixtures.url("importers/xml/xxe-local-file.xml"))
        }
    }

    @Test func xpathReturnsNamesContentsAttributesAndChildren() throws {
        let xml = Data(
            """
            <weather><forecast_conditions day="Mon"><icon data="/sunny.gif"/><high>20</high></forecast_conditions>
            <forecast_conditions day="Tue"><icon data="/rain.gif"/></forecast_conditions></weather>
            """.utf8)
        let icons = try XPathQuery.perform("//forecast_conditions/icon/@data", onXML: xml)
        #expect(
            icons == [XPathNode(name: "data", content: "/sunny.gif"), XPathNode(name: "data", content: "/rain.gif")])
        let days = try XPathQuery.perform("//forecast_conditions", onXML: xml)
        #expect(days.map { $0.attribute("day") } == ["Mon", "Tue"])
        #expect(days[0].children.map(\.name) == ["icon", "high"])
        #expect(days[0].child("high")?.content == "20")
        #expect(days[0].child("icon")?.content == nil)
        #expect(try XPathQuery.perform("count(//icon)", onXML: xml) == [XPathNode(name: "", content: "2")])
        #expect(try XPathQuery.perform("//nothing", onXML: xml).isEmpty)
    }

    @Test func badQueriesAndRunawayQueriesAreErrors() throws {
        let xml = Data(("<r>" + String(repeating: "<a>x</a>", count: 3000) + "</r>").utf8)
        let bad = #expect(throws: ImportError.self) { try XPathQuery.perform("//a[", onXML: xml) }
        #expect(bad?.message.hasPrefix("The XPath query “//a[” failed") == true)
        // 3000 × 3000 × 3000 comparisons: far above the operation limit.
        let runaway = #expect(throws: ImportError.self) {
            try XPathQuery.perform("count(//a[count(//a[. = //a]) > 0])", onXML: xml)
        }
        #expect(runaway?.message.contains("failed") == true)
    }
}
