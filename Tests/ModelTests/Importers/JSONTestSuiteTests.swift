import Foundation
import Testing

@testable import Model

/// Every parsing test of JSONTestSuite (Nicolas Seriot, MIT; Fixtures/json/LICENSE):
/// y_ files must be accepted, n_ files rejected, i_ files may go either way but must
/// not crash.
@Suite struct JSONTestSuiteTests {
    static let files: [String] = {
        guard
            let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)?
                .appendingPathComponent("json/test_parsing"),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: ImporterFixtures.url("json/test_parsing/\(name)"))
    }

    @Test func theWholeSuiteIsPresent() {
        #expect(Self.files.count == 318)
        #expect(Self.files.filter { $0.hasPrefix("y_") }.count == 95)
        #expect(Self.files.filter { $0.hasPrefix("n_") }.count == 188)
    }

    @Test(arguments: files.filter { $0.hasPrefix("y_") })
    func acceptedFiles(name: String) throws {
        let data = try Self.data(name)
        #expect(throws: Never.self) { try StrictJSON.validate(data) }
        #expect(throws: Never.self) { try TreeDocument.load(data: data, name: name) }
    }

    @Test(arguments: files.filter { $0.hasPrefix("n_") })
    func rejectedFiles(name: String) throws {
        let data = try Self.data(name)
        let error = #expect(throws: ImportError.self) { try TreeDocument.load(data: data, name: name) }
        #expect(error?.message.isEmpty == false)
    }

    @Test(arguments: files.filter { $0.hasPrefix("i_") })
    func implementationDefinedFilesDoNotCrash(name: String) throws {
        let data = try Self.data(name)
        do {
            let tree = try TreeDocument.load(data: data, name: name)
            #expect(!tree.title.isEmpty)
        } catch {
            #expect(!error.message.isEmpty)
        }
    }

    @Test(arguments: ["[", "{\"a\":"])
    func hundredThousandLevelsAreRefusedCleanly(opening: String) {
        let deep = String(repeating: opening, count: 100_000) + "1"
        let error = #expect(throws: ImportError.self) {
            try TreeDocument.load(data: Data(deep.utf8), name: "deep.json")
        }
        #expect(error?.message.contains("nested too deeply") == true)
        let closed = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: ImportError.self) { try TrendsDocument.load(data: Data(closed.utf8), name: "deep.json") }
    }

    @Test(arguments: [
        ("[1,2,]", "line 1, column 6: A comma is followed by “]”: trailing commas are not allowed."),
        ("{\"a\":1,}", "line 1, column 8: A comma is followed by “}”: trailing commas are not allowed."),
        ("{\n  \"a\": 01\n}", "line 2, column 8: Invalid number."),
        ("[\"tab\there\"]", "line 1, column 6: Control characters must be escaped in a string."),
        ("{'a': 1}", "line 1, column 2: An object key must be a string in double quotes."),
        ("[1] x", "line 1, column 5: Unexpected text after the end of the JSON value."),
        ("[1", "line 1, column 3: Unexpected end of the document."),
    ])
    func strictMessagesNameLineAndColumn(json: String, message: String) {
        #expect(throws: ImportError(message: message)) { try StrictJSON.validate(Data(json.utf8)) }
    }
}
