import Foundation
import Testing

@testable import Model

/// Issue 29, item 2: the same content in JSON, XML, binary and old-style property lists
/// gives the same tree, and every limit is counted the same way in every format (values
/// without keys, nesting of dictionaries and arrays, text as UTF-8 bytes): a document
/// exactly at a limit opens in all four, one past it is refused in all four with the same
/// message, and the refusal comes while reading, before a syntax error further on.
@Suite struct SameLimitsInEveryFormatTests {
    static let formats: [TreeDocument.Format] = [.json, .xmlPropertyList, .binaryPropertyList, .openStepPropertyList]

    /// Each format's outcome: nil when the document opens, else the message.
    static func outcomes(_ document: SampleDocument, _ limits: ReadLimits) -> [String?] {
        formats.map { format -> String? in
            do throws(ImportError) {
                _ = try TreeDocument.load(data: document.data(format), name: "same", limits: limits)
                return nil
            } catch {
                return error.message
            }
        }
    }

    static func limits(_ change: (inout ReadLimits) -> Void) -> ReadLimits {
        var limits = ReadLimits()
        change(&limits)
        return limits
    }

    /// `count` entries `{"k": text}` in an array.
    static func entries(_ count: Int, key: String = "k", text: String = "v") -> SampleDocument {
        .array(Array(repeating: .dictionary([(key, .text(text))]), count: count))
    }

    @Test func theSameContentGivesTheSameTreeInEveryFormat() throws {
        let document = SampleDocument.dictionary([
            ("Title", .text("Caffè “corretto” — ☕️ 😀")),
            ("quote \" and \\ backslash", .text("line one\nline two\ttab")),
            ("città", .array([.text("Zürich"), .text("Αθήνα"), .text("東京"), .dictionary([])])),
            ("nested", .dictionary([("deeper", .array([.array([.text("")])]))])),
            ("Rows", .text("not rows")),
        ])
        let trees = try Self.formats.map { try TreeDocument.load(data: document.data($0), name: "same") }
        for (format, tree) in zip(Self.formats, trees) {
            #expect(tree == trees[0], "\(format)")
        }
        #expect(trees[0].childTitles == ["Title", "quote \" and \\ backslash", "città", "nested", "Rows"])
    }

    @Test func valuesAreCountedWithoutKeys() {
        // 1 array + 10 dictionaries + 10 strings = 21 values; the 10 keys are not values.
        let limits = Self.limits { $0.nodes = 21 }
        #expect(Self.outcomes(Self.entries(10), limits) == [nil, nil, nil, nil])
        let message = "The document has too many entries to browse (more than 21)."
        #expect(Self.outcomes(Self.entries(11), limits) == Array(repeating: message, count: 4))
    }

    @Test func nestingCountsDictionariesAndArraysOnly() {
        var document = SampleDocument.text("leaf")
        for _ in 0..<10 { document = .array([document]) }
        let limits = Self.limits { $0.depth = 10 }
        #expect(Self.outcomes(document, limits) == [nil, nil, nil, nil])
        let message = "The document is nested too deeply (more than 10 levels)."
        #expect(Self.outcomes(.array([document]), limits) == Array(repeating: message, count: 4))
    }

    /// "€" is 3 bytes in UTF-8, 2 in UTF-16 (binary lists) and 6 as a JSON `\u20ac` escape.
    @Test func textIsCountedAsUTF8BytesInEveryFormat() {
        let euros = String(repeating: "€", count: 100)
        let expanded = Self.limits { $0.expandedBytes = 10 * (1 + 300) }
        #expect(Self.outcomes(Self.entries(10, text: euros), expanded) == [nil, nil, nil, nil])
        let tooMuch = Self.outcomes(Self.entries(11, text: euros), expanded)
        #expect(Set(tooMuch).count == 1, "\(tooMuch)")
        #expect(tooMuch[0]?.hasPrefix("The document holds too much text and data to browse") == true)

        let string = Self.limits { $0.stringBytes = 300 }
        #expect(Self.outcomes(Self.entries(1, text: euros), string) == [nil, nil, nil, nil])
        let tooLong = "A text or data value in the document is too long (more than 300 bytes)."
        #expect(Self.outcomes(Self.entries(1, text: euros + "a"), string) == Array(repeating: tooLong, count: 4))

        let key = Self.limits { $0.keyBytes = 300 }
        #expect(Self.outcomes(Self.entries(1, key: euros), key) == [nil, nil, nil, nil])
        let keyTooLong = "A key or name in the document is too long (more than 300 bytes)."
        #expect(Self.outcomes(Self.entries(1, key: euros + "a"), key) == Array(repeating: keyTooLong, count: 4))
    }

    /// A document past the value limit with a syntax error at its end is refused for the
    /// limit: the readers stop where the limit is crossed, not after parsing everything.
    @Test func aLimitIsRefusedWhereItIsCrossed() {
        let limits = Self.limits { $0.nodes = 100 }
        let message = "The document has too many entries to browse (more than 100)."
        for format in [TreeDocument.Format.json, .xmlPropertyList, .openStepPropertyList] {
            var data = Self.entries(200).data(format)
            data.append(contentsOf: Array("@@ broken".utf8))
            let error = #expect(throws: ImportError.self) {
                try TreeDocument.load(data: data, name: "same", limits: limits, as: format)
            }
            #expect(error?.message == message, "\(format)")
        }
    }
}
