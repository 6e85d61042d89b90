import Foundation
import TestSupport
import Testing

@testable import Model

/// The home search's compact entries (`SearchEntries`) give back exactly what was put in
/// and find exactly what a plain list of `SearchItem`s ranked by `SearchMatching` finds,
/// in every script the app meets; and they stay small.
@Suite struct CompactSearchEntriesTests {
    /// Titles in the scripts and shapes the folding treats differently.
    static let titles = [
        "Flat White", "FLAT white", "flat", "Café Crème", "CRÈME brûlée", "Crème fraîche", "Straße Blend",
        "Ærøskøbing Roast", "アイスコーヒー", "あいすコーヒー", "ガラナ", "カラナ", "咖啡拿铁", "珈琲 ブレンド", "קפה הפוך",
        "קָפֶה שָׁחוֹר", "ＡＢＣ Roast", "ｱｲｽ", "Ethiopian Yirgacheffe Natural Process", "a\u{0}b", "", "Mocha ☕️",
        "Côte d’Ivoire", "İstanbul Türk Kahvesi", "12 Oz. Americano", "Dark-Roast_Blend", "ÇAVA", "çava",
    ]

    /// Queries to compare with, each in several forms.
    static let queries = [
        "f", "fl", "flat", "FLAT W", "white", "hit", "cafe", "CRÈME", "creme", "brulee", "strasse", "aero", "ア", "あい",
        "コーヒー", "ガ", "カ", "咖啡", "珈琲", "קפה", "שחור", "abc", "ｱｲｽ", "アイス", "natural", "ab", "a", "b",
        "☕", "cote d'ivoire", "istanbul", "oz.", "-roast", "_blend", "çava", "cava", "", " ", "zzz",
    ]

    static func items(in section: SectionID) -> [SearchItem] {
        titles.enumerated().map { n, title in
            SearchItem(
                target: .row(Int64(n * 3 + 1), in: section), title: title, subtitle: n % 4 == 0 ? "" : "S\(n % 3)")
        }
    }

    static func collect(_ items: [SearchItem], in section: SectionID) throws -> SearchEntries {
        var collector = SearchEntryCollector(section: section)
        for item in items { collector.append(item) }
        return try collector.finish()
    }

    /// What the search must find: every title ranked by `SearchMatching`, best rank
    /// first, ties in list order.
    static func expected(_ query: String, in titles: [String]) -> [[Int]] {
        var byRank: [[Int]] = [[], [], []]
        for (n, title) in titles.enumerated() {
            if let rank = SearchMatching.rank(of: query, in: title) { byRank[rank.rawValue].append(n) }
        }
        return byRank
    }

    @Test func entriesGiveBackWhatWasPutIn() throws {
        let items = Self.items(in: .coffee)
        let entries = try Self.collect(items, in: .coffee)
        #expect(entries.count == items.count)
        for (n, item) in items.enumerated() {
            #expect(entries.item(at: n) == item, "\(item.title)")
            #expect(entries.position(ofStoreID: Int64(n * 3 + 1)) == n)
            #expect(entries.position(ofStoreID: Int64(n * 3 + 2)) == nil)
        }
        #expect(entries.targets.isEmpty, "rows only: their ids are kept, not their targets")
        #expect(entries.subtitles.count == 4, "each different subtitle is kept once")
    }

    @Test func matchesAreTheOnesAPlainListRankedFinds() throws {
        let entries = try Self.collect(Self.items(in: .coffee), in: .coffee)
        for query in Self.queries {
            let found = try #require(entries.index.search(query))
            let wanted = query.isEmpty ? [Array(0..<Self.titles.count), [], []] : Self.expected(query, in: Self.titles)
            #expect(found.byRank == wanted, "\"\(query)\"")
            // Narrowing from the one-letter query gives the same.
            if let first = query.first, query.count > 1 {
                let previous = try #require(entries.index.search(String(first)))
                if searchNarrows(from: String(first), to: query) {
                    #expect(entries.index.search(query, among: previous.ascending) == found, "\"\(query)\" narrowed")
                }
            }
        }
    }

