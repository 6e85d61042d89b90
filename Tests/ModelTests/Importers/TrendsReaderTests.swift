import Foundation
import Testing

@testable import Model

/// The trends file is read by `StrictJSON` plus `StrictJSONCursor` (no JSONSerialization):
/// these pin down that the fast path decodes, skips and refuses exactly what it must.
@Suite struct TrendsReaderTests {
    static func load(_ json: String) throws -> TrendsDocument {
        try TrendsDocument.load(data: Data(json.utf8), name: "t.json")
    }

    @Test func escapesAreDecodedInNamesURLsAndKeys() throws {
        let json = #"""
            {"tr\u0065nds":[{"n\u0061me":"\"caf\u00e9\" \ud83d\ude00 a\\b\/c\td","url":"https:\/\/x.org\/a?q=%23b"}]}
            """#
        let document = try Self.load(json)
        #expect(
            document.trends == [
                Trend(
                    name: "\"café\" 😀 a\\b/c\td",
                    url: try #require(URL(string: "https://x.org/a?q=%23b")))
            ])
    }

    @Test func unknownMembersOfAnyShapeAreSkipped() throws {
        let json = """
            \u{FEFF} { "meta" : { "a" : [ 1 , { "b" : "]}\\"[{" } ] , "c" : -1.5e3 } ,
              "trends" : [ { "extra" : [ [ ] , { } , null , true , "}" ] , "name" : "x" , "url" : "http://a.org" } ,
                           { "url" : "HTTPS://B.ORG/p" , "name" : "y" , "more" : false } ] ,
              "as_of" : null , "tail" : [ "x" ] }
            """
        let document = try Self.load(json)
        #expect(document.trends.map(\.name) == ["x", "y"])
        #expect(document.trends.map(\.url.absoluteString) == ["http://a.org", "HTTPS://B.ORG/p"])
        #expect(document.asOf == nil)
    }

    @Test func repeatedKeysKeepTheirLastValueLikeADictionary() throws {
        let document = try Self.load(
            #"{"trends":[],"trends":[{"name":"a","name":"b","url":"javascript:x","url":"http://ok.org"}]}"#)
        #expect(document.trends == [Trend(name: "b", url: try #require(URL(string: "http://ok.org")))])
        #expect(throws: ImportError(message: "Trend “b” has no valid web address (http or https).")) {
            try Self.load(#"{"trends":[{"name":"b","url":"http://ok.org","url":"javascript:x"}]}"#)
        }
    }

    @Test func oneBadEntryAmongThousandsRefusesTheFile() throws {
        var entries = (1...5000).map { #"{"name":"t\#($0)","url":"http://x.org/\#($0)"}"# }
        #expect(try Self.load(#"{"trends":[\#(entries.joined(separator: ","))]}"#).trends.count == 5000)
        entries[4321] = #"{"name":"bad","url":"file:///etc/passwd"}"#
        #expect(throws: ImportError(message: "Trend “bad” has no valid web address (http or https).")) {
            try Self.load(#"{"trends":[\#(entries.joined(separator: ","))]}"#)
        }
        entries[4321] = #"{"name":"\u00a0\n","url":"http://x.org"}"#
        #expect(throws: ImportError(message: "Trend 4322 has no name.")) {
            try Self.load(#"{"trends":[\#(entries.joined(separator: ","))]}"#)
        }
        entries[4321] = #"{"name":7,"url":"http://x.org"}"#
        #expect(throws: ImportError(message: "Trend 4322 has no name.")) {
            try Self.load(#"{"trends":[\#(entries.joined(separator: ","))]}"#)
        }
        entries[4321] = #"["x"]"#
        #expect(throws: ImportError(message: "Trend 4322 is not an object.")) {
            try Self.load(#"{"trends":[\#(entries.joined(separator: ","))]}"#)
        }
    }

    @Test(arguments: [
        #"{"trends":null}"#, #"{"trends":"a"}"#, #"{"trends":1}"#,
    ])
    func trendsThatIsNotAListIsRefused(json: String) {
        #expect(throws: ImportError(message: "“trends” must be a list.")) { try Self.load(json) }
    }

    @Test(arguments: [
        #"{"trends":[],"as_of":[]}"#, #"{"trends":[],"as_of":{}}"#, #"{"trends":[],"as_of":false}"#,
        #"{"trends":[],"as_of":1e400}"#,
    ])
    func asOfThatIsNotADateIsRefused(json: String) {
        #expect(throws: ImportError(message: "“as_of” must be a date.")) { try Self.load(json) }
    }

    @Test func asOfMayBeAFractionalNumber() throws {
        #expect(
            try Self.load(#"{"as_of":1252315114.5,"trends":[]}"#).asOf == Date(timeIntervalSince1970: 1_252_315_114.5))
    }

    /// Without JSONSerialization behind it, the strict check alone must refuse every
    /// document JSONTestSuite says is not JSON.
    @Test(arguments: JSONTestSuiteTests.files.filter { $0.hasPrefix("n_") })
    func everyRejectedSuiteFileIsRefused(name: String) throws {
        let data = try JSONTestSuiteTests.data(name)
        let error = #expect(throws: ImportError.self) { try TrendsDocument.load(data: data, name: name) }
        #expect(error?.message.isEmpty == false)
    }

    @Test(arguments: JSONTestSuiteTests.files.filter { !$0.hasPrefix("n_") })
    func otherSuiteFilesLoadOrAreRefusedWithoutCrashing(name: String) throws {
        let data = try JSONTestSuiteTests.data(name)
        do {
            _ = try TrendsDocument.load(data: data, name: name)
        } catch {
            #expect(!error.message.isEmpty)
        }
    }

    @Test(arguments: [
        (#"["\ud800"]"#, "line 1, column 9: The text is not valid UTF-8."),
        (#"["\udc00\ud800"]"#, "line 1, column 9: The text is not valid UTF-8."),
        (#"["\ud800\u0041"]"#, "line 1, column 15: The text is not valid UTF-8."),
        (#"["\ud800x"]"#, "line 1, column 9: The text is not valid UTF-8."),
    ])
    func unpairedSurrogatesAreRefused(json: String, message: String) {
        #expect(throws: ImportError(message: message)) { try StrictJSON.validate(Data(json.utf8)) }
        #expect(throws: ImportError.self) { try TrendsDocument.load(data: Data(json.utf8), name: "t.json") }
    }

    @Test func pairedSurrogatesAreAccepted() {
        #expect(throws: Never.self) { try StrictJSON.validate(Data(#"["\uD834\uDD1E \udbff\udfff"]"#.utf8)) }
    }
}

@Suite struct WebLinkTests {
    @Test(arguments: [
        ("http://x.org", "http://x.org"),
        ("HTTPS://X.ORG/a", "HTTPS://X.ORG/a"),
        ("  https://x.org/a \n", "https://x.org/a"),
        ("\u{00A0}https://x.org/\u{2028}", "https://x.org/"),
    ])
    func webAddressesAreAcceptedAndTrimmed(text: String, expected: String) {
        #expect(WebLink.validated(text)?.absoluteString == expected)
    }

    @Test(arguments: [
        "", " ", "javascript:alert(1)", "file:///etc/passwd", "/relative", "x.org", "https:", "http:/x",
        "http:///x", "httpx://x.org", "http//x.org", "ftp://x.org", " data:text/html,x",
        "http://" + String(repeating: "a", count: 8200),
    ])
    func otherLinksAreRefused(text: String) {
        #expect(WebLink.validated(text) == nil)
    }

    @Test func trimmingMatchesFoundation() {
        for text in ["a", " a", "a ", "\u{3000}a\u{85}", "é", " \t", "", "\u{A0}"] {
            #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines))
            #expect(text.isBlank == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        }
    }
}
