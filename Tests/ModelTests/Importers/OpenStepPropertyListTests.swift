import Foundation
import Testing

@testable import Model

/// Issue 29, item 4: old-style (OpenStep) property lists are read by our strict reader,
/// chosen by content, into the same tree as the other formats, and hostile ones are refused.
@Suite struct OpenStepPropertyListTests {
    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: try ImporterFixtures.url("documents/openstep/\(name)"))
    }

    static func tree(_ text: String, name: String = "doc") throws -> TreeNode {
        try TreeDocument.load(data: Data(text.utf8), name: name)
    }

    static func refusal(_ text: String) -> String {
        refusal(Data(text.utf8))
    }

    static func refusal(
        _ data: Data, limits: ReadLimits = .standard, as format: TreeDocument.Format? = .openStepPropertyList
    ) -> String {
        do {
            _ = try TreeDocument.load(data: data, name: "bad.plist", limits: limits, as: format)
            return "(read)"
        } catch {
            return error.message
        }
    }

    @Test func theTutorialsLocalizableStringsOpenAsTheirTable() throws {
        for (file, welcome) in [("en.Localizable.strings", "Welcome!!!"), ("it.Localizable.strings", "Benvenuto!!!")] {
            let tree = try TreeDocument.load(data: try Self.fixture(file), name: "Localizable.strings")
            let json = try Self.tree(#"{"WelcomeKey": "\#(welcome)"}"#, name: "Localizable.strings")
            #expect(tree == json)
            #expect(tree.childTitles == ["WelcomeKey"])
        }
        let infoPlist = try TreeDocument.load(data: try Self.fixture("it.InfoPlist.strings"), name: "InfoPlist.strings")
        #expect(
            infoPlist == (try Self.tree(#"{"CFBundleDisplayName": "Stringhe di file"}"#, name: "InfoPlist.strings")))
    }

    @Test func aUTF16StringsTableIsDecodedFirst() throws {
        let text = String(decoding: try Self.fixture("it.Localizable.strings"), as: UTF8.self)
        var utf16 = Data([0xFF, 0xFE])
        for unit in text.utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        #expect(
            try TreeDocument.load(data: utf16, name: "L.strings")
                == (try TreeDocument.load(data: try Self.fixture("it.Localizable.strings"), name: "L.strings")))
    }

    @Test func anXcodeProjectOpensWithItsObjects() throws {
        let tree = try TreeDocument.load(data: try Self.fixture("project.pbxproj"), name: "project.pbxproj")
        #expect(tree.childTitles == ["archiveVersion", "classes", "objectVersion", "objects", "rootObject"])
        let objects = try #require(tree.node(at: [3]))
        #expect(
            objects.childTitles == [
                "1D3623260D0F684500981E51", "28C286E10D94DF7D0034E888", "8D1107320486CEB800E47090",
                "29B97314FDCFA39411CA2CEA",
            ])
        let group = try #require(tree.node(at: [3, 3]))
        #expect(group.childTitles == ["isa", "children", "name", "sourceTree"])
        #expect(tree.node(at: [3, 3, 3])?.value == .string("<group>"))
        #expect(tree.node(at: [3, 3, 2])?.value == .string("Drill Down"))
        #expect(tree.node(at: [3, 3, 1])?.children.count == 2)
    }

    @Test func escapesDataAndArraysGiveTheSameTreeAsAnXMLPropertyList() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>text</key><string>tab\there, quote " and backslash \\ on
            lines</string>
            <key>accented</key><string>café È 😀 AB</string>
            <key>single</key><string>it's</string>
            <key>data</key><data>D713cAA=</data>
            <key>list</key><array><string>one</string><string>two</string><data></data><array/><dict/></array>
            </dict></plist>
            """
        let expected = try Self.tree(xml, name: "escapes.plist")
        let tree = try TreeDocument.load(data: try Self.fixture("escapes.plist"), name: "escapes.plist")
        #expect(tree == expected)
    }

    @Test func theFormatIsChosenByContent() {
        func kind(_ text: String, _ name: String = "x") -> DocumentKind {
            DocumentKind.sniff(Data(text.utf8), name: name)
        }
        #expect(kind("// !$*UTF8*$!\n{ a = b; }", "project.pbxproj") == .openStepPropertyList)
        #expect(kind("{ isa = PBXGroup; }", "x.json") == .openStepPropertyList)
        #expect(kind("\"k\" = \"v\";", "Localizable.strings") == .openStepPropertyList)
        #expect(kind("/* c */ k = v;") == .openStepPropertyList)
        #expect(kind("(a, b)") == .openStepPropertyList)
        #expect(kind("{\n  a b; }") == .openStepPropertyList)
        #expect(kind("<0fbd 77>") == .openStepPropertyList)
        #expect(kind("{\"a\": 1}", "x.plist") == .json)
        #expect(kind("{}") == .json)
        #expect(kind("\"text\"") == .json)
        #expect(kind("<abc></abc>") == .xml)
        #expect(kind("bare", "w.plist") == .unknown)
    }

    @Test(arguments: [
        (#"{ a = "unterminated; }"#, "line 1, column 7: a quoted string is not closed."),
        ("{ a = b; ", "line 1, column 1: a dictionary is not closed with “}”."),
        ("( a, b", "line 1, column 1: an array is not closed with “)”."),
        (#"{ a = "\q"; }"#, "line 1, column 8: “\\q” is not a valid escape."),
        (#"{ a = "\U"; }"#, "line 1, column 8: “\\U” is not followed by hexadecimal digits."),
        (#"{ a = "\UD800"; }"#, "line 1, column 8: a \\U escape stands for half of a UTF-16 surrogate pair."),
        (
            #"{ a = "\377"; }"#,
            "line 1, column 8: an octal escape above \\177 (NeXTSTEP text) cannot be read; use \\U and hex digits."
        ),
        ("{ a = <0g>; }", "line 1, column 9: a data value holds something other than hexadecimal digits."),
        ("{ a = <abc>; }", "line 1, column 7: a data value has an odd number of hexadecimal digits."),
        ("{ a = <ab", "line 1, column 7: a data value is not closed with “>”."),
        ("/* never closed", "line 1, column 1: a comment is not closed with “*/”."),
        ("{ a = b }", "line 1, column 9: “;” is missing after a value."),
        ("{\n  a b; }", "line 2, column 5: “=” is missing after a key."),
        ("( a b )", "line 1, column 5: “,” or “)” is missing after a value in an array."),
        ("{ a = b; } extra", "line 1, column 12: there is more text after the value."),
        ("{ = b; }", "line 1, column 3: a dictionary key must be a string."),
        ("{ a = ; }", "line 1, column 7: unexpected character “;”."),
        ("k = ", "line 1, column 5: the document ends where a value was expected."),
    ])
    func malformedListsAreRefusedWithTheirPlace(text: String, message: String) {
        #expect(Self.refusal(text) == "“bad.plist” is not a valid property list: " + message)
    }

    @Test func invalidUTF8InAQuotedStringIsRefused() {
        let data = Data("{ a = \"".utf8) + Data([0xC3, 0x28]) + Data("\"; }".utf8)
        #expect(
            Self.refusal(data)
                == "“bad.plist” is not a valid property list: line 1, column 7: "
                + "a quoted string is not valid UTF-8 text."
        )
    }

    @Test func deepNestingIsRefusedAtTheDepthLimit() {
        let arrays = String(repeating: "(", count: 300) + String(repeating: ")", count: 300)
        #expect(Self.refusal(arrays) == "The document is nested too deeply (more than 256 levels).")
        let dictionaries = String(repeating: "{a=", count: 300) + "b;" + String(repeating: "};", count: 300)
        #expect(Self.refusal(dictionaries) == "The document is nested too deeply (more than 256 levels).")
    }

    @Test func hugeInputIsRefusedAtTheLimitsWhileReading() {
        let long = "{ a = \"" + String(repeating: "x", count: 5 * 1024 * 1024) + "\"; }"
        #expect(Self.refusal(long) == "A text or data value in the document is too long (more than 4 MB).")
        let unclosed = "{ a = \"" + String(repeating: "x", count: 5 * 1024 * 1024)
        #expect(Self.refusal(unclosed) == "A text or data value in the document is too long (more than 4 MB).")
        let data = "{ a = <" + String(repeating: "00", count: 5 * 1024 * 1024) + ">; }"
        #expect(Self.refusal(data) == "A text or data value in the document is too long (more than 4 MB).")
        var limits = ReadLimits()
        limits.nodes = 1000
        let many = "(" + String(repeating: "a, ", count: 5000) + ")"
        #expect(
            Self.refusal(Data(many.utf8), limits: limits)
                == "The document has too many entries to browse (more than 1000).")
    }

    @Test func jsonWithCommentsIsStillRefusedAsJSON() {
        let error = #expect(throws: ImportError.self) {
            try TreeDocument.load(data: Data("// note\n{\"a\": 1}".utf8), name: "notes")
        }
        #expect(error?.message.hasPrefix("line 1, column 1: ") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("property list") == false, "\(error?.message ?? "")")
    }
}