    @Test func mixedTargetsAndRowsFromTheDatabase() throws {
        // Items that are not rows (bundled data, ingredients) keep their targets.
        var items = Self.items(in: .recipes)
        items.insert(SearchItem(target: .item([7, 2], in: .recipes), title: "Crème fraîche", subtitle: "Of 2"), at: 3)
        let entries = try Self.collect(items, in: .recipes)
        for (n, item) in items.enumerated() { #expect(entries.item(at: n) == item) }
        #expect(entries.position(ofItem: .item([7, 2], in: .recipes)) == 3)

        // Rows handed over as the database's bytes: invalid UTF-8 repaired as `Row.text` does.
        var collector = SearchEntryCollector(section: .coffee)
        let raw: [[UInt8]] = [
            Array("Flat White".utf8), [0x43, 0x61, 0x66, 0xC3], Array("Caf\u{E9}".utf8), [0x41, 0, 0x42], [],
        ]
        for (n, bytes) in raw.enumerated() {
            bytes.withUnsafeBufferPointer { collector.appendRow(id: Int64(n + 1), title: $0) }
        }
        let rows = try collector.finish()
        let repaired = raw.map { String(decoding: $0, as: UTF8.self) }
        #expect((0..<raw.count).map(rows.title(at:)) == repaired)
        #expect(rows.index.search("caf")?.byRank == Self.expected("caf", in: repaired))
        #expect(rows.index.search("ab")?.byRank == Self.expected("ab", in: repaired))
    }

    @Test func storeTitlesAreSearchedAsTheyAreStored() throws {
        try withTemporaryLocation { temporary in
            let coffee = try CoffeeStore.open(in: temporary.location)
            for title in Self.titles where !title.isEmpty { _ = try coffee.insert(name: title, price: 1) }
            try coffee.database.write(changes: { _ in [] }) { database in
                try database.run("INSERT INTO Coffee(CoffeeName, Price) VALUES (CAST(X'436166C3' AS TEXT), 1)")
                try database.run("INSERT INTO Coffee(CoffeeName, Price) VALUES (NULL, 1)")
            }
            let stored = try coffee.page(offset: 0, limit: Int.max)
            let search = UniversalSearch(sources: [StoreSearchSource.titled(coffee, in: .coffee)])
            search.prepare()
            for query in Self.queries where !query.trimmingCharacters(in: .whitespaces).isEmpty {
                let found = search.search(query, limit: 1000)?.first
                let wanted = Self.expected(query, in: stored.map(\.name)).flatMap { $0 }.map {
                    SearchItem(target: .row(stored[$0].id, in: .coffee), title: stored[$0].name)
                }
                #expect((found?.top.map(\.entry) ?? []) == wanted, "\"\(query)\"")
            }
        }
    }

    @Test func storeTitlesAreReadInChunksEveryRowOnceInOrder() throws {
        try withTemporaryLocation { temporary in
            let coffee = try CoffeeStore.open(in: temporary.location)
            let names = SyntheticTitles.make(count: TitledTable.titleChunk * 2 + 5)
            try coffee.database.write(changes: { _ in [] }) { database in
                for name in names {
                    try database.run("INSERT INTO Coffee(CoffeeName, Price) VALUES (?, 1)", [.text(name)])
                }
                // A gap in the ids at a chunk's edge.
                try database.run("DELETE FROM Coffee WHERE CoffeeID = ?", [.integer(Int64(TitledTable.titleChunk))])
            }
            var read: [(Int64, String)] = []
            try coffee.forEachTitle { id, title in read.append((id, String(decoding: title, as: UTF8.self))) }
            let stored = try coffee.page(offset: 0, limit: Int.max)
            #expect(read.map(\.0) == stored.map(\.id))
            #expect(read.map(\.1) == stored.map(\.name))
        }
    }

    /// A memory ceiling on the bytes the entries hold (not the process's memory): a
    /// coffee with a 13-byte name costs its folded name, a NUL, a 4-byte offset, 8 bytes
    /// of id and a bit per byte for its capitals — under 30 bytes.
    @Test func aCoffeeCostsUnderThirtyBytes() throws {
        let count = 100_000
        var collector = SearchEntryCollector(section: .coffee)
        let titles = SyntheticTitles.make(count: count)
        for (n, title) in titles.enumerated() {
            var title = title
            title.withUTF8 { collector.appendRow(id: Int64(n + 1), title: $0) }
        }
        let entries = try collector.finish()
        #expect(entries.count == count)
        #expect(entries.byteCount < count * 30, "\(entries.byteCount) bytes")
        #expect(entries.title(at: 12_345) == titles[12_345])
    }
}
