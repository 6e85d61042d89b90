import Foundation
import Testing

@testable import Model

/// Hostile documents through every libxml2 entry point: the SAX books reader, the DOM
/// used by XPath and feeds, and XML opened as a Drill Down tree.
@Suite struct HostileXMLTests {
    enum EntryPoint: CaseIterable { case books, xpath, tree, streamedDOM }

    static func load(_ data: Data, through entry: EntryPoint) throws(ImportError) {
        switch entry {
        case .books: _ = try BooksDocument.load(data: data, name: "hostile.xml")
        case .xpath: _ = try XPathQuery.perform("//title", onXML: data)
        case .tree: _ = try TreeDocument.load(data: data, name: "hostile.xml")
        case .streamedDOM:
            // The push-parser DOM of downloaded feeds, fed in small uneven chunks.
            var offset = data.startIndex
            _ = try XMLDOM.parse(
                chunks: { () throws(ImportError) -> Data in
                    let end = min(offset + 977, data.endIndex)
                    defer { offset = end }
                    return data[offset..<end]
                }, name: "hostile.xml")
        }
    }

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: ImporterFixtures.url("importers/xml/\(name)"))
    }

    @Test(
        arguments: ["billion-laughs.xml", "xxe-local-file.xml", "xxe-network.xml", "xxe-parameter-entity.xml"],
        EntryPoint.allCases)
    func entityDeclarationsAreRefused(file: String, entry: EntryPoint) throws {
        let data = try Self.fixture(file)
        #expect(throws: XMLParseGuard.entityRefused) { try Self.load(data, through: entry) }
    }

    @Test(arguments: EntryPoint.allCases)
    func quadraticBlowupIsRefused(entry: EntryPoint) {
        let entity = String(repeating: "a", count: 50_000)
        let body = String(repeating: "&a;", count: 50_000)
        let xml =
            "<?xml version=\"1.0\"?><!DOCTYPE Books [<!ENTITY a \"\(entity)\">]><Books><Book id=\"1\"><title>\(body)</title></Book></Books>"
        #expect(throws: XMLParseGuard.entityRefused) { try Self.load(Data(xml.utf8), through: entry) }
    }

    @Test(arguments: EntryPoint.allCases)
    func externalDTDIsNeverLoaded(entry: EntryPoint) throws {
        // The DOCTYPE points at /etc/passwd; nothing is read and the document parses.
        let data = try Self.fixture("external-dtd.xml")
        try Self.load(data, through: entry)
        let titles = try XPathQuery.perform("//title", onXML: data)
        #expect(titles.map(\.content) == ["Kept & safe"])
        #expect(try BooksDocument.load(data: data, name: "x.xml").first?.title == "Kept & safe")
    }

    @Test(arguments: EntryPoint.allCases)
    func undeclaredEntitiesAreRefused(entry: EntryPoint) throws {
        let data = try Self.fixture("undeclared-entity.xml")
        #expect(throws: XMLParseGuard.undeclaredEntity("unknown")) { try Self.load(data, through: entry) }
    }

    @Test func noFileContentLeaksThroughAnyEntryPoint() throws {
        for file in ["xxe-local-file.xml", "xxe-parameter-entity.xml", "external-dtd.xml"] {
            let data = try Self.fixture(file)
            for entry in EntryPoint.allCases {
                do {
                    try Self.load(data, through: entry)
                } catch {
                    #expect(!error.message.contains("root:"))
                }
            }
            if let nodes = try? XPathQuery.perform("/*", onXML: data) {
                #expect(!String(describing: nodes).contains("root:x:0"))
            }
        }
    }

    @Test(arguments: EntryPoint.allCases)
    func hugeTextNodeIsRefused(entry: EntryPoint) {
        // Above libxml2's 10,000,000-byte text limit (HUGE is never enabled) and the
        // books reader's own field limit.
        let xml =
            "<Books><Book id=\"1\"><title>" + String(repeating: "x", count: 10_000_001) + "</title></Book></Books>"
        #expect(throws: ImportError.self) { try Self.load(Data(xml.utf8), through: entry) }
    }

    @Test(arguments: EntryPoint.allCases)
    func deepNestingIsRefused(entry: EntryPoint) {
        let xml = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        let error = #expect(throws: ImportError.self) { try Self.load(Data(xml.utf8), through: entry) }
        #expect(error?.message.isEmpty == false)
    }

    @Test(
        arguments: ["mismatch.xml", "truncated.xml", "invalid-utf8.xml", "unknown-encoding.xml"], EntryPoint.allCases)
    func malformedDocumentsAreRefused(file: String, entry: EntryPoint) throws {
        let data = try Self.fixture(file)
        let error = #expect(throws: ImportError.self) { try Self.load(data, through: entry) }
        #expect(error?.message.hasPrefix("line ") == true, "\(error?.message ?? "")")
    }
}
