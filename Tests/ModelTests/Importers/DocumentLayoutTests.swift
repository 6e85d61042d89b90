import Foundation
import Testing

@testable import Model

/// Issue 29, part 1 (memory): JSON and binary property lists are browsed in their file's
/// own bytes, with an index of JSON's containers only, and give the same tree as the
/// property-list readers' entries for the same content, large containers and all.
@Suite struct DocumentLayoutTests {
    private static func tape(_ root: TreeNode) -> DocumentTape? {
        guard case .tape(let row) = root.storage else { return nil }
        return row.tape
    }

    @Test func aJSONDocumentKeepsARecordPerContainerOnly() throws {
        let json =
            "[" + (0..<10_000).map { #"{"id":\#($0),"ok":true,"v":1.5,"s":"k\#($0 % 100)"}"# }.joined(separator: ",")
            + "]"
        let root = try TreeDocument.load(data: Data(json.utf8), name: "dense.json")
        let tape = try #require(Self.tape(root))
        // The array and its 10,000 objects; not their 40,000 keys and 40,000 values.
        #expect(tape.count == 10_001)
        #expect(tape.indexBytes * 3 < json.utf8.count, "\(tape.indexBytes) bytes of index for \(json.utf8.count)")
        #expect(root.children.count == 10_000)
        #expect(
            root.children[9_999].children.map(\.value) == [.integer(9_999), .boolean(true), .real(1.5), .string("k99")])
    }

    @Test func aStringEndsAtTheFirstQuoteNotEscapedByABackslash() throws {
        // Runs of backslashes before a quote: an even run is text, an odd run escapes it.
        let json = #"{"a\\": "\\", "b": "x\\\"y\\", "c\"": ["\\\\", "\"\"", "end"]}"#
        let root = try TreeDocument.load(data: Data(json.utf8), name: "quotes.json")
        #expect(root.children.map(\.title) == [#"a\"#, "b", #"c""#])
        #expect(root.children[0].value == .string(#"\"#))
        #expect(root.children[1].value == .string(#"x\"y\"#))
        #expect(root.children[2].children.map(\.value) == [.string(#"\\"#), .string(#""""#), .string("end")])
    }

    @Test func aBinaryPropertyListKeepsNothingButItsFile() throws {
        var plist = BinaryPlistWriter()
        let utf16: [UInt8] = [0x00, 0x63, 0x00, 0xE9, 0xD8, 0x3D, 0xDE, 0x00, 0xD8, 0x00] // "cé😀" and a lone surrogate
        let strings = [
            plist.string("plain"), plist.add(BinaryPlistWriter.marker(0x5, count: 3) + [0x61, 0xFF, 0x62]),
            plist.add(BinaryPlistWriter.marker(0x6, count: utf16.count / 2) + utf16),
        ]
        let top = plist.array(strings)
        let root = try TreeDocument.load(data: plist.data(top: top), name: "text.plist")
        #expect(Self.tape(root)?.indexBytes == 0)
        #expect(root.children.map(\.value) == [.string("plain"), .string("a\u{FFFD}b"), .string("cé😀\u{FFFD}")])
    }

    /// Containers of every size around the checkpoints' stride, nested, with keys and text
    /// that need escapes in JSON.
    static func sample(_ seed: inout UInt64, depth: Int) -> SampleDocument {
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let texts = [
            "", "a", "quote \" and \\ back", "Zürich", "東京 ☕️", "line\nbreak", String(repeating: "x", count: 40),
        ]
        let count = [0, 1, 15, 16, 17, 31, 32, 33, 70][next(9)]
        func child(_ index: Int) -> SampleDocument {
            depth > 0 && next(10) == 0 ? sample(&seed, depth: depth - 1) : .text(texts[next(texts.count)] + "\(index)")
        }
        if next(2) == 0 {
            return .array((0..<count).map(child))
        }
        return .dictionary((0..<count).map { ("\(texts[next(texts.count)]) \($0)", child($0)) })
    }

    /// `json` with white space between all its tokens.
    static func spaced(_ json: String) -> String {
        var out = "", inString = false, escaped = false
        for c in json {
            if inString {
                out.append(c)
                if escaped {
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    inString = false
                }
                continue
            }
            switch c {
            case "\"": out += " \t\""; inString = true
            case "{", "[", ",", ":": out += "\(c)\n  "
            case "}", "]": out += " \r\n\(c) "
            default: out.append(c)
            }
        }
        return out
    }

    @Test func largeAndNestedContainersGiveTheSameTreeInEveryLayout() throws {
        var seed: UInt64 = 29
        for _ in 0..<8 {
            let document = SampleDocument.array([Self.sample(&seed, depth: 3), Self.sample(&seed, depth: 3)])
            let entries = try TreeDocument.load(data: document.data(.xmlPropertyList), name: "d")
            let json = try TreeDocument.load(data: document.data(.json), name: "d")
            let spaced = try TreeDocument.load(data: Data(Self.spaced(document.json).utf8), name: "d")
            let binary = try TreeDocument.load(data: document.data(.binaryPropertyList), name: "d")
            #expect(json == entries)
            #expect(spaced == entries)
            #expect(binary == entries)
        }
    }
}
