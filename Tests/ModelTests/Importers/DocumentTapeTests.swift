import Foundation
import Testing

@testable import Model

/// Issue 29, part 1: documents are read into the compact `DocumentTape` and browsed
/// through views of it, with the same tree and the same text as before in every format.
@Suite struct DocumentTapeTests {
    static let formats: [TreeDocument.Format] = [.json, .xmlPropertyList, .binaryPropertyList, .openStepPropertyList]

    static let accented = "Caffè “corretto” für Zürich — Αθήνα, 東京, ☕️ 😀\tand a line\nbreak"
    static let ascii = "Plain coffee for Zurich - Athens, Tokyo, and more\tand a line\nbreak"

    @Test func escapesAreDecodedInPlaceWithoutDisturbingWhatFollows() throws {
        // Escapes shorten a string as it is decoded; the strings after it must stay whole.
        let json =
            #"{"k\u00e9y\n": "caf\u00e9 \"quoted\" \\ \/ \ud83d\ude00 end", "next": "after", "e\u0301": ["\t", ""]}"#
        let root = try TreeDocument.load(data: Data(json.utf8), name: "escapes.json")
        #expect(root.children.map(\.title) == [DisplayText.line("kéy\n"), "next", DisplayText.line("e\u{301}")])
        #expect(root.children[0].value == .string("café \"quoted\" \\ / 😀 end"))
        #expect(root.children[1].value == .string("after"))
        #expect(root.children[2].children.map(\.value) == [.string("\t"), .string("")])
    }

    @Test func numbersAreReadAsIntegerAndDoubleReadThem() throws {
        let texts = [
            "0", "-0", "42", "-17", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
            "123456789012345678901234567890", "0.1", "-2.5", "1e3", "1E-7", "6.02214076e23", "0.30000000000000004",
            "4.9e-324", "1.7976931348623157e308", "2e308", "123.456e-2", "1234567890.0987654321",
        ]
        let root = try TreeDocument.load(data: Data(("[" + texts.joined(separator: ",") + "]").utf8), name: "n.json")
        let expected: [ScalarValue] = texts.map { text in
            if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let integer = Int64(text) {
                return .integer(integer)
            }
            return .real(Double(text) ?? .nan)
        }
        #expect(root.children.map(\.value) == expected)
    }

    @Test func theTutorialShapeGivesTheSameTreeInEveryFormat() throws {
        let document = SampleDocument.dictionary([
            (
                "Rows",
                .array([
                    .dictionary([
                        ("Title", .text(Self.accented)),
                        (
                            "Children",
                            .array([
                                .dictionary([("Title", .text("Zürich")), ("Note", .text("a note"))])
                            ])
                        ),
                    ]),
                    .dictionary([("Title", .text(Self.ascii)), ("Tags", .array([.text("a"), .text("b")]))]),
                ])
            ),
            ("Version", .text("1")),
        ])
        let trees = try Self.formats.map { try TreeDocument.load(data: document.data($0), name: "rows") }
        for (format, tree) in zip(Self.formats, trees) {
            #expect(tree == trees[0], "\(format)")
        }
        let root = trees[0]
        #expect(root.title == "Root")
        #expect(root.fields.map(\.key) == ["Rows", "Version"])
        #expect(root.fields.first?.value == .string("2 items"))
        #expect(root.children.map(\.title) == [DisplayText.line(Self.accented), DisplayText.line(Self.ascii)])
        #expect(
            root.children[0].children[0].fields == [
                TreeField(key: "Title", value: .string("Zürich")), TreeField(key: "Note", value: .string("a note")),
            ])
        #expect(root.children[1].isLeaf)
        #expect(root.children[1].fields.last == TreeField(key: "Tags", value: .string("2 items")))
    }

    /// The text shown for accented and for ASCII content is what shortening the document's
    /// own text up front gives (the old tree), in every format, for keys, values and names.
    @Test func accentedAndASCIITextShowAsShorteningUpFrontShowsThem() throws {
        for text in [Self.accented, Self.ascii, String(repeating: Self.accented + " ", count: 20)] {
            let document = SampleDocument.dictionary([
                (text, .text(text)),
                (
                    "list",
                    .array([.dictionary([("name", .text(text))]), .dictionary([("x", .text(text))]), .text(text)])
                ),
            ])
            for format in Self.formats {
                let root = try TreeDocument.load(data: document.data(format), name: "text")
                #expect(root.children[0].title == DisplayText.line(text), "\(format)")
                #expect(root.children[0].subtitle == DisplayText.line(text), "\(format)")
                #expect(root.children[0].value == .string(text), "\(format)")
                let list = root.children[1].children
                #expect(list.map(\.title) == [DisplayText.line(text), "Item 2", DisplayText.line(text)], "\(format)")
                #expect(list.map(\.subtitle) == ["1 item", DisplayText.line(text), nil], "\(format)")
            }
        }
    }

    @Test func aLevelOfManyRowsIsAViewOfTheTape() throws {
        let json = "[" + (0..<100_000).map { #"{"n":\#($0)}"# }.joined(separator: ",") + "]"
        let root = try TreeDocument.load(data: Data(json.utf8), name: "many.json")
        guard case .tape = root.storage else {
            Issue.record("the root is not a view of the tape")
            return
        }
        #expect(root.children.count == 100_000)
        #expect(root.children[99_999].title == "Item 100000")
        #expect(root.children[99_999].children[0].value == .integer(99_999))
        #expect(root.node(at: [5, 0])?.subtitle == "5")
    }

    @Test func sharedBinaryObjectsAreListedNotCopied() throws {
        var plist = BinaryPlistWriter()
        plist.refSize = 2
        let string = plist.string("shared text")
        let inner = plist.array(Array(repeating: string, count: 100))
        let outer = plist.array(Array(repeating: inner, count: 100))
        let root = try TreeDocument.load(data: plist.data(top: outer), name: "shared.plist")
        #expect(root.children.count == 100)
        #expect(root.children[99].children[99].title == "shared text")
        guard case .tape(let row) = root.storage else {
            Issue.record("the root is not a view of the tape")
            return
        }
        // One entry each for the outer array, the inner array and the string.
        #expect(row.tape.count == 3)
    }
}
