import Testing

@testable import Model

@Suite struct SectionedListTests {
    let list = SectionedList(sections: [
        .init(title: "A", items: ["a0", "a1", "a2"]),
        .init(title: "Empty", items: []),
        .init(title: "B", items: ["b0"]),
        .init(title: "C", items: ["c0", "c1"]),
        .init(title: "Trailing", items: []),
    ])

    @Test func flatPositionsMapToSectionsAndBack() {
        #expect(list.count == 6)
        let expected: [(Int, Int)] = [(0, 0), (0, 1), (0, 2), (2, 0), (3, 0), (3, 1)]
        for (position, (section, row)) in expected.enumerated() {
            #expect(list.location(of: position) == .init(section: section, row: row))
            #expect(list.position(section: section, row: row) == position)
        }
        #expect(list.allItems == ["a0", "a1", "a2", "b0", "c0", "c1"])
    }

    @Test func outOfRangeIsNil() {
        #expect(list.location(of: -1) == nil)
        #expect(list.location(of: 6) == nil)
        #expect(list.item(at: 6) == nil)
        #expect(list.position(section: 1, row: 0) == nil, "an empty section has no rows")
        #expect(list.position(section: 9, row: 0) == nil)
        #expect(SectionedList<String>(sections: []).location(of: 0) == nil)
    }

    @Test func headersAreDrawnOnTheFirstRowOfNonEmptySections() {
        let starts = (0..<list.count).filter(list.isSectionStart)
        #expect(starts == [0, 3, 4])
        #expect(starts.compactMap(list.sectionTitle(at:)) == ["A", "B", "C"])
        #expect(list.item(at: 3) == "b0")
    }

    @Test func countriesAreTheSeedsTwoSections() {
        let countries = CountryCatalog.sections()
        #expect(countries.sections.map(\.title) == ["Countries to visit", "Countries visited"])
        #expect(
            countries.sections[0].items.map(\.name) == [
                "Iceland", "Greenland", "Switzerland", "Norway", "New Zealand", "Greece", "Rome", "Ireland",
            ])
        #expect(countries.sections[1].items.map(\.name) == ["India", "U.S.A"])
        #expect(countries.sections[1].items.allSatisfy { $0.visited })
        #expect(!countries.sections[0].items.contains { $0.visited })
        #expect(countries.sectionTitle(at: 8) == "Countries visited")
        #expect(countries.isSectionStart(8))
    }
}
