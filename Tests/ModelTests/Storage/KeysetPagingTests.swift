import Foundation
import Testing

@testable import Model

/// Keyset paging of the titled lists (`TitledListStore.page(from:through:limit:)`,
/// `KeysetPages`): the same rows, in the same order, as the OFFSET pages they replace,
/// across page boundaries, after inserts (a restored row in the middle) and deletes.
@Suite struct KeysetPagingTests {
    /// Every coffee in list order, read the way the list read them before (OFFSET pages).
    private func offsetRows(_ store: CoffeeStore) throws -> [CoffeeSummary] {
        try store.page(offset: 0, limit: try store.count())
    }

    /// Every row read through `pages`, page by page by their keys, at their positions.
    private func keysetRows(_ store: CoffeeStore, _ pages: KeysetPages) throws -> [CoffeeSummary?] {
        var rows = [CoffeeSummary?](repeating: nil, count: pages.count)
        for page in 0..<pages.pageCount {
            let positions = pages.positions(ofPage: page), keys = pages.keys(ofPage: page)
            let found = try store.page(from: keys.lowerBound, through: keys.upperBound, limit: positions.count + 1)
            #expect(found.count == positions.count, "page \(page) holds the rows the index says")
            for (position, row) in zip(positions, found) { rows[position] = row }
        }
        return rows
    }

    /// A store of the 4 seeded coffees and `extra` more, many with the same name (ties in
    /// the title; the sort key is the id, which is unique), with gaps in the ids.
    private func store(_ temporary: TemporaryLocation, extra: Int) throws -> CoffeeStore {
        let store = try CoffeeStore.open(in: temporary.location)
        for index in 0..<extra { try store.insert(name: index % 3 == 0 ? "Same Name" : "Blend \(index)", price: 1) }
        for coffee in try store.page(offset: 0, limit: extra + 4) where coffee.id % 7 == 0 {
            try store.delete(id: coffee.id)
        }
        return store
    }

    @Test func keysetPagesReturnTheOffsetPagesRowsInOrder() throws {
        try withTemporaryLocation { temporary in
            let store = try store(temporary, extra: 300)
            let expected = try offsetRows(store)
            // Pages of 64 and of 7, so that the boundaries fall on the gaps too.
            for size in [64, 7, 1] {
                let (starts, count) = try store.pageStarts(pageSize: size)
                #expect(count == expected.count)
                #expect(starts.count == (count + size - 1) / size)
                let pages = KeysetPages(starts: starts, count: count, pageSize: size)
                #expect(try keysetRows(store, pages) == expected.map(Optional.some), "pages of \(size)")
            }
            // Reading on from the last row of a page gives the next page's rows.
            let firstPage = try store.page(from: .min, limit: 10)
            let next = try store.page(from: try #require(firstPage.last).id + 1, limit: 10)
            #expect(firstPage + next == Array(expected.prefix(20)))
        }
    }

    @Test func positionsFollowInsertsAndDeletes() throws {
        try withTemporaryLocation { temporary in
            let store = try store(temporary, extra: 150)
            let all = try offsetRows(store)
            for (position, coffee) in all.enumerated() { #expect(try store.position(ofID: coffee.id) == position) }
            // A deleted row's id: where it would be.
            #expect(try store.position(ofID: 7) == all.firstIndex { $0.id > 7 })
            let deleted = try store.delete(id: all[40].id)
            #expect(try store.position(ofID: all[41].id) == 40)
            #expect(try store.position(ofID: all[40].id) == 40)
            try store.restore(deleted)
            #expect(try store.position(ofID: all[40].id) == 40)
            #expect(try store.position(ofID: all[41].id) == 41)
        }
    }

    @Test func theIndexKeptInStepWithChangesReadsTheSameRowsAsANewOne() throws {
        try withTemporaryLocation { temporary in
            let store = try store(temporary, extra: 400)
            let size = 16
            let (starts, count) = try store.pageStarts(pageSize: size)
            var pages = KeysetPages(starts: starts, count: count, pageSize: size)
            let before = try offsetRows(store)
            // Deletes: a whole page's rows, a page's first row, the very first row.
            for coffee in before[32..<48] { try store.delete(id: coffee.id); pages.removed(id: coffee.id) }
            for coffee in [before[64], before[0]] { try store.delete(id: coffee.id); pages.removed(id: coffee.id) }
            // Inserts: restored rows in the middle, new rows at the end (the last page grows
            // past twice its size and is cut once read).
            let taken = try store.delete(id: before[100].id)
            pages.removed(id: taken.id)
            let back = try store.restore(taken)
            pages.inserted(id: back)
            for index in 0..<50 { pages.inserted(id: try store.insert(name: "Late \(index)", price: 2)) }
            let expected = try offsetRows(store)
            #expect(pages.count == expected.count)
            #expect(try keysetRows(store, pages) == expected.map(Optional.some))
            let last = pages.pageCount - 1
            let lastRows = try keysetRows(store, pages)[pages.positions(ofPage: last)].compactMap { $0?.id }
            pages.split(page: last, ids: lastRows, pageSize: size)
            #expect(pages.pageCount > last + 1)
            #expect(try keysetRows(store, pages) == expected.map(Optional.some))
            for (position, coffee) in expected.enumerated() {
                #expect(pages.positions(ofPage: pages.page(ofID: coffee.id)).contains(position))
                #expect(pages.page(containing: position).map(pages.positions(ofPage:))?.contains(position) == true)
            }
        }
    }
}
