import Foundation
import Testing

@testable import Model

/// Issue 12, item 5: special files, text encodings, the XML depth check and libxml2's
/// messages; item 3: bounded display text.
@Suite struct HostileFileTests {
    @Test func aFIFOIsRefusedAtOnceWithoutBlocking() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // No writer ever opens the pipe: a blocking open would hang this test forever.
        #expect(
            throws: ImportError(
                message: "The file “pipe.json” could not be read: it is a named pipe (FIFO), not a regular file")
        ) {
            try TreeDocument.load(contentsOf: fifo)
        }
    }

    @Test func devicesAndFoldersAreRefused() {
        #expect(throws: ImportError(message: "The file “zero” could not be read: it is a device, not a regular file")) {
            try TreeDocument.load(contentsOf: URL(fileURLWithPath: "/dev/zero"))
        }
        #expect(throws: ImportError(message: "The file “tmp” could not be read: it is a folder")) {
            try TreeDocument.load(contentsOf: URL(fileURLWithPath: "/tmp"))
        }
    }

    static func encoded(_ text: String, _ encoding: String.Encoding, bom: [UInt8] = []) -> Data {
        Data(bom) + (text.data(using: encoding) ?? Data())
    }

    @Test func utf16AndUTF32XMLIsReadAsXML() throws {
        let xml =
            #"<?xml version="1.0" encoding="UTF-16"?><library><book title="Emma"/><book title="Persuasion"/></library>"#
        for data in [
            Self.encoded(xml, .utf16LittleEndian, bom: [0xFF, 0xFE]),
            Self.encoded(xml, .utf16BigEndian, bom: [0xFE, 0xFF]),
            Self.encoded(xml, .utf16BigEndian),
            Self.encoded(
                xml.replacingOccurrences(of: "UTF-16", with: "UTF-32"), .utf32LittleEndian, bom: [0xFF, 0xFE, 0, 0]),
        ] {
            let root = try TreeDocument.load(data: data, name: "library.xml")
            #expect(root.subtitle == "library")
            #expect(root.children.map(\.subtitle) == ["Emma", "Persuasion"])
        }
    }

    @Test func utf16PropertyListsAndJSONAreDecoded() throws {
        let seed = try String(
            contentsOf: ImporterFixtures.data.appendingPathComponent("drilldown.plist"), encoding: .utf8
        )
        .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        let plist = try TreeDocument.load(
            data: Self.encoded(seed, .utf16LittleEndian, bom: [0xFF, 0xFE]), name: "d.plist")
        #expect(plist.title == "Root")
        #expect(plist.childTitles == ["Item 1", "Item 2", "Item 3", "Item 4"])
        let json = try TreeDocument.load(
            data: Self.encoded(#"{"b": 1, "a": "é"}"#, .utf16BigEndian, bom: [0xFE, 0xFF]), name: "u.json")
        #expect(json.childTitles == ["b", "a"])
        #expect(json.children[1].subtitle == "é")
    }

    @Test func invalidUTF16IsRefusedNamingUTF16() {
        let odd = Data([0xFF, 0xFE, 0x3C, 0x00, 0x61])
        #expect(throws: ImportError(message: "“odd.xml” looks like UTF-16 text, but it is not valid UTF-16.")) {
            try TreeDocument.load(data: odd, name: "odd.xml")
        }
        let lone = Data([0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8, 0x3E, 0x00])
        #expect(throws: ImportError(message: "“lone.xml” looks like UTF-16 text, but it is not valid UTF-16.")) {
            try TreeDocument.load(data: lone, name: "lone.xml")
        }
    }

    @Test func tagsInsideProcessingInstructionsCommentsAndCDATAAreNotCounted() throws {
        let noise = String(repeating: "<array>", count: 1000)
        let plist =
            "<?xml version=\"1.0\"?><?note \(noise) ?><!-- \(noise) --><plist><dict><key>a</key><string><![CDATA[\(noise)]]></string></dict></plist>"
        let root = try TreeDocument.load(data: Data(plist.utf8), name: "pi.plist")
        #expect(root.childTitles == ["a"])
        let xml = "<?pi \(noise) ?><root><!-- \(noise) --><a><![CDATA[\(noise)]]></a></root>"
        #expect(try TreeDocument.load(data: Data(xml.utf8), name: "pi.xml").childTitles == ["a"])
    }

    @Test func libxmlHugeHintNeverReachesUsers() throws {
        let deep = String(repeating: "<a>", count: 5000) + String(repeating: "</a>", count: 5000)
        let longName = "<" + String(repeating: "n", count: 60_000) + "/>"
        let longText = "<a>" + String(repeating: "t", count: 11_000_000) + "</a>"
        for (document, name) in [
            (deep, "deep.xml"), (longName, "name.xml"), (longText, "text.xml"),
            ("<plist>" + deep + "</plist>", "deep.plist"),
        ] {
            let error = #expect(throws: ImportError.self) {
                try TreeDocument.load(data: Data(document.utf8), name: name)
            }
            let message = error?.message ?? ""
            #expect(!message.contains("XML_PARSE_HUGE") && !message.lowercased().contains("huge"), "\(message)")
            #expect(message.count < 400)
        }
    }

    @Test func displayTextIsBoundedWhateverTheInput() {
        let huge = String(repeating: "word\n", count: 4_000_000) // 20 MB
        let line = DisplayText.line(huge)
        #expect(line.count <= DisplayText.rowCharacters + 1 && line.count > DisplayText.rowCharacters - 5)
        #expect(line.hasSuffix("…") && !line.contains("\n"))
        #expect(DisplayText.title(huge).count <= DisplayText.titleCharacters + 1)
        #expect(DisplayText.line(String(repeating: "x", count: 5_000_000)).count == DisplayText.rowCharacters + 1)
        #expect(DisplayText.block(huge).count <= DisplayText.detailCharacters + 1)
        #expect(DisplayText.line("  a\tb\r\n\u{0007}c  ") == "a b c")
        #expect(DisplayText.line("short") == "short")
    }

    @Test func hugeTitlesAndKeysReachTheTreeShortened() throws {
        let big = String(repeating: "T", count: 3_000_000)
        let json = #"{"Rows": [{"Title": "\#(big)"}], "other": 1}"#
        let seed = try TreeDocument.load(data: Data(json.utf8), name: "t.json")
        #expect(seed.children[0].title.count == DisplayText.rowCharacters + 1)
        let generic = try TreeDocument.load(
            data: Data(#"{"\#(String(big.prefix(60_000)))": "\#(big)"}"#.utf8), name: "k.json")
        #expect(generic.children[0].title.count == DisplayText.rowCharacters + 1)
        #expect(generic.children[0].subtitle?.count == DisplayText.rowCharacters + 1)
        let longName = String(repeating: "n", count: 10_000) + ".json"
        let error = #expect(throws: ImportError.self) { try TreeDocument.load(data: Data("{".utf8), name: longName) }
        #expect((error?.message.count ?? .max) < 300)
        let notJSON = #expect(throws: ImportError.self) {
            try TreeDocument.load(data: Data("?".utf8), name: longName + ".plist")
        }
        #expect((notJSON?.message.count ?? .max) < 300)
    }
}
