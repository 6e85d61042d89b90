import Foundation
import Testing

@testable import Model

/// Issue 29: a document's rows keep the source of their titles and subtitles, shortened
/// for display only when read, with the same text as shortening them up front.
@Suite struct LazyDisplayTextTests {
    static let long = String(repeating: "Caffè corretto, “très” long;\tline\nbreak ", count: 300)

    @Test func rowsKeepTheirSourceUntilShown() throws {
        let json =
            "{" + SampleDocument.jsonString("key " + Self.long)
            + #": [\#(SampleDocument.jsonString(Self.long)), 12.5, {"z": 1}]}"#
        let root = try TreeDocument.load(data: Data(json.utf8), name: "lazy.json")
        let member = try #require(root.children.first)
        guard case .document(let key) = member.titleText else {
            Issue.record("the key's title was shortened up front: \(member.titleText)")
            return
        }
        #expect(key == "key " + Self.long)
        guard case .ownValue = member.children[0].titleText, case .itemCount(3) = member.subtitleText else {
            Issue.record("an element's title or a count was built up front")
            return
        }
        guard case .item(3) = member.children[2].titleText else {
            Issue.record("an unnamed element's title was built up front")
            return
        }
    }

    @Test func theTextShownIsWhatShorteningUpFrontGives() throws {
        let json =
            "{" + SampleDocument.jsonString("key " + Self.long)
            + #": [\#(SampleDocument.jsonString(Self.long)), 12.5, {"z": 1}, []], "e": ""}"#
        let root = try TreeDocument.load(data: Data(json.utf8), name: "lazy.json")
        let member = try #require(root.children.first)
        #expect(member.title == DisplayText.line("key " + Self.long))
        #expect(member.title.count <= DisplayText.rowCharacters + 1)
        #expect(member.subtitle == "4 items")
        #expect(member.children.map(\.title) == [DisplayText.line(Self.long), "12.5", "Item 3", "Item 4"])
        #expect(member.children.map(\.subtitle) == [nil, nil, "1 item", "Empty"])
        #expect(root.children[1].title == "e")
        #expect(root.children[1].subtitle == "")
        #expect(root.title == "lazy.json")
    }
}
