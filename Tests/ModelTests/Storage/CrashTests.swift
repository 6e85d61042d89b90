import Foundation
import Testing

@testable import Model

/// kill -9 in the middle of writing loses nothing that was reported saved.
///
/// The child is `bench-storage crash-child` (built beside the test bundle by
/// `swift build --build-tests`). It edits coffees and recipes through the real stores
/// and prints `begin <op>` / `done <op> <id>` around each call. The parent kills it
/// with SIGKILL after a random number of reported edits, many times, and after each
/// kill checks integrity_check, foreign_key_check, that every `done` edit is in the
/// database, and that the one edit in flight is either entirely there or not at all.
@Suite struct CrashTests {
    struct CoffeeState: Equatable { var name: String; var cents: Int }
    struct RecipeState: Equatable { var name: String; var ingredients: Int }

    static func childExecutable() -> URL? {
        var candidates: [URL] = []
        // SwiftPM puts the test bundle's resources and the executables in one folder.
        candidates.append(Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("bench-storage"))
        if let exe = Bundle.main.executableURL {
            candidates.append(exe.deletingLastPathComponent().appendingPathComponent("bench-storage"))
            candidates.append(
                exe.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("bench-storage"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test func killedMidWriteLosesNoCommittedEdit() throws {
        let child = try #require(
            CrashTests.childExecutable(),
            "bench-storage not found beside the tests; build with `swift build --build-tests`")
        try withTemporaryLocation { temporary in
            // The model of what must be in the database, starting from the seed.
            var coffees: [Int64: CoffeeState] = [:]
            var recipes: [Int64: RecipeState] = [:]
            do {
                let coffeeStore = try CoffeeStore.open(in: temporary.location)
                for summary in try coffeeStore.page(offset: 0, limit: 100) {
                    let detail = try #require(try coffeeStore.detail(id: summary.id))
                    coffees[summary.id] = CoffeeState(name: detail.name, cents: CrashTests.cents(detail.price))
                }
                let recipeStore = try RecipeStore.open(in: temporary.location)
                for summary in try recipeStore.page(offset: 0, limit: 100) {
                    recipes[summary.id] = RecipeState(
                        name: summary.name, ingredients: try recipeStore.ingredients(ofRecipe: summary.id).count)
                }
            }
            var generator = SystemRandomNumberGenerator()
            var totalDone = 0
            for run in 0..<40 {
                let seed = UInt64(run + 1) * 7919 + UInt64.random(in: 0..<1_000_000, using: &generator)
                let killAfter = Int.random(in: 0...25, using: &generator)
                let lines = try CrashTests.runChild(
                    child, temporary.location, seed: seed, killAfterDone: killAfter,
                    extraDelayMicroseconds: UInt32.random(in: 0...3000, using: &generator))
                #expect(
                    !lines.contains { $0.hasPrefix("error") }, "child failed: \(lines.filter { $0.hasPrefix("error") })"
                )
                var inFlight: [String]?
                for line in lines {
                    let fields = line.split(separator: " ").map(String.init)
                    if fields.first == "begin" { inFlight = Array(fields.dropFirst()) }
                    if fields.first == "done" {
                        CrashTests.apply(Array(fields.dropFirst()), coffees: &coffees, recipes: &recipes)
                        inFlight = nil
                        totalDone += 1
                    }
                }
                // Check the database against the model; settle the edit in flight.
                let coffeeStore = try CoffeeStore.open(in: temporary.location)
                let recipeStore = try RecipeStore.open(in: temporary.location)
                #expect(try coffeeStore.integrityProblems().isEmpty, "run \(run) seed \(seed)")
                #expect(try recipeStore.integrityProblems().isEmpty, "run \(run) seed \(seed)")
                var actualCoffees: [Int64: CoffeeState] = [:]
                for summary in try coffeeStore.page(offset: 0, limit: Int.max) {
                    let detail = try #require(try coffeeStore.detail(id: summary.id))
                    actualCoffees[summary.id] = CoffeeState(name: detail.name, cents: CrashTests.cents(detail.price))
                }
                var actualRecipes: [Int64: RecipeState] = [:]
                for summary in try recipeStore.page(offset: 0, limit: Int.max) {
                    actualRecipes[summary.id] = RecipeState(
                        name: summary.name,
                        ingredients: try recipeStore.ingredients(ofRecipe: summary.id).count)
                }
                if actualCoffees == coffees && actualRecipes == recipes {
                    continue // the edit in flight (if any) did not commit
                }
                // Otherwise the in-flight edit must have committed, entirely.
                let op = try #require(inFlight, "run \(run) seed \(seed): database differs from the reported edits")
                var after = (coffees, recipes)
                CrashTests.applyInFlight(
                    op, actualCoffees: actualCoffees, actualRecipes: actualRecipes,
                    coffees: &after.0, recipes: &after.1)
                #expect(actualCoffees == after.0, "run \(run) seed \(seed) op \(op)")
                #expect(actualRecipes == after.1, "run \(run) seed \(seed) op \(op)")
                coffees = actualCoffees
                recipes = actualRecipes
            }
            #expect(totalDone > 40) // the children really made edits
        }
    }

    static func cents(_ price: Decimal) -> Int {
        NSDecimalNumber(decimal: price * 100).intValue
    }

    /// Applies a reported (`done`) edit: `op args… id`.
    static func apply(_ fields: [String], coffees: inout [Int64: CoffeeState], recipes: inout [Int64: RecipeState]) {
        guard let op = fields.first, let id = fields.last.flatMap({ Int64($0) }) else { return }
        switch op {
        case "insert-coffee": coffees[id] = CoffeeState(name: fields[1], cents: Int(fields[2]) ?? -1)
        case "price": coffees[id]?.cents = Int(fields[2]) ?? -1
        case "delete-coffee": coffees[id] = nil
        case "insert-recipe": recipes[id] = RecipeState(name: fields[1], ingredients: Int(fields[2]) ?? -1)
        case "delete-recipe": recipes[id] = nil
        default: break
        }
    }

    /// Applies the edit that was in flight (`begin` without `done`); an insert's id is
    /// unknown, so it is found by its unique name.
    static func applyInFlight(
        _ fields: [String], actualCoffees: [Int64: CoffeeState], actualRecipes: [Int64: RecipeState],
        coffees: inout [Int64: CoffeeState], recipes: inout [Int64: RecipeState]
    ) {
        guard let op = fields.first else { return }
        switch op {
        case "insert-coffee":
            if let id = actualCoffees.first(where: { $0.value.name == fields[1] })?.key {
                apply(fields + [String(id)], coffees: &coffees, recipes: &recipes)
            }
        case "insert-recipe":
            if let id = actualRecipes.first(where: { $0.value.name == fields[1] })?.key {
                apply(fields + [String(id)], coffees: &coffees, recipes: &recipes)
            }
        case "price": apply(fields + [fields[1]], coffees: &coffees, recipes: &recipes)
        default: apply(fields, coffees: &coffees, recipes: &recipes)
        }
    }

    /// Runs one child until it has reported `killAfterDone` edits, waits a little more,
    /// kills it with SIGKILL and returns every line it wrote.
    static func runChild(
        _ executable: URL, _ location: DataLocation, seed: UInt64, killAfterDone: Int,
        extraDelayMicroseconds: UInt32
    ) throws -> [String] {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["crash-child", location.userData.path, location.bundledData.path, String(seed)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = pipe.fileHandleForReading
        var buffer = Data()
        var done = 0
        var killed = false
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break } // EOF: the child is gone
            buffer.append(chunk)
            done =
                String(decoding: buffer, as: UTF8.self).split(separator: "\n").filter {
                    $0.hasPrefix("done ") || $0.hasPrefix("error")
                }.count
            if !killed && done >= killAfterDone && buffer.count > 0 {
                usleep(extraDelayMicroseconds) // not synchronization: a random kill moment
                kill(process.processIdentifier, SIGKILL)
                killed = true
            }
        }
        process.waitUntilExit()
        let text = String(decoding: buffer, as: UTF8.self)
        // A line cut by the kill has no newline; it never counts.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        if !text.hasSuffix("\n"), !lines.isEmpty { lines.removeLast() }
        return lines
    }
}
