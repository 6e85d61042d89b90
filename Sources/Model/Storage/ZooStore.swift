import Foundation

/// An animal as the list shows it.
public typealias AnimalSummary = TitledRow<ZooStore>

/// An animal as its page shows it. `image` is what the row stores: a bundled picture
/// relative to `data/images/` (`zoo/elephant.png`) or, as in the original tutorials, a URL.
public struct Animal: Sendable, Hashable, Identifiable {
    public var id: Int64
    public var name: String
    public var description: String
    public var image: String
}

/// Where an animal's picture comes from.
public enum AnimalImageSource: Sendable, Hashable {
    /// A picture file shipped with Drilldown.
    case bundled(URL)
    /// A web address, to fetch off the main thread (with a timeout and a placeholder).
    case remote(URL)
    /// No usable picture.
    case none
}

/// My Zoo's data: `animals(id INTEGER PRIMARY KEY, name TEXT, description TEXT,
/// image TEXT)` in `zoo.sqlite`, seeded with the tutorial's four animals.
public final class ZooStore: TitledListStore {
    public static let table = TitledTable(
        name: "animals", idColumn: "id", titleColumn: "name", noun: "animal")

    public static let schema = table.schema(
        fileName: "zoo.sqlite", seedScript: "zoo.sql",
        create: "CREATE TABLE IF NOT EXISTS animals(id INTEGER PRIMARY KEY, name TEXT, description TEXT, image TEXT)")

    public let database: StoreDatabase

    public init(database: StoreDatabase) { self.database = database }

    public func animal(id: Int64) throws -> Animal? {
        try database.read { database in
            try database.queryFirst("SELECT id, name, description, image FROM animals WHERE id = ?", [.integer(id)]) {
                Animal(id: $0.int64(0), name: $0.string(1), description: $0.string(2), image: $0.string(3))
            }
        }
    }

    /// Resolves an animal's `image` field: a bundled file under `data/images/` (only
    /// inside it: absolute paths and `..` are refused), an http(s) URL, or nothing.
    public func imageSource(for animal: Animal) -> AnimalImageSource {
        ZooStore.imageSource(animal.image, bundledData: database.bundledData)
    }

    static func imageSource(_ image: String, bundledData: URL) -> AnimalImageSource {
        if let url = URL(string: image), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host != nil
        {
            return .remote(url)
        }
        guard !image.isEmpty, !image.hasPrefix("/"), !image.split(separator: "/").contains("..") else { return .none }
        return .bundled(bundledData.appendingPathComponent("images", isDirectory: true).appendingPathComponent(image))
    }

    @discardableResult
    public func insert(name: String, description: String, image: String = "") throws -> Int64 {
        try database.write(changes: { [.inserted(id: $0)] }) { database in
            try database.run(
                "INSERT INTO animals(name, description, image) VALUES (?, ?, ?)",
                [.text(name), .text(description), .text(image)])
            let id = database.lastInsertRowID
            return id
        }
    }

    public func update(id: Int64, description: String) throws {
        try set("description", of: id, to: .text(description))
    }

    public func update(id: Int64, image: String) throws {
        try set("image", of: id, to: .text(image))
    }

    /// Deletes an animal and returns it, to `restore` on undo.
    @discardableResult
    public func delete(id: Int64) throws -> Animal {
        try database.write(changes: { [.deleted(id: $0.id)] }) { database in
            try table.take(database, id: id, columns: "id, name, description, image") {
                Animal(id: $0.int64(0), name: $0.string(1), description: $0.string(2), image: $0.string(3))
            }
        }
    }

    @discardableResult
    public func restore(_ animal: Animal) throws -> Int64 {
        try database.write(changes: { [.inserted(id: $0)] }) { database in
            try table.putBack(
                database, wanted: animal.id, columns: ["name", "description", "image"],
                values: [.text(animal.name), .text(animal.description), .text(animal.image)])
        }
    }

}
