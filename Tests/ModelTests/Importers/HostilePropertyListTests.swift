import Foundation
import Testing

@testable import Model

@Suite struct HostilePropertyListTests {
    static let seed: Data = {
        let url = DataLocation.current().bundledData.appendingPathComponent("drilldown.plist")
        return (try? Data(contentsOf: url)) ?? Data()
    }()

    static var binarySeed: Data {
        get throws {
            let value = try PropertyListSerialization.propertyList(from: seed, format: nil)
            return try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        }
    }

    @Test func truncatedXMLPropertyListsAreRefused() {
        for length in stride(from: 1, to: Self.seed.count - 10, by: 97) {
            let error = #expect(throws: ImportError.self) {
                try TreeDocument.load(data: Self.seed.prefix(length), name: "cut.plist")
            }
            #expect(error?.message.isEmpty == false)
        }
    }

    @Test func truncatedAndCorruptedBinaryPropertyListsNeverCrash() throws {
        let binary = try Self.binarySeed
        let full = try TreeDocument.load(data: binary, name: "b.plist")
        for length in 0..<binary.count {
            #expect(throws: ImportError.self) { try TreeDocument.load(data: binary.prefix(length), name: "b.plist") }
        }
        // Flip every byte in turn: each result is either an error or a tree, never a crash.
        var flipped = binary
        for index in binary.indices {
            flipped[index] ^= 0xFF
            if let tree = try? TreeDocument.load(data: flipped, name: "b.plist") {
                #expect(tree.count <= TreeDocument.maximumNodes)
            }
            flipped[index] = binary[index]
        }
        #expect(full.title == "Root")
    }

    @Test(arguments: [
        "<plist><dict><key>Rows</key></dict></plist>",
        "<plist><dict><key>Rows</key><array><dict><key>Title</key><string>x</string></array></dict></plist>",
        "<plist><integer>12x</integer></plist>",
        "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>a</key><strin>b</string></dict></plist>",
    ])
    func malformedXMLPropertyListsAreRefused(xml: String) {
        let error = #expect(throws: ImportError.self) { try TreeDocument.load(data: Data(xml.utf8), name: "bad.plist") }
        #expect(error?.message.hasPrefix("“bad.plist” is not a valid property list") == true, "\(error?.message ?? "")")
    }

    @Test func textThatIsNeitherPropertyListNorJSONIsRefused() {
        #expect(
            throws: ImportError(
                message: "“w.plist” is not a property list (XML, binary or old-style), JSON or XML file.")
        ) {
            try TreeDocument.load(data: Data("bplis".utf8), name: "w.plist")
        }
    }

    @Test func deepXMLPropertyListIsRefusedBeforeParsing() {
        let xml =
            "<plist>" + String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000)
            + "</plist>"
        let error = #expect(throws: ImportError.self) {
            try TreeDocument.load(data: Data(xml.utf8), name: "deep.plist")
        }
        #expect(error?.message == ImportError.tooDeep(limit: TreeDocument.maximumDepth).message)
        // Within the limit is fine.
        let ok =
            "<plist>" + String(repeating: "<array>", count: 100) + String(repeating: "</array>", count: 100)
            + "</plist>"
        #expect(throws: Never.self) { try TreeDocument.load(data: Data(ok.utf8), name: "ok.plist") }
    }

    /// A binary plist whose objects are arrays holding the next object `fanOut` times.
    static func chainedBinaryPlist(depth: Int, fanOut: Int, cycle: Bool = false) -> Data {
        var data = Data("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<depth {
            offsets.append(data.count)
            if index == depth - 1 && !cycle {
                data.append(0xA0) // empty array
                continue
            }
            data.append(0xA0 | UInt8(fanOut))
            let next = cycle && index == depth - 1 ? 0 : index + 1
            for _ in 0..<fanOut { data.append(contentsOf: withUnsafeBytes(of: UInt32(next).bigEndian, Array.init)) }
        }
        let table = data.count
        for offset in offsets { data.append(contentsOf: withUnsafeBytes(of: UInt32(offset).bigEndian, Array.init)) }
        data.append(contentsOf: [0, 0, 0, 0, 0, 0, 4, 4])
        for value in [UInt64(depth), 0, UInt64(table)] {
            data.append(contentsOf: withUnsafeBytes(of: value.bigEndian, Array.init))
        }
        return data
    }

    @Test func deepBinaryPropertyListIsRefusedBeforeParsing() {
        #expect(throws: ImportError.tooDeep(limit: TreeDocument.maximumDepth)) {
            try TreeDocument.load(data: Self.chainedBinaryPlist(depth: 100_000, fanOut: 1), name: "deep.plist")
        }
        #expect(throws: Never.self) {
            try TreeDocument.load(data: Self.chainedBinaryPlist(depth: 50, fanOut: 1), name: "ok.plist")
        }
    }

    @Test func binaryPropertyListCyclesAndSharedObjectBombsAreRefused() {
        #expect(throws: ImportError(message: "The binary property list refers to itself in a loop.")) {
            try TreeDocument.load(data: Self.chainedBinaryPlist(depth: 5, fanOut: 1, cycle: true), name: "loop.plist")
        }
        // 2^60 paths through 60 shared objects: refused by the node limit, not expanded.
        let error = #expect(throws: ImportError.self) {
            try TreeDocument.load(data: Self.chainedBinaryPlist(depth: 60, fanOut: 2), name: "laughs.plist")
        }
        #expect(error?.message.contains("too many entries") == true)
    }
}

@Suite struct XMLTreeDocumentTests {
    @Test func anyXMLFileIsBrowsableAsElements() throws {
        let root = try TreeDocument.load(contentsOf: ImporterFixtures.data.appendingPathComponent("books.xml"))
        #expect(root.title == "books.xml")
        #expect(root.subtitle == "Books")
        #expect(root.children.count >= 5)
        let first = try #require(root.children.first)
        #expect(first.title == "Book")
        #expect(first.childTitles == ["@id", "title", "author", "summary"])
        #expect(first.children[0].subtitle == "1")
        #expect(first.children[1].subtitle == "Circumference")
        #expect(first.children[1].isLeaf)
    }

    @Test func malformedXMLFileGivesThePosition() {
        let error = #expect(throws: ImportError.self) {
            try TreeDocument.load(data: Data("<a>\n<b></a>".utf8), name: "m.xml")
        }
        #expect(error?.message == "line 2, column 8: Opening and ending tag mismatch: b and a")
    }
}
