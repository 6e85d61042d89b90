import Foundation
import Testing

@testable import Model

/// Issue 18, item 3: real-world-like documents open as they are — keys in file order,
/// siblings told apart, typed values for the detail page.
@Suite struct DrillDownDocumentTests {
    static func fixture(_ name: String) throws -> TreeNode {
        try TreeDocument.load(contentsOf: ImporterFixtures.url("documents/" + name))
    }

    @Test func jsonKeysKeepTheirFileOrder() throws {
        let root = try Self.fixture("package.json")
        #expect(
            root.childTitles == [
                "name", "version", "description", "main", "scripts", "keywords", "author",
                "license", "dependencies", "contributors", "private", "engines", "downloads", "rating",
            ])
        let scripts = root.children[4]
        #expect(scripts.childTitles == ["test", "build", "lint"])
        #expect(root.children[8].childTitles == ["zod", "ajv", "lodash"])
        // Array elements are titled by their name, else "Item N".
        #expect(root.children[9].childTitles == ["Grace Hopper", "Alan Turing", "Item 3"])
        #expect(root.children[9].children[2].subtitle == "anon@example.org")
        #expect(root.children[12].value == .integer(1_234_567))
        #expect(root.children[13].value == .real(4.75))
        #expect(root.children[10].value == .boolean(false))
    }

    @Test func propertyListKeysKeepTheirFileOrderWithTypedValues() throws {
        let root = try Self.fixture("Info.plist")
        #expect(root.title == "Info.plist")
        #expect(
            root.childTitles == [
                "CFBundleName", "CFBundleIdentifier", "CFBundleVersion", "LSMinimumSystemVersion",
                "CFBundleDocumentTypes", "NSHighResolutionCapable", "BuildDate", "BuildNumber",
                "Scale", "Signature",
            ])
        // Array elements without a name are told apart by their first text.
        #expect(root.children[4].childTitles == ["Item 1", "Item 2"])
        #expect(root.children[4].children.map(\.subtitle) == ["Property List", "JSON Document"])
        #expect(root.children[6].value == .date(Date(timeIntervalSince1970: 1_710_495_000)))
        #expect(root.children[6].subtitle == "2024-03-15T09:30:00Z")
        #expect(root.children[7].value == .integer(1_234_567))
        #expect(root.children[8].value == .real(1234.5))
        #expect(root.children[9].value == .data(count: 8, prefix: Data([0xDE, 0xAD, 0xBE, 0xEF, 0, 1, 2, 3])))
        #expect(root.children[9].subtitle == "8 bytes")
        // The same order from a binary property list written object by object.
        var plist = BinaryPlistWriter()
        let names = root.childTitles
        let pairs = names.map { (plist.string($0), plist.string("v")) }
        let top = plist.dictionary(pairs)
        let binary = try TreeDocument.load(data: plist.data(top: top), name: "Info.plist")
        #expect(binary.childTitles == names)
    }

    @Test func xmlSiblingsAreToldApart() throws {
        let root = try Self.fixture("catalog.xml")
        #expect(root.subtitle == "catalog")
        #expect(root.childTitles == ["book", "book", "magazine", "magazine", "note", "note", "entry", "entry", "para"])
        let subtitles = root.children.map { $0.subtitle ?? "" }
        #expect(
            subtitles == [
                "XML Developer's Guide", "Midnight Rain", "Byte", "Dr. Dobb's", "id n1", "id n2",
                "dc:creator: First Writer", "dc:creator: Second Writer", "Mixed text",
            ])
        let book = root.children[0]
        #expect(book.childTitles == ["@id", "author", "title", "price"])
        let price = book.children[3]
        #expect(price.childTitles == ["@currency", "(text)"])
        #expect(price.subtitle == "44.95")
        #expect(price.children[1].value == .string("44.95"))
        #expect(book.children[1].value == .string("Gambardella, Matthew"))
        #expect(root.children[8].childTitles == ["@lang", "(text)", "b"])
    }

    @Test func seedShapedRowsKeepAllTheirKeysAndValues() throws {
        let root = try Self.fixture("rows-with-values.plist")
        #expect(root.title == "Root")
        #expect(root.childTitles == ["Harbour"])
        let harbour = root.children[0]
        #expect(harbour.fields.map(\.key) == ["Title", "Opened", "Visitors", "Children"])
        #expect(harbour.fields[1].value == .date(Date(timeIntervalSince1970: 993_902_400)))
        #expect(harbour.fields[2].value == .integer(1_234_567))
        #expect(harbour.fields[3].value == .string("2 items"))
        let lighthouse = harbour.children[0]
        #expect(lighthouse.isLeaf && lighthouse.detail == .simple)
        #expect(lighthouse.fields.map(\.key) == ["Title", "Height", "Logo"])
        #expect(lighthouse.fields[1].value == .real(31.5))
        guard case .data(let count, let prefix) = lighthouse.fields[2].value else {
            Issue.record("Logo is not data")
            return
        }
        #expect(count == 45)
        #expect(prefix.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(harbour.children[1].fields.map(\.key) == ["Title", "View"])
    }

    @Test func detailValuesFollowTheUsersLocale() {
        let italian = Locale(identifier: "it_IT")
        let utc = TimeZone(identifier: "UTC") ?? .current
        func shown(_ value: ScalarValue) -> String {
            DisplayText.value(value, numberLocale: italian, timeLocale: italian, timeZone: utc)
        }
        #expect(shown(.integer(1_234_567)) == "1.234.567")
        #expect(shown(.real(12345.5)) == "12.345,5")
        let date = shown(.date(Date(timeIntervalSince1970: 1_710_495_000)))
        #expect(date.contains("marzo 2024") && date.contains("9:30:00"), "\(date)")
        let data = shown(.data(count: 8, prefix: Data([0xDE, 0xAD, 0xBE, 0xEF, 0, 1, 2, 3])))
        #expect(data.hasSuffix("deadbeef 00010203"), "\(data)")
        let long = shown(.data(count: 5000, prefix: Data(repeating: 0xAB, count: 32)))
        #expect(long.hasSuffix(" …") && long.contains("5000") || long.contains("5.000"), "\(long)")
        #expect(shown(.real(.nan)) == "NaN")
        #expect(shown(.string(String(repeating: "z", count: 10_000))).count == DisplayText.detailCharacters + 1)
    }
}
