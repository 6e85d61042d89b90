import Foundation
import Model

/// `bench-storage crash-child <userData> <bundledData> <seed>`: the child of the crash
/// test (Tests/ModelTests/Storage/CrashTests.swift). It makes random edits through the
/// real stores forever and reports each one on stdout:
///
///     begin <op>            before the call
///     done <op> <id>        after the call returned (so after COMMIT)
///
/// The parent kills it with SIGKILL at random moments and then checks that every
/// `done` edit is in the database and the `begin`-only one is either fully there or
/// not at all. Ops: `insert-coffee <name> <cents>`, `price <id> <cents>`,
/// `delete-coffee <id>`, `insert-recipe <name> <ingredients>`, `delete-recipe <id>`.
enum CrashChild {
    static func run(arguments: [String]) -> Int32 {
        guard arguments.count >= 3, let seed = UInt64(arguments[2]) else {
            FileHandle.standardError.write(
                Data("usage: bench-storage crash-child <userData> <bundledData> <seed>\n".utf8))
            return 2
        }
        let location = DataLocation(
            bundledData: URL(fileURLWithPath: arguments[1], isDirectory: true),
            userData: URL(fileURLWithPath: arguments[0], isDirectory: true))
        var random = SplitMix64(seed: seed)
        do {
            let coffees = try CoffeeStore.open(in: location)
            let recipes = try RecipeStore.open(in: location)
            var coffeeIDs = try coffees.page(offset: 0, limit: Int.max).map(\.id)
            var recipeIDs = try recipes.page(offset: 0, limit: Int.max).map(\.id)
            report("ready")
            var counter = 0
            while true {
                counter += 1
                let name = "crash-\(seed)-\(counter)"
                switch random.next() % 5 {
                case 0, 1:
                    let cents = Int(random.next() % 100_000)
                    report("begin insert-coffee \(name) \(cents)")
                    let id = try coffees.insert(name: name, price: Decimal(cents) / 100)
                    coffeeIDs.append(id)
                    report("done insert-coffee \(name) \(cents) \(id)")
                case 2 where !coffeeIDs.isEmpty:
                    let id = coffeeIDs[Int(random.next() % UInt64(coffeeIDs.count))]
                    let cents = Int(random.next() % 100_000)
                    report("begin price \(id) \(cents)")
                    try coffees.update(id: id, price: Decimal(cents) / 100)
                    report("done price \(id) \(cents) \(id)")
                case 3 where !coffeeIDs.isEmpty:
                    let index = Int(random.next() % UInt64(coffeeIDs.count))
                    let id = coffeeIDs.remove(at: index)
                    report("begin delete-coffee \(id)")
                    try coffees.delete(id: id)
                    report("done delete-coffee \(id) \(id)")
                case 4 where recipeIDs.count > 3 && random.next() % 2 == 0:
                    let index = Int(random.next() % UInt64(recipeIDs.count))
                    let id = recipeIDs.remove(at: index)
                    report("begin delete-recipe \(id)")
                    try recipes.delete(id: id)
                    report("done delete-recipe \(id) \(id)")
                default:
                    let count = Int(random.next() % 5) + 1
                    report("begin insert-recipe \(name) \(count)")
                    let id = try recipes.insert(
                        name: name, description: "made by the crash test",
                        ingredients: (1...count).map { "ingredient \($0)" })
                    recipeIDs.append(id)
                    report("done insert-recipe \(name) \(count) \(id)")
                }
            }
        } catch {
            report("error \(error)")
            return 1
        }
    }

    /// One unbuffered write per line, so a line on the pipe is never half-written.
    private static func report(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// A small seeded generator, so a failing run can be replayed with its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
