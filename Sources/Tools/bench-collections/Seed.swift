import Foundation
import TestSupport

@testable import DrilldownApp
@testable import Model

/// One of the store lists the benchmark measures: its section, what its rows are called,
/// and how its file is filled with synthetic rows beside the seeded ones.
enum BenchList: String, CaseIterable {
    case coffee, todo, cities

    var section: SectionID {
        switch self {
        case .coffee: return .coffee
        case .todo: return .todo
        case .cities: return .cities
        }
    }

    /// The list's title and its rows' noun in the printed tables.
    var title: String {
        switch self {
        case .coffee: return "Coffee List"
        case .todo: return "To-Do"
        case .cities: return "City Guide"
        }
    }

    var noun: String {
        switch self {
        case .coffee: return "coffees"
        case .todo: return "to-dos"
        case .cities: return "cities"
        }
    }

    /// A folder holding this list's file with `count` rows (the seeded four, then
    /// synthetic titles, in one transaction); `name` nil: a folder of its own under `root`.
    func seed(count: Int, in root: URL, named name: String? = nil) -> DataLocation {
        let folder = name == "" ? root : root.appendingPathComponent(name ?? "\(rawValue)-\(count)")
        let location = DataLocation(bundledData: DataLocation.current().bundledData, userData: folder)
        let titles = SyntheticTitles.make(count: max(0, count - 4))
        do {
            switch self {
            case .coffee:
                let store = try CoffeeStore.open(in: location)
                try Self.insert(titles, into: store.database, "INSERT INTO Coffee(CoffeeName, Price) VALUES (?, 3.2)")
            case .todo:
                let store = try TodoStore.open(in: location)
                try Self.insert(
                    titles, into: store.database, "INSERT INTO todo(text, priority, complete) VALUES (?, 2, 0)")
            case .cities:
                let store = try CityStore.open(in: location)
                try Self.insert(
                    titles, into: store.database, "INSERT INTO cities(name, description) VALUES (?, 'A city')")
            }
        } catch {
            fail("seeding \(count) \(noun): \(error)")
        }
        return location
    }

    /// Runs `sql` (one `?`, the title) for each of `titles` in one transaction, then closes the file.
    private static func insert(_ titles: [String], into database: StoreDatabase, _ sql: String) throws {
        try database.write(changes: { _ in [] }) { database in
            for title in titles { try database.run(sql, [.text(title)]) }
        }
        database.close()
    }
}
