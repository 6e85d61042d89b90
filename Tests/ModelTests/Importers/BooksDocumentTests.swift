import Foundation
import Testing

@testable import Model

@Suite struct BooksDocumentTests {
    @Test func bundledBooksAreReadWithIdsAndEntities() throws {
        let books = try BooksDocument.load(contentsOf: ImporterFixtures.data.appendingPathComponent("books.xml"))
        #expect(books.count >= 5)
        #expect(books.map(\.id) == Array(1...books.count))
        #expect(
            books[0]
                == Book(
                    id: 1, title: "Circumference", author: "Nicholas Nicastro",
                    summary: "Eratosthenes and the ancient quest to measure the globe."))
        #expect(books.contains { $0.title == "Angels & Demons" })
        #expect(books.allSatisfy { !$0.title.isEmpty && !$0.author.isEmpty && !$0.summary.isEmpty })
    }

    @Test func entitiesCDATACharacterReferencesAndNestedMarkupJoinUp() throws {
        let xml = """
            <?xml version="1.0"?>
            <Books>
              <Book id=" 7 " lang="en"><title>Tom &amp; Jerry &#x263A; <![CDATA[<raw> & ]]>end</title>
                <author>A <i>B</i> C</author><unknown>ignored</unknown><summary>
                  multi
                  line
                </summary></Book>
              <Note>ignored too</Note>
              <Book id="8"><title>&lt;Second&gt;</title></Book>
            </Books>
            """
        let books = try BooksDocument.load(data: Data(xml.utf8), name: "b.xml")
        #expect(
            books == [
                Book(id: 7, title: "Tom & Jerry \u{263A} <raw> & end", author: "A B C", summary: "multi\n      line"),
                Book(id: 8, title: "<Second>", author: "", summary: ""),
            ])
    }

    @Test func characterDataSplitAcrossChunksIsJoined() throws {
        // A title longer than the push parser's chunk size arrives in several callbacks.
        let long = String(repeating: "abc&amp;", count: XMLPushParser.chunkSize / 4)
        let xml = "<Books><Book id=\"1\"><title>\(long)</title></Book></Books>"
        let books = try BooksDocument.load(data: Data(xml.utf8), name: "long.xml")
        #expect(books.first?.title == String(repeating: "abc&", count: XMLPushParser.chunkSize / 4))
    }

    @Test func latin1DocumentIsDecoded() throws {
        let books = try BooksDocument.load(contentsOf: ImporterFixtures.url("importers/xml/latin1.xml"))
        #expect(books == [Book(id: 1, title: "Café", author: "Léa", summary: "")])
    }

    @Test func utf16DocumentWithByteOrderMarkIsDecoded() throws {
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?><Books><Book id=\"2\"><title>Ünïcode</title></Book></Books>"
        var data = Data([0xFF, 0xFE])
        for unit in xml.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        #expect(
            try BooksDocument.load(data: data, name: "u16.xml") == [
                Book(id: 2, title: "Ünïcode", author: "", summary: "")
            ])
    }

    @Test func tagMismatchNamesLineColumnAndTags() throws {
        let error = #expect(throws: ImportError.self) {
            try BooksDocument.load(contentsOf: ImporterFixtures.url("importers/xml/mismatch.xml"))
        }
        #expect(error?.message == "line 4, column 25: Opening and ending tag mismatch: title and Book")
    }

    @Test(arguments: [
        ("truncated.xml", "ends before all its elements are closed"),
        ("invalid-utf8.xml", "Input is not proper UTF-8"),
        ("unknown-encoding.xml", "Unsupported encoding"),
        ("utf16-label-utf8-bytes.xml", "UTF-16"),
    ])
    func malformedAndMisencodedDocumentsAreRefused(file: String, fragment: String) throws {
        let error = #expect(throws: ImportError.self) {
            try BooksDocument.load(contentsOf: ImporterFixtures.url("importers/xml/\(file)"))
        }
        #expect(error?.message.contains(fragment) == true, "\(error?.message ?? "")")
        #expect(error?.message.hasPrefix("line ") == true)
    }

    @Test(arguments: [
        ("<Library/>", "line 1: “x.xml” is not a books file: its root element is “Library”, not “Books”."),
        ("<Books><Book><title>t</title></Book></Books>", "line 1: A book has no whole-number “id” attribute."),
        (
            "<Books><Book id=\"x1\"><title>t</title></Book></Books>",
            "line 1: A book has no whole-number “id” attribute."
        ),
        (
            "<Books><Book id=\"1\"><title>t</title></Book>\n<Book id=\"1\"><title>u</title></Book></Books>",
            "line 2: Two books have the id 1."
        ),
        ("<Books><Book id=\"3\"><author>a</author></Book></Books>", "line 1: The book with id 3 has no title."),
    ])
    func structuralMistakesAreRefusedWithTheLine(xml: String, message: String) {
        #expect(throws: ImportError(message: message)) {
            try BooksDocument.load(data: Data(xml.utf8), name: "x.xml")
        }
    }

    @Test func emptyAndMissingFiles() {
        #expect(throws: ImportError(message: "The file “e.xml” is empty.")) {
            try BooksDocument.load(data: Data(), name: "e.xml")
        }
        #expect(throws: ImportError(message: "The file “nope.xml” could not be read: no such file")) {
            try BooksDocument.load(contentsOf: URL(fileURLWithPath: "/nonexistent/nope.xml"))
        }
    }

    @Test func overlongFieldIsRefused() {
        let xml =
            "<Books><Book id=\"1\"><title>" + String(repeating: "x", count: BooksDocument.maximumFieldLength + 1)
            + "</title></Book></Books>"
        let error = #expect(throws: ImportError.self) { try BooksDocument.load(data: Data(xml.utf8), name: "big.xml") }
        #expect(error?.message.contains("too long") == true)
    }

    @Test func parsersRunConcurrentlyOffTheMainThread() async throws {
        let url = ImporterFixtures.data.appendingPathComponent("books.xml")
        let expected = try BooksDocument.load(contentsOf: url)
        let mismatch = try ImporterFixtures.url("importers/xml/mismatch.xml")
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                group.addTask {
                    if index.isMultiple(of: 2) {
                        return try BooksDocument.load(contentsOf: url) == expected
                    }
                    do {
                        _ = try BooksDocument.load(contentsOf: mismatch)
                        return false
                    } catch {
                        return (error as? ImportError)?.message.hasPrefix("line 4, column 25:") == true
                    }
                }
            }
            for try await ok in group { #expect(ok) }
        }
    }
}
