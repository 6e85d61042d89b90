import Testing

@testable import Model

@Suite struct SearchCorpusTests {
    let countries = CountryCatalog.sections().allItems.map(\.name)

    @Test func caseInsensitiveSubstringInDisplayOrder() throws {
        let corpus = SearchCorpus(titles: countries)
        #expect(corpus.count == 10)
        let land = try #require(corpus.matches("LAND"))
        #expect(land.map { countries[$0] } == ["Iceland", "Greenland", "Switzerland", "New Zealand", "Ireland"])
        #expect(corpus.matches("ia")?.map { countries[$0] } == ["India"])
        #expect(corpus.matches("u.s")?.map { countries[$0] } == ["U.S.A"])
        #expect(corpus.matches("zz") == [])
        #expect(corpus.matches("") == Array(0..<10), "an empty query matches everything")
    }

    @Test func nonASCIITitlesFoldToo() {
        let corpus = SearchCorpus(titles: ["Österreich", "ÅLAND", "Côte d’Ivoire", "plain"])
        #expect(corpus.matches("öster") == [0])
        #expect(corpus.matches("åland") == [1])
        #expect(corpus.matches("CÔTE") == [2])
        #expect(corpus.matches("d’i") == [2])
        #expect(corpus.matches("e") == [0, 2])
    }

    @Test func accentsAndCaseAreIgnoredBothWays() {
        let corpus = SearchCorpus(titles: ["Café Crème", "cafe", "Ångström", "Zoë", "naïve", "Crème brûlée"])
        #expect(corpus.matches("cafe") == [0, 1], "cafe finds Café")
        #expect(corpus.matches("CAFÉ") == [0, 1], "and Café finds cafe")
        #expect(corpus.matches("creme") == [0, 5])
        #expect(corpus.matches("angstrom") == [2])
        #expect(corpus.matches("zoe") == [3])
        #expect(corpus.matches("naive") == [4])
        #expect(corpus.matches("brulee") == [5])
        // A decomposed query (e + combining acute) folds like a precomposed title.
        #expect(corpus.matches("cafe\u{301}") == [0, 1])
        #expect(SearchCorpus.fold("Ça") == Array("ca".utf8))
    }

    @Test func matchesNeverSpanTwoTitles() {
        let corpus = SearchCorpus(titles: ["ab", "", "cd", "abc", "", "bcd"])
        #expect(corpus.matches("bc") == [3, 5])
        #expect(corpus.matches("b") == [0, 3, 5])
        #expect(corpus.matches("dab") == [])
    }

    @Test func fullScanAgreesWithTestingEveryTitle() throws {
        var state: UInt64 = 7
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 33 }
        let letters = Array("abcé ")
        let titles = (0..<5_000).map { _ in
            String((0..<Int(next() % 8)).map { _ in letters[Int(next() % UInt64(letters.count))] })
        }
        let corpus = SearchCorpus(titles: titles)
        for query in ["a", "ab", "e", "ce", "b a", "aaa", "é"] {
            let scanned = try #require(corpus.matches(query))
            let tested = try #require(corpus.matches(query, among: Array(0..<titles.count)))
            #expect(scanned == tested, "query \(query)")
            #expect(!scanned.isEmpty)
        }
    }

    @Test func narrowingSearchesOnlyThePreviousResults() {
        let corpus = SearchCorpus(titles: countries)
        let first = corpus.matches("e")
        #expect(searchNarrows(from: "e", to: "ee"))
        #expect(searchNarrows(from: "La", to: "Land"))
        #expect(searchNarrows(from: "and", to: "Land"), "containing, not only extending")
        #expect(!searchNarrows(from: "land", to: "lan"))
        #expect(!searchNarrows(from: "", to: "x"))
        #expect(!searchNarrows(from: "ab", to: "ba"))
        let narrowed = corpus.matches("ee", among: first)
        #expect(narrowed == corpus.matches("ee"))
        #expect(narrowed?.map { countries[$0] } == ["Greenland", "Greece"])
        // Candidates restrict the result even when other titles would match.
        #expect(corpus.matches("land", among: [0, 8]) == [0])
    }

    @Test func cancelledSearchReturnsNil() {
        let corpus = SearchCorpus(titles: (0..<10_000).map { "Row \($0)" })
        let cancellation = SearchCancellation()
        cancellation.cancel()
        #expect(corpus.matches("row", cancellation: cancellation) == nil)
        #expect(corpus.matches("row 9999", cancellation: SearchCancellation()) == [9999])
    }
}
