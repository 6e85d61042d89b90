import TestSupport
import Testing

@testable import Model

/// The matching and ranking rules every search shares (`SearchFolding`,
/// `SearchMatching`, `RankedTitleIndex`, `SearchCorpus.ranked`).
@Suite struct SearchMatchingTests {
    @Test func foldingIgnoresCaseAndAccents() {
        #expect(SearchFolding.fold("Café") == SearchFolding.fold("CAFE"))
        #expect(SearchFolding.fold("Crème Brûlée") == Array("creme brulee".utf8))
        #expect(SearchFolding.fold("Straße") == Array("strasse".utf8))
        #expect(SearchFolding.fold("Ærø") == Array("aero".utf8))
        #expect(SearchFolding.fold("Côte d’Ivoire") == Array("cote d'ivoire".utf8))
        #expect(SearchFolding.fold("İstanbul") == Array("istanbul".utf8))
        #expect(SearchFolding.fold("a\u{0}b") == Array("ab".utf8), "NUL separates titles, so it is dropped")
        // Precomposed and decomposed forms fold alike.
        #expect(SearchFolding.fold("e\u{301}") == SearchFolding.fold("\u{e9}"))
        // Non-Latin text is kept (lowercased), not dropped.
        #expect(SearchFolding.fold("ΑΘΉΝΑ") == SearchFolding.fold("αθηνα"))
    }

    @Test func rankPrefersPrefixThenWordStartThenSubstring() {
        #expect(SearchMatching.rank(of: "flat", in: "Flat White") == .prefix)
        #expect(SearchMatching.rank(of: "whi", in: "Flat White") == .wordPrefix)
        #expect(SearchMatching.rank(of: "hit", in: "Flat White") == .substring)
        #expect(SearchMatching.rank(of: "tea", in: "Flat White") == nil)
        #expect(SearchMatching.rank(of: "cafe", in: "Iced Café") == .wordPrefix)
        // A later occurrence at a word start beats an earlier one inside a word.
        #expect(SearchMatching.rank(of: "nana", in: "Banana nanaimo") == .wordPrefix)
        #expect(SearchMatching.rank(of: "", in: "anything") == .prefix, "an empty query matches everything")
    }

    @Test func rankedIndexOrdersByRankWithStableTies() throws {
        let titles = ["Iced Café", "Café au lait", "Decaf", "Cafetière", "Scafell", "Tea", "café noir"]
        let index = RankedTitleIndex(titles: titles)
        let matches = try #require(index.search("CAFE"))
        // Prefix matches first (in list order), then word starts, then the rest.
        #expect(
            matches.ordered.map { titles[$0] } == ["Café au lait", "Cafetière", "café noir", "Iced Café", "Scafell"])
        #expect(matches.count == 5)
        #expect(matches.top(2).map(\.rank) == [.prefix, .prefix])
        #expect(matches.top(2).map(\.position) == [1, 3])
        #expect(matches.ascending == [0, 1, 3, 4, 6])
        #expect(index.search("decaf")?.ordered == [2])
        #expect(index.search("zzz")?.isEmpty == true)
        #expect(index.search("")?.ordered == Array(0..<titles.count), "empty query: everything, in order")
        // No match spans two titles ("tea" + "café" is not "acafe").
        #expect(index.search("teacafe")?.isEmpty == true)
    }

    @Test func rankedIndexNarrowingGivesTheSameMatches() throws {
        let titles = SyntheticTitles.make(count: 5_000) + ["Çava", "Grape Çava"]
        let index = RankedTitleIndex(titles: titles)
        let first = try #require(index.search("a"))
        let narrowed = try #require(index.search("ava", among: first.ascending))
        #expect(narrowed == index.search("ava"))
        #expect(narrowed.ordered.map { titles[$0] }.prefix(2) == ["Çava", "Grape Çava"])
        // Candidates restrict the result when they are few.
        #expect(index.search("grape", among: [0, titles.count - 1])?.ordered == [titles.count - 1])
    }

    @Test func cancelledRankedSearchReturnsNil() {
        let index = RankedTitleIndex(titles: (0..<100_000).map { "Row \($0)" })
        let cancellation = SearchCancellation()
        cancellation.cancel()
        #expect(index.search("row", cancellation: cancellation) == nil)
        #expect(index.search("row 99999")?.ordered == [99_999])
    }

    @Test func listSearchRanksTheSameWay() throws {
        let titles = ["Iced Café", "Café au lait", "Decaf", "Scafell"]
        let corpus = SearchCorpus(titles: titles)
        let matches = try #require(corpus.matches("cafe"))
        #expect(matches == [0, 1, 3], "accent-insensitive: Café is found by cafe")
        #expect(corpus.ranked(matches, for: "cafe").map { titles[$0] } == ["Café au lait", "Iced Café", "Scafell"])
        #expect(corpus.ranked(matches, for: "") == matches)
    }
}
